import SheetDiagnostics
import SheetLanguage

/// The whole project parsed and checked once for one revision of the
/// workspace, shared by everything that needs it: the published diagnostics,
/// code actions, and the features' `ProjectSnapshot`, whose plans come from
/// the sheets this check resolved. Each of them used to parse (and two of
/// them check) every spec again after the same keystroke.
final class ProjectCheck {
    /// Every open document and spec on disk, in run order, as the editor
    /// holds them (unsaved text wins over the disk).
    let sources: [SourceFile]
    /// Each spec as decoded, by path.
    let loaded: [String: LoadedSpec]
    /// The check, with every resolved sheet kept for the plans.
    let run: ValidationRun
    /// The diagnostics of each open spec (an empty list when it is clean).
    let byDocument: [String: [Diagnostic]]
    /// The text of every file a diagnostic points into.
    let diagnosticSources: [String: SourceFile]
    let options: ValidationOptions

    init(_ workspace: Workspace) {
        var options = workspace.validationOptions
        options.keepsResolvedSheets = true
        // Reordering every out-of-order mapping on each keystroke doubled the
        // edit's latency; code actions attach the fix when asked.
        options.attachesKeyOrderFixes = false
        let files = workspace.specFiles()
        // An open `.sheetspec.yml` (for completion) is no spec: it is neither
        // checked nor published.
        let specs = files.sources.filter { SpecOutline.Document(path: $0.path) == .spec }
        let loaded = specs.map { SpecLoader.load($0, limits: options.limits) } + files.unreadable
        let run = SpecValidator.check(loaded, options: options)
        let openSpecs = workspace.documents.filter { SpecOutline.Document(path: $0.key) == .spec }
        var byDocument: [String: [Diagnostic]] = openSpecs.mapValues { _ in [] }
        for diagnostic in run.report.diagnostics {
            guard let path = diagnostic.span?.path, byDocument[path] != nil else { continue }
            byDocument[path]?.append(diagnostic)
        }
        var diagnosticSources = run.report.sources
        for (path, bytes) in openSpecs { diagnosticSources[path] = SourceFile(path: path, bytes: bytes) }
        self.sources = files.sources
        self.loaded = Dictionary(loaded.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        self.run = run
        self.byDocument = byDocument
        self.diagnosticSources = diagnosticSources
        self.options = options
    }
}
