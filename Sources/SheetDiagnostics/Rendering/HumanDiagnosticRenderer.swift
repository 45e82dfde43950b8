/// Renders diagnostics for people at a terminal, in rustc's layout: a headline
/// with the code, the place, each file's labelled lines in line order (labels
/// on one line share it), then notes and a `help:` line.
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
        let groups = labelGroups(of: diagnostic)
        let numbers = groups.flatMap { $0.lines.map(\.lineNumber) }
        let gutter = String(numbers.max() ?? 0).count
        let pad = String(repeating: " ", count: gutter)
        for group in groups {
            out += pad + palette.gutter(group.isPrimaryFile ? "-->" : ":::") + " " + group.location.locationText + "\n"
            var previousLine: Int?
            for line in group.lines {
                if let previousLine {
                    if line.lineNumber > previousLine + 1 { out += palette.gutter("...") + "\n" }
                } else {
                    out += pad + " " + palette.gutter("|") + "\n"
                }
                previousLine = line.lineNumber
                let number = String(line.lineNumber)
                let numberPad = String(repeating: " ", count: gutter - number.count)
                out += palette.gutter(numberPad + number + " |") + " " + line.text + "\n"
                for row in line.markerRows(palette, severity: severity) {
                    out += pad + " " + palette.gutter("|") + " " + row + "\n"
                }
            }
        }
        if !groups.isEmpty, !(diagnostic.notes.isEmpty && diagnostic.help == nil) {
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

    /// A note about the report itself (what a cap left out), without a place.
    public func renderNote(_ text: String) -> String {
        palette.severity(.note, "note") + palette.bold(": \(text)") + "\n"
    }

    /// The labels by file (the primary span's file first, then the others in
    /// the order their first label appears) and, within a file, by line, so
    /// the snippets read top to bottom as the file does.
    private func labelGroups(of diagnostic: Diagnostic) -> [LabelGroup] {
        let all = [diagnostic.span].compactMap { $0 }.map { DiagnosticLabel(span: $0, message: diagnostic.label ?? "") }
        let primaryCount = all.count
        let labels = all + diagnostic.secondary
        var paths: [String] = []
        for label in labels where !paths.contains(label.span.path) { paths.append(label.span.path) }
        return paths.map { path in
            let indexed = labels.indices.filter { labels[$0].span.path == path }
            let isPrimaryFile = primaryCount > 0 && indexed.first == 0
            let sorted = indexed.sorted { first, second in
                let a = labels[first].span.range.start
                let b = labels[second].span.range.start
                return (a.line, a.column, first) < (b.line, b.column, second)
            }
            var lines: [LabelledLine] = []
            for index in sorted {
                guard let snippet = cache.snippet(for: labels[index].span) else { continue }
                let label = LabelledLine.Label(snippet: snippet, text: labels[index].message, isPrimary: index < primaryCount)
                // A long line is cut to a window around each marker; labels
                // whose windows differ get a row of their own.
                if let last = lines.last, last.lineNumber == snippet.lineNumber, last.text == snippet.text {
                    lines[lines.count - 1] = LabelledLine(lineNumber: last.lineNumber, text: last.text, labels: last.labels + [label])
                } else {
                    lines.append(LabelledLine(lineNumber: snippet.lineNumber, text: snippet.text, labels: [label]))
                }
            }
            let location = isPrimaryFile ? labels[0].span : labels[sorted[0]].span
            return LabelGroup(isPrimaryFile: isPrimaryFile, location: location, lines: lines)
        }
    }
}

/// One file's part of a diagnostic's snippets.
private struct LabelGroup {
    let isPrimaryFile: Bool
    /// The place printed after `-->` (the primary span) or `:::` (the file's first label).
    let location: SourceSpan
    let lines: [LabelledLine]
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
