/// One source line prepared for display, with the marker line that underlines
/// a range of it. Tabs are shown as four spaces so the marker stays aligned.
struct SourceSnippet {
    let lineNumber: Int
    let text: String
    /// Spaces up to the first marked column.
    let indent: Int
    /// How many columns the marker covers (at least one).
    let width: Int

    init(lines: LineIndex, range: SourceRange) {
        let line = Int(range.start.line)
        lineNumber = line
        // A hostile line (a 24 MiB name on one line) is cut to a stretch
        // around the marker before anything is built from it: building
        // cells for the whole line cost seconds and hundreds of megabytes.
        let whole = lines.lineText(line).unicodeScalars
        let total = whole.count
        let reach = 2 * SourceSnippet.maxWidth
        var offset = 0
        let scalars: [Unicode.Scalar]
        if total > 2 * reach {
            offset = max(0, min(Int(range.start.column) - 1 - SourceSnippet.context, total - reach))
            scalars = Array(whole.dropFirst(offset).prefix(reach))
        } else {
            scalars = Array(whole)
        }
        let (cutHead, cutTail) = (offset > 0, offset + scalars.count < total)
        let startColumn = max(1, Int(range.start.column) - offset)
        let endColumn = range.end.line == range.start.line
            ? min(max(startColumn, Int(range.end.column) - offset), scalars.count + 1) : scalars.count + 1
        var display = ""
        var indent = 0
        var width = 0
        for (index, scalar) in scalars.enumerated() {
            let column = index + 1
            let cells = scalar == "\t" ? 4 : 1
            if scalar == "\t" {
                display += "    "
            } else if scalar.value < 0x20 || scalar.value == 0x7F {
                display += "\u{FFFD}"
            } else {
                display.unicodeScalars.append(scalar)
            }
            if column < startColumn { indent += cells } else if column < endColumn { width += cells }
        }
        if startColumn > scalars.count + 1 { indent += startColumn - scalars.count - 1 }
        width = max(1, width)
        // Very long lines (minified or hostile input) are cut to a window
        // around the marker, as rustc does, so one line cannot flood a terminal.
        let cells = Array(display)
        if cells.count > SourceSnippet.maxWidth {
            let first = max(0, min(indent - SourceSnippet.context, cells.count - SourceSnippet.maxWidth))
            let last = min(cells.count, first + SourceSnippet.maxWidth)
            let head = first > 0 ? "..." : ""
            display = head + String(cells[first..<last]) + (last < cells.count ? "..." : "")
            indent = indent - first + head.count
            width = min(width, max(1, last - (indent - head.count + first)))
        }
        if cutHead, !display.hasPrefix("...") {
            display = "..." + display
            indent += 3
        }
        if cutTail, !display.hasSuffix("...") { display += "..." }
        text = display
        self.indent = indent
        self.width = width
    }

    /// Widest source line shown, and how much of it stays left of the marker.
    static let maxWidth = 120
    static let context = 40

    func marker(_ character: Character) -> String {
        String(repeating: " ", count: indent) + String(repeating: character, count: width)
    }
}

/// Builds each file's line index once per rendering pass.
final class SourceLineCache {
    private let files: [String: SourceFile]
    private var indexes: [String: LineIndex] = [:]

    init(files: [String: SourceFile]) {
        self.files = files
    }

    func lines(for path: String) -> LineIndex? {
        if let cached = indexes[path] { return cached }
        guard let file = files[path] else { return nil }
        let index = LineIndex(file.bytes)
        indexes[path] = index
        return index
    }

    func snippet(for span: SourceSpan) -> SourceSnippet? {
        guard let lines = lines(for: span.path), span.range.start.line >= 1,
            Int(span.range.start.line) <= lines.lineCount
        else { return nil }
        return SourceSnippet(lines: lines, range: span.range)
    }
}

extension SourceSpan {
    /// `path:line:column`, the form editors and terminals turn into links.
    /// `path:line:column`, as clang and the `fixed:` lines of a watch print a place.
    public var locationText: String {
        "\(path):\(range.start.line):\(range.start.column)"
    }
}
