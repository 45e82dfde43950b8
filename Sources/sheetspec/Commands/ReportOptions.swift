import ArgumentParser
import SheetDiagnostics
import SheetIO
import SheetLanguage
import SheetYAML

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension DiagnosticFormat: ExpressibleByArgument {}

/// Options shared by every command that reports diagnostics.
struct ReportOptions: ParsableArguments {
    @Option(help: "Output format: human (default on a terminal), clang (default otherwise), json, sarif or github.")
    var format: DiagnosticFormat?

    @Flag(help: "Treat warnings as errors (exit status 1).")
    var strict = false

    @Flag(name: .shortAndLong, help: "Print diagnostics and the requested output only: no summary, status or progress lines.")
    var quiet = false

    @Option(name: .shortAndLong, help: "Files checked in parallel (default: the number of cores).")
    var jobs: Int?

    @Option(
        help: ArgumentHelp(
            "Most diagnostics shown per file (and ten times that per run); 0 shows all.",
            discussion: "Counts, the summary and the exit status always include every diagnostic."))
    var maxDiagnostics = DiagnosticLimit.defaultPerFile

    @Option(help: "Largest spec file accepted, in bytes.")
    var maxFileSize = YAMLLimits.default.maxFileBytes

    var limits: YAMLLimits {
        var limits = YAMLLimits.default
        limits.maxFileBytes = maxFileSize
        return limits
    }

    var resolvedJobs: Int { jobs ?? Terminal.coreCount }

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1.") }
        if maxFileSize < 1 { throw ValidationError("--max-file-size must be at least 1.") }
        if maxDiagnostics < 0 { throw ValidationError("--max-diagnostics must be 0 (no limit) or more.") }
    }

    /// Runs a command's pipeline with this run's validation settings, showing
    /// progress on standard error while files load when the run is long and a
    /// person is watching (`ProgressLine`), and erasing it before the report.
    func validating<Outcome>(_ options: ValidationOptions, _ pipeline: (ValidationOptions) -> Outcome) -> Outcome {
        let progress = ProgressLine(enabled: !quiet && Terminal.isTerminal(STDERR_FILENO))
        var options = options
        options.fileLoaded = progress.fileLoadedHook
        defer { progress.finish() }
        return pipeline(options)
    }

    /// Diagnostics go to `descriptor` (standard output unless the command's
    /// own output is there), the summary to standard error.
    func print(_ result: ValidationReport, to descriptor: Int32 = STDOUT_FILENO, summary: Bool = true) {
        print(result.diagnostics, sources: result.sources, fileCount: result.fileCount, to: descriptor)
        if summary, !quiet {
            Terminal.write(Summary.line(for: result) + "\n", to: STDERR_FILENO)
        }
    }

    /// Renders diagnostics in the chosen format (by default human on a
    /// terminal, clang elsewhere).
    func print(_ diagnostics: [Diagnostic], sources: [String: SourceFile], fileCount: Int, to descriptor: Int32) {
        let isTerminal = Terminal.isTerminal(descriptor)
        let chosen = format ?? (isTerminal ? .human : .clang)
        let text = DiagnosticReportRenderer.render(
            diagnostics, sources: sources, format: chosen,
            colored: chosen == .human && isTerminal && Terminal.colorAllowed,
            fileCount: fileCount, descriptors: DescriptorCatalog.every.byCode, toolVersion: SheetSpecVersion.current,
            workingDirectory: chosen == .sarif ? PathText.currentDirectory() : nil,
            limit: DiagnosticLimit(maxPerFile: maxDiagnostics))
        Terminal.write(text, to: descriptor)
    }
}
