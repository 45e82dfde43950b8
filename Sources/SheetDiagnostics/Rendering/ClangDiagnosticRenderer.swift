/// Renders diagnostics the way clang and swiftc do, which Xcode, editors and
/// most CI log parsers understand: `path:line:col: error: message [SS0001]`,
/// then the source line and a caret, then `note:` lines with their own places:
/// the primary label, each secondary label, each note and the help, so that
/// the format carries everything the human one shows.
public struct ClangDiagnosticRenderer {
    private let cache: SourceLineCache

    public init(sources: [String: SourceFile]) {
        cache = SourceLineCache(files: sources)
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        var out = ""
        let place = diagnostic.span.map { $0.locationText + ": " } ?? "sheetspec: "
        out += "\(place)\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code)]\n"
        if let span = diagnostic.span, let snippet = cache.snippet(for: span) {
            out += snippet.text + "\n" + snippet.marker("^") + "\n"
        }
        if let label = diagnostic.label, !label.isEmpty {
            out += "\(place)note: \(label)\n"
        }
        for label in diagnostic.secondary {
            out += "\(label.span.locationText): note: \(label.message)\n"
        }
        for note in diagnostic.notes {
            out += "\(place)note: \(note)\n"
        }
        if let help = diagnostic.help {
            out += "\(place)note: help: \(help)\n"
        }
        return out
    }
}
