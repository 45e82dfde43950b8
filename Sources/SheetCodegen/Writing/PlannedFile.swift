import SheetSpec

/// A file the generator will produce, before it is rendered: rendering is
/// most of the cost of a `generate` run, and a file whose inputs have not
/// changed since the last run need not be rendered again. The writer asks
/// for `inputs` first and calls `render()` only when the output folder does
/// not already hold the bytes those inputs produced (`OutputWriter`).
struct PlannedFile {
    /// Where the contents come from.
    enum Source {
        /// Contents already at hand, with no known inputs: always "rendered".
        case contents(String)
        /// A template and the values it renders.
        case template(TemplateLibrary.Name, TemplateContext, TemplateLibrary)
    }

    /// Bumped when the meaning of an input fingerprint changes, so
    /// fingerprints recorded by an older scheme never match.
    static let fingerprintScheme = "sheetspec-render-inputs-1"

    var relativePath: String
    var kind: GeneratedFile.Kind
    var source: Source
    /// Everything the contents depend on: the values the template sees
    /// (which include the access level, runtime module and spec path), every
    /// template's text, the template used, the output path, and the
    /// sheetspec version (which pins swift-mustache and the generator's code
    /// outside the values). `nil` for contents given directly. Computed when
    /// the file is planned, on the planner's workers.
    let inputs: Fingerprint?

    init(relativePath: String, kind: GeneratedFile.Kind, source: Source) {
        self.relativePath = relativePath
        self.kind = kind
        self.source = source
        inputs = Self.inputs(of: source, at: relativePath)
    }

    init(_ file: GeneratedFile) {
        self.init(relativePath: file.relativePath, kind: file.kind, source: .contents(file.contents))
    }

    private static func inputs(of source: Source, at relativePath: String) -> Fingerprint? {
        guard case .template(let name, let context, let templates) = source else { return nil }
        var fingerprint = Fingerprint()
        fingerprint.combine(Self.fingerprintScheme)
        fingerprint.combine(SheetSpecVersion.current)
        fingerprint.combine(templates.fingerprint.value)
        fingerprint.combine(name.rawValue)
        fingerprint.combine(relativePath)
        context.combine(into: &fingerprint)
        return fingerprint
    }

    func render() -> GeneratedFile {
        switch source {
        case .contents(let contents):
            return GeneratedFile(relativePath: relativePath, contents: contents, kind: kind)
        case .template(let name, let context, let templates):
            return GeneratedFile(relativePath: relativePath, contents: templates.render(name, context), kind: kind)
        }
    }
}
