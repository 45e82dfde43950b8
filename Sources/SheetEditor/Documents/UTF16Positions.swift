import SheetDiagnostics

/// LSP positions count UTF-16 code units within a line; the diagnostics count
/// bytes. These convert between the two on a document's bytes.
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
        let start = lines.lineStarts[line]
        let prefix = String(decoding: lines.bytes[start..<clamped], as: UTF8.self)
        return (line, prefix.utf16.count)
    }

    /// The byte offset of an LSP position, clamped to the line's end.
    public static func byteOffset(line: Int, character: Int, in lines: LineIndex) -> Int {
        guard line >= 0 else { return 0 }
        guard line < lines.lineStarts.count else { return lines.bytes.count }
        let start = lines.lineStarts[line]
        let lineBytes = lines.lineBytes(line + 1)
        var units = 0
        var offset = start
        for scalar in String(decoding: lineBytes, as: UTF8.self).unicodeScalars {
            if scalar == "\n" || scalar == "\r" || units >= character { break }
            units += scalar.utf16.count
            offset += scalar.utf8.count
        }
        return offset
    }
}
