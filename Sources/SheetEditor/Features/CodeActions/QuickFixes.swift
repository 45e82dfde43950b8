import SheetDiagnostics

/// `textDocument/codeAction`: every fix-it a diagnostic of the requested
/// range carries (`Diagnostic.fixes`) as a quick fix, with the diagnostic it
/// resolves and a `WorkspaceEdit` in LSP's UTF-16 ranges. The edit may touch
/// another file than the one asked about, when the fix lies there.
enum QuickFixes {
    static func actions(
        for path: String, range: Range<Int>, diagnostics: [Diagnostic], converter: DiagnosticConverter,
        sources: [String: SourceFile]
    ) -> [JSONValue] {
        var actions: [JSONValue] = []
        for diagnostic in diagnostics where !diagnostic.fixes.isEmpty && touches(diagnostic, path: path, range: range) {
            let converted = converter.convert(diagnostic)
            for fix in diagnostic.fixes {
                let edit: JSONValue = ["range": converter.range(fix.span), "newText": .string(fix.replacement)]
                let changes: JSONObject = [DocumentURI.uri(of: fix.span.path): [edit]]
                actions.append([
                    "title": .string(title(of: fix, for: diagnostic, sources: sources)),
                    "kind": "quickfix",
                    "diagnostics": [converted],
                    "isPreferred": .bool(diagnostic.fixes.count == 1),
                    "edit": ["changes": .object(changes)],
                ])
            }
        }
        return actions
    }

    /// "Replace `cornerRadiuz` with `cornerRadius`", naming the text replaced.
    /// An edit over several lines (the keys of a mapping reordered) is named
    /// by the diagnostic's help instead: quoting it would fill the menu.
    static func title(of fix: FixIt, for diagnostic: Diagnostic, sources: [String: SourceFile]) -> String {
        let start = Int(fix.span.range.start.offset)
        let end = Int(fix.span.range.end.offset)
        let bytes = sources[fix.span.path]?.bytes ?? []
        let old = start <= end && end <= bytes.count ? String(decoding: bytes[start..<end], as: UTF8.self) : ""
        if old.contains("\n") || fix.replacement.contains("\n"), let help = diagnostic.help, let first = help.first {
            return first.uppercased() + help.dropFirst()
        }
        if fix.replacement.isEmpty { return "Remove `\(old)`" }
        if old.isEmpty { return "Insert `\(fix.replacement)`" }
        return "Replace `\(old)` with `\(fix.replacement)`"
    }

    /// Whether `diagnostic` lies in `path` and touches `range`, which counts:
    /// an editor asks with an empty range at the cursor.
    static func touches(_ diagnostic: Diagnostic, path: String, range: Range<Int>) -> Bool {
        guard let span = diagnostic.span, span.path == path else { return false }
        return Int(span.range.start.offset) <= range.upperBound && range.lowerBound <= Int(span.range.end.offset)
    }
}
