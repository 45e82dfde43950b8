/// The one place where values become Swift source text. Every string from a
/// spec that reaches generated code passes through `string(_:)`, and every
/// name through `SwiftIdentifier`, so no spec can inject code.
public enum SwiftLiteral {
    /// A double-quoted string literal with every character that could end
    /// it, start an interpolation or break the line escaped.
    public static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                || scalar.value == 0x2028 || scalar.value == 0x2029 || (0x202A...0x202E).contains(scalar.value)
                || (0x2066...0x2069).contains(scalar.value):
                // Control and bidirectional-override characters are spelled
                // out, so the source reads the same in every editor.
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A `Double` literal that reads back to the same value, without a
    /// locale and without a needless `.0`: `16`, `0.5`, `381.25`.
    public static func number(_ value: Double) -> String {
        precondition(value.isFinite, "the decoder rejects non-finite numbers")
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return value.description
    }

    public static func bool(_ value: Bool) -> String { value ? "true" : "false" }

    /// Text for a `//` comment: one line, no control characters.
    public static func commentText(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : $0 }))
    }
}
