/// A small SVG writer with a fixed layout: one element per line, two-space
/// indentation, attributes in the order the caller lists them, lengths
/// rounded and printed as the layout plan prints them (`LengthPrecision`).
///
/// Pictures are committed as golden files and compared byte for byte, so the
/// writer has no clock, no generated ids and no dictionary iteration: the same
/// calls give the same bytes on every run and machine.
public struct SVGWriter {
    public private(set) var body = ""
    private var openElements: [String] = []

    public init() {}

    /// `<name a="…" …>`; close it with `close()`.
    public mutating func open(_ name: String, _ attributes: KeyValuePairs<String, SVGValue> = [:]) {
        line("<" + name + Self.attributeText(attributes) + ">")
        openElements.append(name)
    }

    /// Closes the innermost open element.
    public mutating func close() {
        let name = openElements.removeLast()
        line("</" + name + ">")
    }

    /// `<name a="…" …/>`.
    public mutating func element(_ name: String, _ attributes: KeyValuePairs<String, SVGValue>) {
        line("<" + name + Self.attributeText(attributes) + "/>")
    }

    /// `<text …>content</text>`, the content escaped.
    public mutating func text(_ content: String, _ attributes: KeyValuePairs<String, SVGValue>) {
        line("<text" + Self.attributeText(attributes) + ">" + Self.escaped(content) + "</text>")
    }

    /// The whole document: an `<svg>` element of `width` × `height` user units
    /// around everything written so far (every element must be closed).
    public func document(width: Double, height: Double) -> String {
        precondition(openElements.isEmpty, "unclosed SVG elements: \(openElements)")
        let size = "width=\"\(LengthPrecision.text(width))\" height=\"\(LengthPrecision.text(height))\""
        let viewBox = "viewBox=\"0 0 \(LengthPrecision.text(width)) \(LengthPrecision.text(height))\""
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<svg xmlns=\"http://www.w3.org/2000/svg\" \(size) \(viewBox)>\n" + body + "</svg>\n"
    }

    private mutating func line(_ text: String) {
        body += String(repeating: "  ", count: openElements.count + 1) + text + "\n"
    }

    private static func attributeText(_ attributes: KeyValuePairs<String, SVGValue>) -> String {
        var text = ""
        for (name, value) in attributes { text += " " + name + "=\"" + escaped(value.text) + "\"" }
        return text
    }

    /// XML's five predefined entities; enough for text and attribute values
    /// (of HTML pages too).
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}

/// An attribute value: a length, printed at the plan's precision, or text.
public enum SVGValue: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    case length(Double)
    case text(String)

    public init(stringLiteral value: String) { self = .text(value) }
    public init(integerLiteral value: Int) { self = .length(Double(value)) }

    var text: String {
        switch self {
        case .length(let value): LengthPrecision.text(value)
        case .text(let text): text
        }
    }

    /// Points joined for a `points` or `d` attribute: `x1,y1 x2,y2`.
    public static func points(_ points: [(x: Double, y: Double)]) -> SVGValue {
        .text(points.map { LengthPrecision.text($0.x) + "," + LengthPrecision.text($0.y) }.joined(separator: " "))
    }
}
