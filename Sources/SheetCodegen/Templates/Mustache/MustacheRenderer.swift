/// Renders parsed templates over a `MustacheValue`, looking names up through
/// the stack of values the enclosing sections opened (innermost first).
struct MustacheRenderer {
    private let templates: [String: MustacheTemplate]
    private var stack: [MustacheValue]
    private(set) var output: [UInt8] = []

    init(templates: [String: MustacheTemplate], root: MustacheValue) {
        self.templates = templates
        self.stack = [root]
    }

    /// Every template starts out escaping for HTML, as the Mustache spec
    /// says; sheetspec's templates switch that off on their first line.
    mutating func render(_ nodes: [MustacheNode], indentation: [UInt8] = [], escapesHTML: Bool = true) {
        var escapesHTML = escapesHTML
        for node in nodes {
            if node.startsLine, !indentation.isEmpty { output += indentation }
            switch node.kind {
            case .text(let text):
                output += text
            case .variable(let name, let escaped):
                guard let value = lookUp(name) else { continue }
                let text = value.interpolated
                if escaped, escapesHTML { appendEscapingHTML(text) } else { output += text.utf8 }
            case .section(let name, let inverted, let children):
                let value = lookUp(name)
                if inverted {
                    guard !(value?.opensSection ?? false) else { continue }
                    render(children, in: value.flatMap { if case .list = $0 { $0 } else { nil } }, indentation, escapesHTML)
                } else if let value, value.opensSection {
                    switch value {
                    case .list(let items):
                        for item in items { render(children, in: item, indentation, escapesHTML) }
                    case .flag:
                        render(children, indentation: indentation, escapesHTML: escapesHTML)
                    case .text, .object:
                        render(children, in: value, indentation, escapesHTML)
                    }
                }
            case .partial(let name, let own):
                guard let partial = templates[name] else { continue }
                // An inline partial continues the line it is on; a standalone
                // one indents each of its lines by the enclosing indentation
                // and its own.
                render(partial.nodes, indentation: own.map { indentation + $0 } ?? [])
            case .contentType(let escapes):
                escapesHTML = escapes
            }
        }
    }

    private mutating func render(_ nodes: [MustacheNode], in value: MustacheValue?, _ indentation: [UInt8], _ escapesHTML: Bool) {
        guard let value else { return render(nodes, indentation: indentation, escapesHTML: escapesHTML) }
        stack.append(value)
        render(nodes, indentation: indentation, escapesHTML: escapesHTML)
        stack.removeLast()
    }

    /// `.` is the innermost value. Otherwise the first part is the innermost
    /// value's field of that name, or the next one out's, and so on (only
    /// the innermost for `.name`); later parts are looked up inside it alone.
    private func lookUp(_ name: MustacheName) -> MustacheValue? {
        guard let first = name.parts.first else { return stack.last }
        var found: MustacheValue?
        if name.currentOnly {
            found = stack.last?.field(first)
        } else {
            for value in stack.reversed() {
                if let field = value.field(first) {
                    found = field
                    break
                }
            }
        }
        for part in name.parts.dropFirst() { found = found?.field(part) }
        return found
    }

    private mutating func appendEscapingHTML(_ text: String) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): output += "&amp;".utf8
            case UInt8(ascii: "<"): output += "&lt;".utf8
            case UInt8(ascii: ">"): output += "&gt;".utf8
            case UInt8(ascii: "\""): output += "&quot;".utf8
            case UInt8(ascii: "'"): output += "&#39;".utf8
            default: output.append(byte)
            }
        }
    }
}
