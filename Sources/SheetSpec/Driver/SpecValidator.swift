import SheetDiagnostics
import SheetYAML

/// Settings of one validation run.
public struct ValidationOptions: Sendable {
    public var limits: YAMLLimits
    /// Worker count; results and output are the same for every value.
    public var jobs: Int

    public init(limits: YAMLLimits = .default, jobs: Int = 1) {
        self.limits = limits
        self.jobs = max(1, jobs)
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
        diagnostics.contains {
            $0.code == InputDiagnostics.pathNotFound.code || $0.code == InputDiagnostics.unreadableFile.code
        }
    }

    /// 0: no errors (and no warnings under `strict`); 1: problems found;
    /// 2: the run could not read its input.
    public func exitStatus(strict: Bool) -> Int32 {
        if inputFailed { return 2 }
        if errorCount > 0 || (strict && warningCount > 0) { return 1 }
        return 0
    }
}

/// The validate pipeline: find the files, read and parse each on the worker
/// pool, and gather every diagnostic.
public enum SpecValidator {
    public static func validate(paths: [String], options: ValidationOptions) -> ValidationReport {
        let found = SpecFileFinder.find(paths)
        let files = found.files
        let limits = options.limits
        let outcomes = parallelMap(count: files.count, jobs: options.jobs) { index in
            checkFile(at: files[index], limits: limits)
        }
        var diagnostics = found.diagnostics
        var sources: [String: SourceFile] = [:]
        for outcome in outcomes where !outcome.diagnostics.isEmpty {
            diagnostics += outcome.diagnostics
            if let source = outcome.source { sources[source.path] = source }
        }
        diagnostics.sort(by: Diagnostic.reportOrder)
        return ValidationReport(fileCount: files.count, diagnostics: diagnostics, sources: sources)
    }

    private struct FileOutcome: Sendable {
        var diagnostics: [Diagnostic]
        var source: SourceFile?
    }

    private static func checkFile(at path: String, limits: YAMLLimits) -> FileOutcome {
        switch SourceFileReader.read(path: path, maxBytes: limits.maxFileBytes) {
        case .failure(let diagnostic):
            return FileOutcome(diagnostics: [diagnostic], source: nil)
        case .success(let file):
            let result = YAMLParser(limits: limits).parse(file)
            var diagnostics = result.diagnostics
            if let document = result.document {
                diagnostics += SpecDecoder.decode(document).diagnostics
            }
            return FileOutcome(diagnostics: diagnostics, source: diagnostics.isEmpty ? nil : file)
        }
    }
}
