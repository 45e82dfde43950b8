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
            The template could not be parsed: a tag is not finished, a section is never closed or \
            closed with another name, a name is empty or has a space in it, a set-delimiter tag or \
            a pragma is malformed, sections are nested more than 100 deep, or partials include \
            each other in a circle. The caret is under the tag at fault; an unclosed section is \
            reported at its opening tag.

            sheetspec renders templates with its own engine, which implements the Mustache \
            specification's core: variables (`{{name}}`, escaped for HTML unless the template \
            declared `{{%CONTENT_TYPE:TEXT}}`; `{{{name}}}` and `{{& name}}`, never escaped), dotted \
            names, `{{.}}`, sections and inverted sections over lists, flags, text and objects \
            (names are looked up through every enclosing section), comments, partials \
            (`{{> name}}`: another template of the folder, a standalone one indented line by line), \
            set delimiters (`{{=<% %>=}}`) and the standalone-line rules. Lambdas do not exist \
            (template values are data), and swift-mustache's extensions, which sheetspec used \
            before, are refused with this code: template inheritance (`{{<parent}}`, \
            `{{$block}}`), dynamic partials (`{{>*name}}`) and transforms (`{{name(value)}}`).
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
