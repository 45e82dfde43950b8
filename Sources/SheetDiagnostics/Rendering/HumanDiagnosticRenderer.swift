/// Renders diagnostics for people at a terminal, in rustc's layout: a headline
/// with the code, the place, the source line with the span underlined and
/// labelled, secondary places, then notes and a `help:` line.
public struct HumanDiagnosticRenderer {
    private let cache: SourceLineCache
    private let palette: Palette

    public init(sources: [String: SourceFile], colored: Bool) {
        cache = SourceLineCache(files: sources)
        palette = Palette(enabled: colored)
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        let severity = diagnostic.severity
        var out = palette.severity(severity, "\(severity.rawValue)[\(diagnostic.code)]")
        out += palette.bold(": \(diagnostic.message)") + "\n"
        let snippets = ([diagnostic.span].compactMap { $0 }.map { ($0, diagnostic.label ?? "", true) })
            + diagnostic.secondary.map { ($0.span, $0.message, false) }
        let numbers = snippets.compactMap { cache.snippet(for: $0.0)?.lineNumber }
        let gutter = String(numbers.max() ?? 0).count
        let pad = String(repeating: " ", count: gutter)
        var previousPath: String?
        for (span, label, isPrimary) in snippets {
            let arrow = isPrimary ? "-->" : ":::"
            if isPrimary || span.path != previousPath {
                out += pad + palette.gutter(arrow) + " " + span.locationText + "\n"
            }
            previousPath = span.path
            guard let snippet = cache.snippet(for: span) else { continue }
            let number = String(snippet.lineNumber)
            let numberPad = String(repeating: " ", count: gutter - number.count)
            out += pad + " " + palette.gutter("|") + "\n"
            out += palette.gutter(numberPad + number + " |") + " " + snippet.text + "\n"
            let marker = snippet.marker(isPrimary ? "^" : "-") + (label.isEmpty ? "" : " " + label)
            let styled = isPrimary ? palette.severity(severity, marker) : palette.gutter(marker)
            out += pad + " " + palette.gutter("|") + " " + styled + "\n"
        }
        if !snippets.isEmpty, !(diagnostic.notes.isEmpty && diagnostic.help == nil) {
            out += pad + " " + palette.gutter("|") + "\n"
        }
        for note in diagnostic.notes {
            out += pad + " " + palette.gutter("=") + " " + palette.bold("note") + ": " + note + "\n"
        }
        if let help = diagnostic.help {
            out += pad + " " + palette.gutter("=") + " " + palette.bold("help") + ": " + help + "\n"
        }
        return out
    }
}

/// ANSI styling, or none at all: colour is for terminals only and never when
/// `NO_COLOR` is set (the caller decides).
struct Palette {
    let enabled: Bool

    private func wrap(_ code: String, _ text: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    func bold(_ text: String) -> String { wrap("1", text) }
    func gutter(_ text: String) -> String { wrap("1;34", text) }

    func severity(_ severity: Severity, _ text: String) -> String {
        switch severity {
        case .error: wrap("1;31", text)
        case .warning: wrap("1;33", text)
        case .note: wrap("1;36", text)
        }
    }
}
