import SheetDiagnostics
import SheetLanguage

/// Every spec of the project as the editor's features see it after one
/// change: the text, its lines, the decoded file (nil when it does not
/// parse), the ids it declares and refers to, and on first need the layout
/// plan, of every sheet or of the one a hover is about.
///
/// Built from the revision's `ProjectCheck`, so it decodes and checks
/// nothing again, and sees exactly what the published diagnostics saw.
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
    private let check: ProjectCheck
    /// The text size a hover's heights are shown at (`LayoutPlan.atTextSize`), if the editor asked for one.
    private let textSize: PlannedTextSize?
    private var sheetPlans: [String: LayoutPlan] = [:]
    private(set) lazy var symbols = SymbolIndex(files: paths.compactMap { specs[$0]?.file })

    init(_ check: ProjectCheck, textSize: PlannedTextSize? = nil) {
        var specs: [String: Spec] = [:]
        for source in check.sources {
            specs[source.path] = Spec(source: source, lines: LineIndex(source.bytes), file: check.loaded[source.path]?.spec)
        }
        self.specs = specs
        self.paths = check.sources.map(\.path)
        self.check = check
        self.textSize = textSize
    }

    /// The plan of every sheet that resolves, computed as `sheetspec plan`
    /// computes it (the same validation, resolution and `LayoutPlanner`),
    /// except that errors elsewhere do not withhold it: a sheet that
    /// resolves has its numbers while the editor shows another's error.
    private(set) lazy var plan: LayoutPlan = LayoutPlanner.plan(check.run.resolution, profiles: check.options.profiles)

    /// The plan of one sheet alone (no sheets when it does not resolve): a
    /// hover needs one sheet's numbers, and planning all of a large spec's
    /// sheets on every device costs more than the rest of the hover.
    func plan(ofSheet id: String) -> LayoutPlan {
        if let planned = sheetPlans[id] { return planned }
        var resolution = check.run.resolution
        resolution.sheets = resolution.sheets.filter { $0.id == id }
        var planned = LayoutPlanner.plan(resolution, profiles: check.options.profiles)
        if let textSize { planned = planned.atTextSize(textSize) }
        sheetPlans[id] = planned
        return planned
    }

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
