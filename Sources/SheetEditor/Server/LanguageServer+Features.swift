import Foundation
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
        case result(Any)
    }

    func feature(_ method: String, _ params: [String: Any]) -> FeatureReply {
        let features = [
            "textDocument/completion", "textDocument/hover", "textDocument/definition", "textDocument/references",
            "textDocument/codeAction", "textDocument/inlayHint",
        ]
        guard features.contains(method) else { return .unknownMethod }
        let document = params["textDocument"] as? [String: Any] ?? [:]
        guard let uri = document["uri"] as? String, let path = DocumentURI.path(of: uri),
            let lines = project.specs[path]?.lines
        else { return .invalidParams }
        if method == "textDocument/codeAction" {
            // Whole lines: an editor asks with the cursor's empty range, and
            // a fix anywhere on its line is what the user means.
            guard let range = params["range"] as? [String: Any], let start = line(range["start"]),
                let end = line(range["end"])
            else { return .invalidParams }
            let from = UTF16Positions.byteOffset(line: min(start, end), character: 0, in: lines)
            let to = UTF16Positions.byteOffset(line: max(start, end), character: Int.max, in: lines)
            return .result(codeActions(for: path, range: from..<to))
        }
        if method == "textDocument/inlayHint" {
            guard let range = params["range"] as? [String: Any], let from = offset(range["start"], lines),
                let to = offset(range["end"], lines)
            else { return .invalidParams }
            return .result(DetentInlayHints.hints(in: path, range: min(from, to)..<max(from, to), project: project))
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
            return .result(hover ?? NSNull())
        case "textDocument/definition":
            return .result(SymbolNavigation.definition(at: offset, in: path, project: project))
        default:
            let context = params["context"] as? [String: Any] ?? [:]
            let declarations = context["includeDeclaration"] as? Bool ?? false
            return .result(
                SymbolNavigation.references(at: offset, in: path, includingDeclaration: declarations, project: project))
        }
    }

    private func codeActions(for path: String, range: Range<Int>) -> [[String: Any]] {
        let checked = workspace.diagnostics()
        let converter = DiagnosticConverter(sources: checked.sources, catalog: catalog, rulesURL: rulesURL)
        return QuickFixes.actions(
            for: path, range: range, diagnostics: checked.byDocument[path] ?? [], converter: converter,
            sources: checked.sources)
    }

    private func line(_ position: Any?) -> Int? {
        (position as? [String: Any])?["line"] as? Int
    }

    /// The byte offset of an LSP `Position`.
    private func offset(_ position: Any?, _ lines: LineIndex) -> Int? {
        guard let position = position as? [String: Any], let line = position["line"] as? Int,
            let character = position["character"] as? Int
        else { return nil }
        return UTF16Positions.byteOffset(line: line, character: character, in: lines)
    }
}
