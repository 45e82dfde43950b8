import SheetDiagnostics
import SheetYAML

/// Settings of one validation run.
public struct ValidationOptions: Sendable {
    public var limits: YAMLLimits
    /// Worker count; results and output are the same for every value.
    public var jobs: Int
    public var rules: RuleConfiguration
    /// The devices sheets are resolved on; resolution diagnostics name them.
    public var profiles: [DeviceProfile]
    /// What the search of folders skips: the project's `exclude:`.
    public var exclusion: PathExclusion?
    /// Told `(files loaded so far, files in the run)` as each file is loaded,
    /// from whichever worker loaded it: the command line's progress line.
    public var fileLoaded: (@Sendable (_ completed: Int, _ total: Int) -> Void)?

    public init(
        limits: YAMLLimits = .default, jobs: Int = 1, rules: RuleConfiguration = RuleConfiguration(),
        profiles: [DeviceProfile] = BuiltInProfiles.all, exclusion: PathExclusion? = nil
    ) {
        self.limits = limits
        self.jobs = max(1, jobs)
        self.rules = rules
        self.profiles = profiles
        self.exclusion = exclusion
    }
}

/// Everything a validation run found, in report order.
public struct ValidationReport: Sendable {
    public var fileCount: Int
    public var diagnostics: [Diagnostic]
    /// Sources of the files that have diagnostics, for rendering snippets.
    /// Clean files are not kept, so memory does not grow with the file count.
    public var sources: [String: SourceFile]

    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }

    /// Whether input was missing or unreadable, so the run could not check
    /// everything it was asked to.
    public var inputFailed: Bool {
        let inputCodes = [InputDiagnostics.pathNotFound.code, InputDiagnostics.unreadableFile.code, InputDiagnostics.noSpecFiles.code]
        return diagnostics.contains { inputCodes.contains($0.code) }
    }

    /// 0: no errors (and no warnings under `strict`); 1: problems found;
    /// 2: the run could not read its input.
    public func exitStatus(strict: Bool) -> Int32 {
        if inputFailed { return 2 }
        if errorCount > 0 || (strict && warningCount > 0) { return 1 }
        return 0
    }
}

/// A validation run's report, and the sheets it resolved on the way, so
/// that `plan` does not resolve them twice.
public struct ValidationRun: Sendable {
    public var report: ValidationReport
    public var resolution: SpecResolution
}

/// The validate and lint pipeline: find the files, load each on the worker
/// pool, then run the rules over all of them together (ids and `extends`
/// cross files), resolve the sheets on the device profiles, and gather every
/// diagnostic.
public enum SpecValidator {
    public static func validate(paths: [String], options: ValidationOptions) -> ValidationReport {
        run(paths: paths, options: options).report
    }

    public static func run(paths: [String], options: ValidationOptions) -> ValidationRun {
        let found = SpecFileFinder.find(paths, excluding: options.exclusion)
        let loaded = SpecLoader.loadAll(
            found.files, limits: options.limits, jobs: options.jobs, fileLoaded: options.fileLoaded)
        return check(loaded, inputDiagnostics: found.diagnostics, options: options)
    }

    /// The whole-run stages over files already loaded. They are taken in byte
    /// order of their paths, as the finder gives them, so that which of two
    /// sheets with one id comes first never depends on the order given.
    public static func check(
        _ loaded: [LoadedSpec], inputDiagnostics: [Diagnostic] = [], options: ValidationOptions
    ) -> ValidationRun {
        let inOrder = { (lhs: LoadedSpec, rhs: LoadedSpec) in SpecFileFinder.pathOrder(lhs.path, rhs.path) }
        // The finder's list is already in order; sorting it again would copy every file.
        let loaded = zip(loaded, loaded.dropFirst()).allSatisfy { !inOrder($1, $0) } ? loaded : loaded.sorted(by: inOrder)
        var diagnostics = inputDiagnostics
        var sources: [String: SourceFile] = [:]
        for file in loaded where !file.diagnostics.isEmpty {
            diagnostics += file.diagnostics
            if let source = file.source { sources[source.path] = source }
        }
        let context = RuleContext(
            files: loaded.compactMap(\.spec), filesWithErrors: Set(loaded.filter(\.hasErrors).map(\.path)))
        let resolution = SpecResolver.resolve(context, profiles: options.profiles, jobs: options.jobs)
        let wholeRunDiagnostics =
            RuleEngine.check(context, configuration: options.rules, jobs: options.jobs)
            + resolution.diagnostics.compactMap { options.rules.configured($0) }
        diagnostics += wholeRunDiagnostics
        addMissingSources(for: wholeRunDiagnostics, to: &sources, limits: options.limits)
        diagnostics.sort(by: Diagnostic.reportOrder)
        let report = ValidationReport(fileCount: loaded.count, diagnostics: diagnostics, sources: sources)
        return ValidationRun(report: report, resolution: resolution)
    }

    /// Rules and resolution may point into files that had no problem of their own, whose
    /// bytes were not kept; read those again for the snippets.
    private static func addMissingSources(
        for diagnostics: [Diagnostic], to sources: inout [String: SourceFile], limits: YAMLLimits
    ) {
        var paths = Set<String>()
        for diagnostic in diagnostics {
            if let path = diagnostic.span?.path { paths.insert(path) }
            paths.formUnion(diagnostic.secondary.map(\.span.path))
        }
        for path in paths.sorted() where sources[path] == nil {
            if case .success(let file) = SourceFileReader.read(path: path, maxBytes: limits.maxFileBytes) {
                sources[path] = file
            }
        }
    }
}
