import SheetDiagnostics
import SheetLanguage

/// Every spec of the project decoded once, as the editor's features see it
/// after one change: the text, its lines, the decoded file (nil when it does
/// not parse), the ids it declares and refers to, and on first need the
/// layout plan.
///
/// Built from `Workspace.specSources()`, so the unsaved text of open
/// documents wins over the disk, exactly as in the published diagnostics.
final class ProjectSnapshot {
    struct Spec {
        var source: SourceFile
        var lines: LineIndex
        var file: SpecFile?
    }

    /// By absolute path.
    let specs: [String: Spec]
    /// Paths in run order (`SpecFileFinder.pathOrder`).
    let paths: [String]
    let options: ValidationOptions
    private(set) lazy var symbols = SymbolIndex(files: paths.compactMap { specs[$0]?.file })

    init(sources: [SourceFile], options: ValidationOptions) {
        var specs: [String: Spec] = [:]
        for source in sources {
            // An open `.sheetspec.yml` has lines to complete in, but no sheets.
            let isSpec = SpecOutline.Document(path: source.path) == .spec
            let file = isSpec ? SpecLoader.load(source, limits: options.limits).spec : nil
            specs[source.path] = Spec(source: source, lines: LineIndex(source.bytes), file: file)
        }
        self.specs = specs
        self.paths = sources.map(\.path)
        self.options = options
    }

    /// The plan of every sheet that resolves, computed as `sheetspec plan`
    /// computes it (the same validation, resolution and `LayoutPlanner`),
    /// except that errors elsewhere do not withhold it: a sheet that
    /// resolves has its numbers while the editor shows another's error.
    private(set) lazy var plan: LayoutPlan = {
        var options = options
        options.keepsResolvedSheets = true
        let loaded = paths.compactMap { specs[$0] }.filter { SpecOutline.Document(path: $0.source.path) == .spec }
            .map { SpecLoader.load($0.source, limits: options.limits) }
        let run = SpecValidator.check(loaded, options: options)
        return LayoutPlanner.plan(run.resolution, profiles: options.profiles)
    }()

    /// The sheet ids every spec declares, in run order, each once.
    var sheetIDs: [String] {
        var seen = Set<String>()
        return paths.flatMap { specs[$0]?.file?.sheets.map(\.id.value) ?? [] }.filter { seen.insert($0).inserted }
    }

    /// The LSP range of a span of any spec of the project.
    func range(_ span: SourceSpan) -> JSONValue {
        let lines = specs[span.path]?.lines ?? LineIndex([])
        return LSPRange.make(from: Int(span.range.start.offset), to: Int(span.range.end.offset), in: lines)
    }

    func location(_ span: SourceSpan) -> JSONValue {
        ["uri": .string(DocumentURI.uri(of: span.path)), "range": range(span)]
    }
}

/// LSP's `Range` object.
enum LSPRange {
    static func make(from start: Int, to end: Int, in lines: LineIndex) -> JSONValue {
        let from = UTF16Positions.position(ofByteOffset: start, in: lines)
        let to = UTF16Positions.position(ofByteOffset: end, in: lines)
        return [
            "start": ["line": .integer(from.line), "character": .integer(from.character)],
            "end": ["line": .integer(to.line), "character": .integer(to.character)],
        ]
    }
}
