import SheetDiagnostics
import SheetLanguage

/// The requests of the editing features: each reads its parameters, finds
/// the document and position, and hands them to its feature (`Features/`),
/// which tests also call directly.
extension LanguageServer {
    enum FeatureReply {
        case unknownMethod
        /// No open or project document at the URI, or no position.
        case invalidParams
        case result(JSONValue)
    }

    func feature(_ method: String, _ params: JSONObject) -> FeatureReply {
        let features = [
            "textDocument/completion", "textDocument/hover", "textDocument/definition", "textDocument/references",
            "textDocument/codeAction", "textDocument/inlayHint",
        ]
        guard features.contains(method) else { return .unknownMethod }
        guard let uri = params["textDocument"]?["uri"]?.string, let path = DocumentURI.path(of: uri),
            let lines = project.specs[path]?.lines
        else { return .invalidParams }
        if method == "textDocument/codeAction" {
            // Whole lines: an editor asks with the cursor's empty range, and
            // a fix anywhere on its line is what the user means.
            guard let range = params["range"], let start = range["start"]?["line"]?.int,
                let end = range["end"]?["line"]?.int
            else { return .invalidParams }
            let from = UTF16Positions.byteOffset(line: min(start, end), character: 0, in: lines)
            let to = UTF16Positions.byteOffset(line: max(start, end), character: Int.max, in: lines)
            return .result(.array(codeActions(for: path, range: from..<to)))
        }
        if method == "textDocument/inlayHint" {
            guard let range = params["range"], let from = offset(range["start"], lines),
                let to = offset(range["end"], lines)
            else { return .invalidParams }
            return .result(
                .array(DetentInlayHints.hints(in: path, range: min(from, to)..<max(from, to), project: project)))
        }
        guard let offset = offset(params["position"], lines) else { return .invalidParams }
        let project = self.project
        switch method {
        case "textDocument/completion":
            return .result(
                CompletionProvider.json(CompletionProvider.items(at: offset, in: path, lines: lines, project: project)))
        case "textDocument/hover":
            let catalog = self.catalog
            let hover = HoverProvider.hover(at: offset, in: path, lines: lines, project: project) { code in
                catalog.descriptor(named: code).map(DiagnosticDocumentation.page)
            }
            return .result(hover ?? .null)
        case "textDocument/definition":
            return .result(.array(SymbolNavigation.definition(at: offset, in: path, project: project)))
        default:
            let declarations = params["context"]?["includeDeclaration"]?.bool ?? false
            return .result(
                .array(
                    SymbolNavigation.references(
                        at: offset, in: path, includingDeclaration: declarations, project: project)))
        }
    }

    private func codeActions(for path: String, range: Range<Int>) -> [JSONValue] {
        let checked = self.checked
        let converter = DiagnosticConverter(sources: checked.diagnosticSources, catalog: catalog, rulesURL: rulesURL)
        let touched = (checked.byDocument[path] ?? []).filter { QuickFixes.touches($0, path: path, range: range) }
        let diagnostics = KeyOrderFixes.attach(
            to: touched, sources: checked.diagnosticSources, limits: checked.options.limits)
        return QuickFixes.actions(
            for: path, range: range, diagnostics: diagnostics, converter: converter,
            sources: checked.diagnosticSources)
    }

    /// The byte offset of an LSP `Position`.
    private func offset(_ position: JSONValue?, _ lines: LineIndex) -> Int? {
        guard let line = position?["line"]?.int, let character = position?["character"]?.int
        else { return nil }
        return UTF16Positions.byteOffset(line: line, character: character, in: lines)
    }
}
