import SheetDiagnostics
import SheetYAML

/// Settings of one validation run.
public struct ValidationOptions: Sendable {
    public var limits: YAMLLimits
    /// Worker count; results and output are the same for every value.
    public var jobs: Int
    public var rules: RuleConfiguration

    public init(limits: YAMLLimits = .default, jobs: Int = 1, rules: RuleConfiguration = RuleConfiguration()) {
        self.limits = limits
        self.jobs = max(1, jobs)
        self.rules = rules
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

/// The validate and lint pipeline: find the files, load each on the worker
/// pool, then run the rules over all of them together (ids and `extends`
/// cross files) and gather every diagnostic.
public enum SpecValidator {
    public static func validate(paths: [String], options: ValidationOptions) -> ValidationReport {
        let found = SpecFileFinder.find(paths)
        let loaded = SpecLoader.loadAll(found.files, limits: options.limits, jobs: options.jobs)
        var diagnostics = found.diagnostics
        var sources: [String: SourceFile] = [:]
        for file in loaded where !file.diagnostics.isEmpty {
            diagnostics += file.diagnostics
            if let source = file.source { sources[source.path] = source }
        }
        let context = RuleContext(
            files: loaded.compactMap(\.spec), filesWithErrors: Set(loaded.filter(\.hasErrors).map(\.path)))
        let ruleDiagnostics = RuleEngine.check(context, configuration: options.rules)
        diagnostics += ruleDiagnostics
        addMissingSources(for: ruleDiagnostics, to: &sources, limits: options.limits)
        diagnostics.sort(by: Diagnostic.reportOrder)
        return ValidationReport(fileCount: found.files.count, diagnostics: diagnostics, sources: sources)
    }

    /// Rules may point into files that had no problem of their own, whose
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
