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
        for diagnostic in diagnostics where !diagnostic.fixes.isEmpty {
            guard let span = diagnostic.span, span.path == path, overlaps(span.range, range) else { continue }
            let converted = converter.convert(diagnostic)
            for fix in diagnostic.fixes {
                let edit: JSONValue = ["range": converter.range(fix.span), "newText": .string(fix.replacement)]
                let changes: JSONObject = [DocumentURI.uri(of: fix.span.path): [edit]]
                actions.append([
                    "title": .string(title(of: fix, sources: sources)),
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
    static func title(of fix: FixIt, sources: [String: SourceFile]) -> String {
        let start = Int(fix.span.range.start.offset)
        let end = Int(fix.span.range.end.offset)
        let bytes = sources[fix.span.path]?.bytes ?? []
        let old = start <= end && end <= bytes.count ? String(decoding: bytes[start..<end], as: UTF8.self) : ""
        if fix.replacement.isEmpty { return "Remove `\(old)`" }
        if old.isEmpty { return "Insert `\(fix.replacement)`" }
        return "Replace `\(old)` with `\(fix.replacement)`"
    }

    /// Touching counts: an editor asks with an empty range at the cursor.
    private static func overlaps(_ span: SourceRange, _ range: Range<Int>) -> Bool {
        Int(span.start.offset) <= range.upperBound && range.lowerBound <= Int(span.end.offset)
    }
}
