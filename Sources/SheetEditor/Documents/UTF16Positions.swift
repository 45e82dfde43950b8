import SheetDiagnostics

/// LSP positions count UTF-16 code units within a line; the diagnostics count
/// bytes. This converts a byte offset of a document to LSP's position.
///
/// `LineIndex` starts the first line after a byte-order mark, but the editor's
/// text holds it as one UTF-16 unit, so the first line is counted from byte 0.
public enum UTF16Positions {
    /// The LSP `{line, character}` (both zero-based) of a byte offset.
    public static func position(ofByteOffset offset: Int, in lines: LineIndex) -> (line: Int, character: Int) {
        let clamped = min(max(0, offset), lines.bytes.count)
        var line = 0
        var low = 0
        var high = lines.lineStarts.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if lines.lineStarts[middle] <= clamped { line = middle; low = middle + 1 } else { high = middle - 1 }
        }
        let start = line == 0 ? 0 : lines.lineStarts[line]
        let prefix = String(decoding: lines.bytes[start..<clamped], as: UTF8.self)
        return (line, prefix.utf16.count)
    }

    /// The byte offset of an LSP position: the inverse of
    /// `position(ofByteOffset:in:)`. A character past the end of its line
    /// gives the line's end, a line past the end the document's end, so a
    /// stale position from the editor never reads out of bounds.
    public static func byteOffset(line: Int, character: Int, in lines: LineIndex) -> Int {
        guard line >= 0 else { return 0 }
        guard line < lines.lineStarts.count else { return lines.bytes.count }
        let start = line == 0 ? 0 : lines.lineStarts[line]
        let lineEnd = line + 1 < lines.lineStarts.count ? lines.lineStarts[line + 1] : lines.bytes.count
        var offset = start
        var units = 0
        while offset < lineEnd, units < character {
            let byte = lines.bytes[offset]
            if byte == 10 || byte == 13 { break }
            let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            units += length == 4 ? 2 : 1
            offset = min(offset + length, lineEnd)
        }
        return offset
    }
}
