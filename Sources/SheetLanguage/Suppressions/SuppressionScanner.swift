import SheetDiagnostics

/// Reads `# sheetspec:` comments from a spec's bytes.
///
/// A directive is a comment on a line of its own: `#`, optional blanks, then
/// `sheetspec:` and the directive word. Only such lines are read, so a `#`
/// inside a quoted value never starts one. Files without any cost one pass
/// over their bytes that allocates nothing.
enum SuppressionScanner {
    static let nextLine = "disable-next-line"
    static let sheet = "disable"
    private static let marker = Array("sheetspec:".utf8)

    /// The file's suppressions, or `nil` when it has no `# sheetspec:` line.
    static func scan(_ file: SourceFile, sheets: [SheetDeclaration]) -> FileSuppressions? {
        let comments = directiveLines(file.bytes)
        guard !comments.isEmpty else { return nil }
        var reader = DirectiveReader(file: file, sheets: sheets)
        for comment in comments { reader.read(comment) }
        return FileSuppressions(path: file.path, suppressions: reader.suppressions, problems: reader.problems)
    }

    /// Where each directive's text starts (after `sheetspec:`) and its line ends.
    struct Comment {
        var hash: Int
        var text: Int
        var end: Int
    }

    static func directiveLines(_ bytes: [UInt8]) -> [Comment] {
        var found: [Comment] = []
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var index = 0
            var atLineStart = true
            while index < count {
                let byte = buffer[index]
                if byte == 0x0A || byte == 0x0D {
                    atLineStart = true
                } else if atLineStart, byte != 0x20, byte != 0x09 {
                    atLineStart = false
                    if byte == 0x23, let text = markerEnd(buffer, after: index) {
                        var end = text
                        while end < count, buffer[end] != 0x0A, buffer[end] != 0x0D { end += 1 }
                        found.append(Comment(hash: index, text: text, end: end))
                        index = end
                        continue
                    }
                }
                index += 1
            }
        }
        return found
    }

    /// The offset after `sheetspec:` when it follows the `#` at `hash` (blanks between allowed).
    private static func markerEnd(_ buffer: UnsafeBufferPointer<UInt8>, after hash: Int) -> Int? {
        var index = hash + 1
        while index < buffer.count, buffer[index] == 0x20 || buffer[index] == 0x09 { index += 1 }
        guard index + marker.count <= buffer.count else { return nil }
        for (offset, byte) in marker.enumerated() where buffer[index + offset] != byte { return nil }
        return index + marker.count
    }
}
