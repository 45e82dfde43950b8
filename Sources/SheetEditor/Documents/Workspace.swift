import SheetDiagnostics
import SheetIO
import SheetLanguage
import SheetYAML

/// What the server knows about the project: its root, its configuration, and
/// the text of every open document (unsaved text wins over the disk).
///
/// Closing a document drops its text, so memory follows the open documents,
/// not the number of edits.
public struct Workspace: Sendable {
    /// Absolute folder the editor opened, if it said.
    public var root: String?
    /// Replaced when the editor saves `.sheetspec.yml` (or reports it changed);
    /// every check after that uses the new rules and profiles.
    public var configuration: ConfigurationLoad = .none {
        didSet { revision += 1 }
    }
    /// Open documents by absolute path.
    public private(set) var documents: [String: [UInt8]] = [:]

    public init(root: String? = nil) {
        self.root = root
    }

    /// Bumped by every change of an open document or the configuration, so that what the
    /// features derive from the project (`ProjectSnapshot`) is rebuilt only
    /// after one.
    public private(set) var revision = 0

    public mutating func open(path: String, text: String) {
        documents[path] = Array(text.utf8)
        revision += 1
    }

    public mutating func close(path: String) {
        documents[path] = nil
        revision += 1
    }

    /// A spec that is not open changed on disk (a checkout, another tool):
    /// what was derived from the project is stale.
    public mutating func diskChanged() {
        revision += 1
    }

    /// The options every check of the editor uses: the configuration's
    /// rules and profiles, with the style rules on.
    var validationOptions: ValidationOptions {
        var options = configuration.validationOptions(limits: .default, jobs: 1, rules: RuleConfiguration())
        options.rules.includesStyle = true
        return options
    }

    /// The text of every spec of the project: open documents as the editor
    /// holds them, the other specs on disk as they are saved (a file that
    /// cannot be read is left out; its diagnostics say why).
    func specSources() -> [SourceFile] {
        let limits = validationOptions.limits
        var sources = documents.map { SourceFile(path: $0.key, bytes: $0.value) }
        for path in diskSpecs(exclusion: validationOptions.exclusion) where documents[path] == nil {
            if case .success(let file) = SourceFileReader.read(path: path, maxBytes: limits.maxFileBytes) {
                sources.append(file)
            }
        }
        return sources.sorted { SpecFileFinder.pathOrder($0.path, $1.path) }
    }

    /// Every open document checked together with the project's specs on disk
    /// (ids are global: a sheet may extend or push one in another file), and
    /// the diagnostics grouped by the open document they belong to. Every
    /// open document gets an entry, empty when it is clean, so that a fix in
    /// one file clears what it caused in another.
    public func diagnostics() -> (byDocument: [String: [Diagnostic]], sources: [String: SourceFile]) {
        var options = validationOptions
        options.keepsResolvedSheets = false
        // An open `.sheetspec.yml` (for completion) is no spec: nothing is published for it.
        let specs = documents.filter { SpecOutline.Document(path: $0.key) == .spec }
        var loaded: [LoadedSpec] = specs.map { path, bytes in
            SpecLoader.load(SourceFile(path: path, bytes: bytes), limits: options.limits)
        }
        for path in diskSpecs(exclusion: options.exclusion) where documents[path] == nil {
            loaded.append(SpecLoader.load(path: path, limits: options.limits))
        }
        let report = SpecValidator.check(loaded, options: options).report
        var byDocument: [String: [Diagnostic]] = specs.mapValues { _ in [] }
        for diagnostic in report.diagnostics {
            guard let path = diagnostic.span?.path, byDocument[path] != nil else { continue }
            byDocument[path]?.append(diagnostic)
        }
        var sources = report.sources
        for (path, bytes) in specs { sources[path] = SourceFile(path: path, bytes: bytes) }
        return (byDocument, sources)
    }

    /// The spec files of the project on disk: the configuration's `specs:`,
    /// else the root folder; none without either.
    private func diskSpecs(exclusion: PathExclusion?) -> [String] {
        let folders = configuration.configuration.map { $0.specs ?? [$0.folder] } ?? root.map { [$0] } ?? []
        guard !folders.isEmpty else { return [] }
        return SpecFileFinder.find(folders, excluding: exclusion).files
    }
}
