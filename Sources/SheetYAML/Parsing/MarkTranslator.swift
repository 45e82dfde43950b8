import CYAML
import SheetDiagnostics

/// Turns libyaml's marks into `SourcePosition`s.
///
/// libyaml counts `index` in characters, not bytes, and skips a byte-order
/// mark. Marks arrive almost in order, so a cursor that walks the UTF-8 bytes
/// forward (or back, for the rare end mark behind it) converts them in
/// amortised constant time, with no second pass over the file.
struct MarkTranslator {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var characterIndex = 0
    private var byteOffset: Int

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        byteOffset = hasBOM ? 3 : 0
    }

    mutating func position(_ mark: yaml_mark_t) -> SourcePosition {
        let target = Int(mark.index)
        while characterIndex < target, byteOffset < bytes.count {
            byteOffset += 1
            while byteOffset < bytes.count, bytes[byteOffset] & 0xC0 == 0x80 { byteOffset += 1 }
            characterIndex += 1
        }
        while characterIndex > target, byteOffset > 0 {
            byteOffset -= 1
            while byteOffset > 0, bytes[byteOffset] & 0xC0 == 0x80 { byteOffset -= 1 }
            characterIndex -= 1
        }
        return SourcePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1, offset: byteOffset)
    }

    mutating func range(_ start: yaml_mark_t, _ end: yaml_mark_t) -> SourceRange {
        let first = position(start)
        return SourceRange(start: first, end: position(end))
    }
}
