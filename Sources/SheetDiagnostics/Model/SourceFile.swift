/// The bytes of one input file and the path the user knows it by.
///
/// Files are kept as raw bytes: the parser works on bytes, and nothing is
/// decoded to `String` unless a diagnostic needs to show it.
public struct SourceFile: Sendable {
    public let path: String
    public let bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    public func span(_ range: SourceRange) -> SourceSpan {
        SourceSpan(path: path, range: range)
    }
}

/// Where each line of a file starts, built on demand when a diagnostic must
/// be shown or a byte offset turned into a line and column.
///
/// Line breaks are those libyaml counts: LF, CR, CR LF, and the Unicode breaks
/// NEL, LS and PS, so positions computed here agree with the parser's marks.
public struct LineIndex: Sendable {
    public let bytes: [UInt8]
    /// Byte offset of the first byte of each line; `lineStarts[0] == 0`.
    public let lineStarts: [Int]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte-order mark is not part of the first line's columns.
        let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var starts = [bom]
        var index = bom
        let count = bytes.count
        while index < count {
            let width = LineIndex.breakWidth(bytes, at: index)
            if width > 0 {
                index += width
                starts.append(index)
            } else {
                index += 1
            }
        }
        self.lineStarts = starts
    }

    /// Length in bytes of a line break starting at `index`, or 0 when there is none.
    static func breakWidth(_ bytes: [UInt8], at index: Int) -> Int {
        let byte = bytes[index]
        switch byte {
        case 0x0A: return 1
        case 0x0D: return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : 0
        case 0xE2:
            guard index + 2 < bytes.count, bytes[index + 1] == 0x80 else { return 0 }
            return bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 ? 3 : 0
        default: return 0
        }
    }

    public var lineCount: Int { lineStarts.count }

    /// The bytes of a 1-based line, without its line break.
    public func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
        guard line >= 1, line <= lineStarts.count else { return [] }
        let start = lineStarts[line - 1]
        var end = start
        while end < bytes.count, LineIndex.breakWidth(bytes, at: end) == 0 { end += 1 }
        return bytes[start..<end]
    }

    /// The text of a 1-based line, invalid UTF-8 shown as U+FFFD.
    public func lineText(_ line: Int) -> String {
        String(decoding: lineBytes(line), as: UTF8.self)
    }

    /// Line and column (1-based, column in Unicode scalars) of a byte offset.
    public func position(ofByteOffset offset: Int) -> SourcePosition {
        let clamped = max(lineStarts[0], min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        while index < clamped {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourcePosition(line: low + 1, column: column, offset: clamped)
    }
}
