import SheetLanguage

/// A file waiting to be written, before it is rendered: rendering is
/// most of the cost of a `generate` run, and a file whose inputs have not
/// changed since the last run need not be rendered again. The writer asks
/// for `inputs` first and calls `render()` only when the output folder does
/// not already hold the bytes those inputs produced (`OutputWriter`).
struct PendingFile {
    /// Where the contents come from.
    enum Source {
        /// Contents already at hand, with no known inputs: always "rendered".
        case contents(String)
        /// A template (by file name) and what it renders, made into template
        /// values only when the file is rendered.
        case template(String, TemplateInputs, TemplateLibrary)
    }

    /// Bumped when the meaning of an input fingerprint changes, so
    /// fingerprints recorded by an older scheme never match. Scheme 2
    /// fingerprints the spec's resolved values (`RenderInput`) where scheme 1
    /// fingerprinted the finished template values; scheme 3 feeds each
    /// sheet's `accessibility` too.
    static let fingerprintScheme = "sheetspec-render-inputs-3"

    var relativePath: String
    var kind: GeneratedFile.Kind
    var source: Source
    /// Everything the contents depend on: the spec's resolved sheets and
    /// the generation options (`RenderInput`), every template's text, the
    /// template used, the output path, and the sheetspec version (which pins
    /// swift-mustache and the generator's code, including how values are
    /// spelled in Swift). `nil` for contents given directly. Computed when
    /// the file is listed, on the generator's workers.
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
        guard case .template(let name, let values, let templates) = source else { return nil }
        var fingerprint = Fingerprint()
        fingerprint.combine(Self.fingerprintScheme)
        fingerprint.combine(SheetSpecVersion.current)
        fingerprint.combine(templates.fingerprint.value)
        fingerprint.combine(name)
        fingerprint.combine(relativePath)
        fingerprint.combine(values.spec)
        fingerprint.combine(values.options)
        return fingerprint
    }

    func render() -> GeneratedFile {
        switch source {
        case .contents(let contents):
            return GeneratedFile(relativePath: relativePath, contents: contents, kind: kind)
        case .template(let name, let values, let templates):
            return GeneratedFile(relativePath: relativePath, contents: templates.render(name, values.context), kind: kind)
        }
    }
}

/// What one spec's files are rendered from. The template values are built
/// from it only for a file that is rendered: a no-op `generate` compares
/// fingerprints and builds none.
struct TemplateInputs: Sendable {
    let spec: CodegenSpec
    let options: CodegenOptions
    /// The backend whose view model builds the values.
    let backend: Backend

    var context: TemplateContext { backend.viewModel(spec, options) }
}
