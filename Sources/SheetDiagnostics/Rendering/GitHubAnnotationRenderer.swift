/// The `github` format: GitHub Actions workflow commands, which show each
/// diagnostic as an annotation on the pull request's diff. The annotation's
/// text carries the primary label, each secondary label with its place, the
/// notes and the help, as the human format shows them.
public enum GitHubAnnotationRenderer {
    public static func render(_ diagnostic: Diagnostic) -> String {
        let command = switch diagnostic.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
        var properties: [String] = []
        if let span = diagnostic.span {
            let range = span.range
            properties.append("file=" + escapeProperty(span.path))
            properties.append("line=\(range.start.line)")
            properties.append("col=\(range.start.column)")
            if range.end.line >= range.start.line {
                properties.append("endLine=\(range.end.line)")
                properties.append("endColumn=\(max(range.end.column, range.start.column))")
            }
        }
        properties.append("title=" + escapeProperty("\(diagnostic.code)"))
        var message = diagnostic.message
        if let label = diagnostic.label, !label.isEmpty { message += "\nlabel: " + label }
        for label in diagnostic.secondary { message += "\n\(label.span.locationText): " + label.message }
        for note in diagnostic.notes { message += "\nnote: " + note }
        if let help = diagnostic.help { message += "\nhelp: " + help }
        return "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))\n"
    }

    /// A notice about a whole file (what a cap left out of it).
    public static func notice(_ text: String, file: String) -> String {
        "::notice file=\(escapeProperty(file))::\(escapeData(text))\n"
    }

    /// Workflow-command escaping: `%`, CR and LF everywhere…
    static func escapeData(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case "\r\n": result += "%0D%0A"
            default: result.append(character)
            }
        }
        return result
    }

    /// …and `:` and `,` as well inside a property value.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
