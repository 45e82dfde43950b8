import CYAML
import SheetDiagnostics

/// Turns libyaml's marks into `SourcePosition`s.
///
/// libyaml counts `index` in characters, not bytes, and skips a byte-order
/// mark. Marks arrive almost in order, so a cursor that walks the UTF-8 bytes
/// forward (or back, for the rare end mark behind it) converts them in
/// amortised constant time, with no second pass over the file.
///
/// When the input does not end with a line break, libyaml pretends one at the
/// end: every mark it makes there (the stream end, the blocks it closes, an
/// error about a collection left open) names the line after the last one, at
/// column 0, a line the file does not have. Those marks are moved back to the
/// end of the last line, where an editor can show them.
struct MarkTranslator {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let bomLength: Int
    /// Whether every byte is ASCII, so a character index is a byte offset and
    /// no mark needs the walk. Specs almost always are; a byte-order mark is not.
    private let isASCII: Bool
    private var characterIndex = 0
    private var byteOffset: Int
    /// Characters on the last line when the input ends without a line break;
    /// `nil` when it ends with one. Found only if an end-of-input mark asks.
    private lazy var unterminatedLastLineLength: Int? = lastLineLength()

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        bomLength = hasBOM ? 3 : 0
        byteOffset = bomLength
        isASCII = Self.allASCII(bytes)
    }

    private static func allASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        var highBits: UInt64 = 0
        while offset + 8 <= bytes.count {
            highBits |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < bytes.count {
            highBits |= UInt64(bytes[offset])
            offset += 1
        }
        return highBits & 0x8080_8080_8080_8080 == 0
    }

    mutating func position(_ mark: yaml_mark_t) -> SourcePosition {
        let target = Int(mark.index)
        if isASCII {
            byteOffset = min(target, bytes.count)
            characterIndex = byteOffset
        } else {
            walk(toward: target)
        }
        if mark.column == 0, mark.line > 0, byteOffset == bytes.count, let length = unterminatedLastLineLength {
            // The pretended line break moved the mark to line `mark.line + 1`; the last real line is `mark.line`.
            return SourcePosition(line: Int(mark.line), column: length + 1, offset: byteOffset)
        }
        return SourcePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1, offset: byteOffset)
    }

    /// Moves the cursor to the character `target`, or to the end of the input.
    private mutating func walk(toward target: Int) {
        skipASCIIWords(toward: target)
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
    }

    /// Most lines of a file that is not all ASCII still are, and there a
    /// character is a byte: move eight bytes at a time while none has its high
    /// bit set.
    private mutating func skipASCIIWords(toward target: Int) {
        guard let base = bytes.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        while target - characterIndex >= 8, byteOffset + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: byteOffset, as: UInt64.self)
            if word & 0x8080_8080_8080_8080 != 0 { return }
            byteOffset += 8
            characterIndex += 8
        }
    }

    mutating func range(_ start: yaml_mark_t, _ end: yaml_mark_t) -> SourceRange {
        let first = position(start)
        return SourceRange(start: first, end: position(end))
    }

    private func lastLineLength() -> Int? {
        var lineStart = bytes.count
        while lineStart > bomLength, !endsWithLineBreak(lineStart) { lineStart -= 1 }
        guard lineStart < bytes.count else { return nil }
        var characters = 0
        for index in lineStart..<bytes.count where bytes[index] & 0xC0 != 0x80 { characters += 1 }
        return characters
    }

    /// Whether the bytes before `end` end with a line break libyaml counts:
    /// LF, CR, NEL, LS or PS (the same set as `LineIndex`).
    private func endsWithLineBreak(_ end: Int) -> Bool {
        if end >= 1, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { return true }
        if end >= 2, bytes[end - 2] == 0xC2, bytes[end - 1] == 0x85 { return true }
        return end >= 3 && bytes[end - 3] == 0xE2 && bytes[end - 2] == 0x80
            && (bytes[end - 1] == 0xA8 || bytes[end - 1] == 0xA9)
    }
}
