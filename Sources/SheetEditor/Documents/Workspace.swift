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
    /// features derive from the project (`ProjectCheck`, `ProjectSnapshot`) is rebuilt only
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
    /// holds them, the other specs on disk as they are saved, in run order;
    /// a spec on disk that cannot be read is loaded as its diagnostic says.
    func specFiles() -> (sources: [SourceFile], unreadable: [LoadedSpec]) {
        let options = validationOptions
        var sources = documents.map { SourceFile(path: $0.key, bytes: $0.value) }
        var unreadable: [LoadedSpec] = []
        for path in diskSpecs(exclusion: options.exclusion) where documents[path] == nil {
            switch SourceFileReader.read(path: path, maxBytes: options.limits.maxFileBytes) {
            case .success(let file): sources.append(file)
            case .failure: unreadable.append(SpecLoader.load(path: path, limits: options.limits))
            }
        }
        return (sources.sorted { SpecFileFinder.pathOrder($0.path, $1.path) }, unreadable)
    }

    /// The spec files of the project on disk: the configuration's `specs:`,
    /// else the root folder; none without either.
    private func diskSpecs(exclusion: PathExclusion?) -> [String] {
        let folders = configuration.configuration.map { $0.specs ?? [$0.folder] } ?? root.map { [$0] } ?? []
        guard !folders.isEmpty else { return [] }
        return SpecFileFinder.find(folders, excluding: exclusion).files
    }
}
