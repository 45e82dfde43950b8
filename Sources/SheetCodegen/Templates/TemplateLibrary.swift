#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import SheetDiagnostics
import SheetIO
import SheetLanguage

/// The templates a run renders with: the built-in defaults, with any
/// template of the same name in the user's folder taking their place.
public struct TemplateLibrary: Sendable {
    static let textPragma = "{{%CONTENT_TYPE:TEXT}}"

    private let library: ComputedOnce<MustacheTemplates>
    /// Every template's name and text (partials included, since any template
    /// may include another), so a changed template invalidates what it rendered.
    let fingerprint: Fingerprint

    /// The built-in templates, overridden by the `*.mustache` files of
    /// `overrideFolder` when one is given.
    public static func load(overrideFolder: String?) -> Result<TemplateLibrary, DiagnosticList> {
        var sources = EmbeddedTemplates.files.map { SourceFile(path: "<built-in>/" + $0.name, text: $0.text) }
        var diagnostics: [Diagnostic] = []
        if let overrideFolder {
            switch TemplateFolder.read(overrideFolder) {
            case .success(let files):
                let overridden = Set(files.map { PathText.lastComponent(of: $0.path) })
                sources.removeAll { overridden.contains(PathText.lastComponent(of: $0.path)) }
                sources += files
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
            }
        }
        guard diagnostics.isEmpty else { return .failure(DiagnosticList(diagnostics)) }
        let library: ComputedOnce<MustacheTemplates>
        if overrideFolder == nil {
            // The built-in templates are known to parse (the tests render
            // them), so they are parsed only when a file is rendered: a
            // no-op `generate` renders nothing. A failure here is a bug in
            // sheetspec, never in the user's input, and must not render
            // empty files.
            let builtIn = sources
            library = ComputedOnce<MustacheTemplates> {
                let (parsed, problems) = parseAll(builtIn)
                precondition(problems.isEmpty, "built-in templates do not parse: \(problems.map(\.message))")
                return parsed
            }
        } else {
            // The user's templates are checked up front, so that a mistake
            // is reported whether or not a file needs rendering.
            let (parsed, problems) = parseAll(sources)
            guard problems.isEmpty else { return .failure(DiagnosticList(problems)) }
            library = ComputedOnce<MustacheTemplates> { parsed }
        }
        return .success(TemplateLibrary(library: library, fingerprint: fingerprint(of: sources)))
    }

    private static func parseAll(_ sources: [SourceFile]) -> (library: MustacheTemplates, problems: [Diagnostic]) {
        var library = MustacheTemplates()
        var problems: [Diagnostic] = []
        for source in sources {
            if let problem = parse(source, into: &library) { problems.append(problem) }
        }
        if problems.isEmpty, let cycle = library.firstCycle(),
            let source = sources.first(where: { templateName(of: $0) == cycle.template })
        {
            problems.append(syntaxError(MustacheSyntaxError(kind: .partialCycle(cycle.names), range: cycle.tag), in: source))
        }
        return (library, problems)
    }

    private static func templateName(of source: SourceFile) -> String {
        String(PathText.lastComponent(of: source.path).dropLast(".mustache".count))
    }

    private static func syntaxError(_ error: MustacheSyntaxError, in source: SourceFile) -> Diagnostic {
        let lines = LineIndex(source.bytes)
        let range = SourceRange(
            start: lines.position(ofByteOffset: error.range.lowerBound), end: lines.position(ofByteOffset: error.range.upperBound))
        return TemplateDiagnostics.syntaxError.diagnostic(
            TemplateSyntaxMessage.sentence(for: error.kind), at: source.span(range),
            label: TemplateSyntaxMessage.label(for: error.kind), help: TemplateSyntaxMessage.help(for: error.kind))
    }

    private init(library: ComputedOnce<MustacheTemplates>, fingerprint: Fingerprint) {
        self.library = library
        self.fingerprint = fingerprint
    }

    /// By file name, not path: the same templates in another checkout or
    /// another `--templates` spelling give the same fingerprint.
    private static func fingerprint(of sources: [SourceFile]) -> Fingerprint {
        let named = sources.map { (name: String(PathText.lastComponent(of: $0.path)), bytes: $0.bytes) }
        var fingerprint = Fingerprint()
        fingerprint.combine(UInt64(named.count))
        for source in named.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }) {
            fingerprint.combine(source.name)
            fingerprint.combine(UInt64(source.bytes.count))
            fingerprint.combine(bytes: source.bytes)
        }
        return fingerprint
    }

    /// Registers one template under its name without `.mustache`, after
    /// checking that it declares itself plain text.
    private static func parse(_ source: SourceFile, into library: inout MustacheTemplates) -> Diagnostic? {
        let text = String(decoding: source.bytes, as: UTF8.self)
        let firstLine = text.prefix { $0 != "\n" && $0 != "\r\n" }
        guard firstLine.trimmingSpaces == textPragma else {
            let lineEnd = SourcePosition(line: 1, column: firstLine.unicodeScalars.count + 1, offset: firstLine.utf8.count)
            return TemplateDiagnostics.missingTextPragma.diagnostic(
                "template does not declare itself plain text", at: source.span(SourceRange(start: SourcePosition(line: 1, column: 1, offset: 0), end: lineEnd)),
                label: "expected `\(textPragma)` here",
                help: "make `\(textPragma)` the template's first line, so Mustache does not HTML-escape Swift code")
        }
        do throws(MustacheSyntaxError) {
            library.register(try MustacheTemplate(parsing: source.bytes), named: templateName(of: source))
            return nil
        } catch {
            return syntaxError(error, in: source)
        }
    }

    /// Renders a template by file name; a backend's templates are built in,
    /// so always registered.
    func render(_ name: String, _ context: TemplateContext) -> String {
        library.value.render(String(name.dropLast(".mustache".count)), context.mustacheValue) ?? ""
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while text.first == " " || text.first == "\t" { text = text.dropFirst() }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return text
    }
}
