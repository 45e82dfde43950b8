import SheetDiagnostics

/// The codes of stage 4 that concern templates (`SS41xx`; the
/// configuration's codes share the `SS4xxx` range).
public enum TemplateDiagnostics {
    public static let missingTextPragma = DiagnosticDescriptor(
        code: DiagnosticCode(4101), name: "template-not-text", severity: .error,
        summary: "A template does not start with `{{%CONTENT_TYPE:TEXT}}`.",
        explanation: """
            Mustache escapes HTML by default, which would turn `"` into `&quot;` and `<T>` into \
            `&lt;T&gt;` in generated Swift. Every template, the built-in ones and yours, must declare \
            itself plain text on its first line: `{{%CONTENT_TYPE:TEXT}}`.
            """)

    public static let syntaxError = DiagnosticDescriptor(
        code: DiagnosticCode(4102), name: "template-syntax", severity: .error,
        summary: "A template is not valid Mustache.",
        explanation: """
            The template could not be parsed: a section is not closed or closed with another name, a \
            tag is not finished, or a pragma is unknown. The position points at where the parser \
            stopped; an unclosed section is reported at the end of the file.
            """)

    public static let unreadableTemplate = DiagnosticDescriptor(
        code: DiagnosticCode(4103), name: "template-unreadable", severity: .error,
        summary: "The templates folder or a template in it cannot be read.",
        explanation: """
            `--templates` (or `templates:` in the configuration) names a folder of `*.mustache` \
            files. Check that it exists and is readable. Templates with the built-in names \
            (`conformance.swift.mustache`, `stubs.swift.mustache`) replace the defaults; other files \
            are available as partials (`{{> name}}`).
            """)

    public static let all = [missingTextPragma, syntaxError, unreadableTemplate]
}
