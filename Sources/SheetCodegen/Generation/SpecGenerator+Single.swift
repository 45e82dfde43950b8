import SheetDiagnostics
import SheetIO
import SheetLanguage

/// `generate --only SPEC [--output-file FILE]`: one spec's files, each
/// backend's, into the output folder, or its one file into a file whose path
/// the caller chose. No stubs, no manifest, no orphan removal: the rest of
/// the folder belongs to the other specs.
public struct SingleSpecOutput: Sendable, Equatable {
    /// The spec file, as the search over the run's paths finds it.
    public var spec: String
    /// The file to write, when the spec has exactly one output; `nil` writes
    /// each output under its own name into the output folder.
    public var file: String?

    public init(spec: String, file: String? = nil) {
        self.spec = spec
        self.file = file
    }

    /// Picks the chosen spec out of the run's, as `CodegenSpecs` names them.
    func isChosen(under roots: [String]) -> (CodegenSpec) -> Bool {
        let chosen = CodegenSpecs.displayPath(of: spec, under: roots)
        return { $0.specPath == chosen }
    }
}

extension SpecGenerator {
    /// Every spec of the run is validated and resolved, since `extends` and
    /// `navigation.push` reach across files; only the chosen spec's
    /// diagnostics are reported (the others' only when they block it), and
    /// only its files are written.
    static func generate(
        _ single: SingleSpecOutput, run: ValidationRun, paths: [String], options: GenerationOptions
    ) -> GenerationOutcome {
        let spec = PathText.normalized(single.spec)
        let isChosenPath = { (path: String) in PathText.normalized(path) == spec }
        var report = run.report
        report.diagnostics = run.report.diagnostics.filter { $0.span.map { isChosenPath($0.path) } ?? true }
        guard report.verdict(strict: options.strict) == .passed else {
            return GenerationOutcome(report: report, diagnostics: [], files: [], output: nil)
        }
        let blocked = Set(run.report.diagnostics.filter { $0.severity == .error || options.strict }.compactMap(\.span?.path))
        guard blocked.isEmpty else {
            // Their problems are shown here too: a build stops scheduling
            // commands after the first failure, so theirs may never run.
            var outcome = GenerationOutcome(report: run.report, diagnostics: [], files: [], output: nil)
            outcome.blockedBy = blocked.sorted()
            return outcome
        }
        guard run.resolution.sheets.contains(where: { isChosenPath($0.source.path) }) else {
            report.diagnostics.append(SpecFileFinder.notFound(single.spec, among: paths))
            return GenerationOutcome(report: report, diagnostics: [], files: [], output: nil)
        }
        var alone = options
        alone.codegen.writesStubs = false
        let pending: [PendingFile]
        switch pendingFiles(run.resolution, roots: paths, options: alone, including: single.isChosen(under: paths)) {
        case .failure(let problems):
            return GenerationOutcome(report: report, diagnostics: problems.diagnostics, files: [], output: nil)
        case .success(let found): pending = found
        }
        let output: OutputWriter.Report
        let files: [GeneratedFile]
        if let file = single.file {
            files = pending.map { $0.render() }
            guard files.count == 1 else {
                return GenerationOutcome(report: report, diagnostics: [oneFileForSeveral(files, file: file)], files: [], output: nil)
            }
            output = OutputWriter.apply(files[0].contents, toFile: file, mode: options.mode)
        } else {
            (output, files) = OutputWriter.apply(pending, to: options.outputFolder, mode: options.mode, manifest: false)
        }
        let chosenSheets = run.resolution.sheets.filter { isChosenPath($0.source.path) }
        var diagnostics = limitations(of: chosenSheets, options: options) + output.diagnostics
        if options.mode == .check, !output.isUpToDate {
            let stale = single.file.map { "`\($0)` is" } ?? (output.written.count == 1 ? "1 generated file is" : "\(output.written.count) generated files are")
            diagnostics.append(
                OutputDiagnostics.outdatedOutput.diagnostic(
                    "\(stale) out of date", at: nil, help: "run `sheetspec generate` and commit the result"))
        }
        return GenerationOutcome(report: report, diagnostics: diagnostics, files: files, output: output)
    }

    /// `--output-file` names one file, but the spec has several outputs
    /// (several backends, or `.type` naming and several sheets): writing only
    /// the first would drop the others without a word.
    private static func oneFileForSeveral(_ files: [GeneratedFile], file: String) -> Diagnostic {
        CodegenDiagnostics.severalOutputsForOneFile.diagnostic(
            "`--output-file \(file)` names one file, but this spec has \(files.count) outputs: "
                + files.map { "`\(PathText.lastComponent(of: $0.relativePath))`" }.joined(separator: ", "),
            at: nil, help: "drop `--output-file` to write each output into the output folder under its own name")
    }
}
