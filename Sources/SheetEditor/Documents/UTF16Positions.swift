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
}
