/// One source line with every label that points into it, drawn as rustc
/// draws several labels on a line: one marker row (`^` for the primary span,
/// `-` for the others), the rightmost label at the end of that row, and each
/// other label below, hanging from a `|` at its column, right to left.
struct LabelledLine {
    struct Label {
        let snippet: SourceSnippet
        let text: String
        let isPrimary: Bool
    }

    let lineNumber: Int
    let text: String
    /// Sorted by column; the primary first when two start at the same column.
    let labels: [Label]

    /// The rows below the source line, gutter excluded.
    func markerRows(_ palette: Palette, severity: Severity) -> [String] {
        // Secondary markers first, so the primary's `^` wins where they overlap.
        let length = labels.map { $0.snippet.indent + $0.snippet.width }.max() ?? 0
        var cells = [(character: Character, isPrimary: Bool)?](repeating: nil, count: length)
        for label in labels.sorted(by: { !$0.isPrimary && $1.isPrimary }) {
            for column in label.snippet.indent..<(label.snippet.indent + label.snippet.width) {
                cells[column] = (label.isPrimary ? "^" : "-", label.isPrimary)
            }
        }
        var row = ""
        var run = ""
        var runIsPrimary = false
        func flush() {
            guard !run.isEmpty else { return }
            row += runIsPrimary ? palette.severity(severity, run) : palette.gutter(run)
            run = ""
        }
        for cell in cells {
            guard let cell else {
                flush()
                row += " "
                continue
            }
            if cell.isPrimary != runIsPrimary { flush() }
            runIsPrimary = cell.isPrimary
            run.append(cell.character)
        }
        flush()
        let named = labels.filter { !$0.text.isEmpty }
        guard let rightmost = named.last else { return [row] }
        row += " " + styled(rightmost, palette, severity)
        let hanging = Array(named.dropLast())
        guard !hanging.isEmpty else { return [row] }
        var rows = [row, Self.bars(at: hanging.map(\.snippet.indent))]
        for index in hanging.indices.reversed() {
            let left = hanging[..<index].map(\.snippet.indent)
            let prefix = Self.bars(at: left)
            let gap = String(repeating: " ", count: max(0, hanging[index].snippet.indent - prefix.count))
            rows.append(prefix + gap + styled(hanging[index], palette, severity))
        }
        return rows
    }

    private func styled(_ label: Label, _ palette: Palette, _ severity: Severity) -> String {
        label.isPrimary ? palette.severity(severity, label.text) : palette.gutter(label.text)
    }

    /// A row with `|` at each column (sorted ascending), nothing after the last.
    private static func bars(at columns: [Int]) -> String {
        var row = ""
        for column in columns where column >= row.count {
            row += String(repeating: " ", count: column - row.count) + "|"
        }
        return row
    }
}
