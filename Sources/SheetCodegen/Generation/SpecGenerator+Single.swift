import SheetDiagnostics
import SheetIO
import SheetLanguage

/// `generate --only SPEC --output-file FILE`: one spec's conformance into one
/// file whose path the caller chose. The build-tool plugin runs one such
/// command per spec, so SwiftPM knows each command's exact output and reruns
/// only what an edit affects.
public struct SingleSpecOutput: Sendable, Equatable {
    /// The spec file, as the search over the run's paths finds it.
    public var spec: String
    /// The file to write.
    public var file: String

    public init(spec: String, file: String) {
        self.spec = spec
        self.file = file
    }
}

extension SpecGenerator {
    /// Every spec of the run is validated and resolved, since `extends` and
    /// `navigation.push` reach across files; only the chosen spec's
    /// diagnostics are reported (the others' only when they block it), and
    /// only its file is written.
    static func generate(
        _ single: SingleSpecOutput, run: ValidationRun, paths: [String], options: GenerationOptions
    ) -> GenerationOutcome {
        let spec = PathText.normalized(single.spec)
        let isChosen = { (path: String) in PathText.normalized(path) == spec }
        var report = run.report
        report.diagnostics = run.report.diagnostics.filter { $0.span.map { isChosen($0.path) } ?? true }
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
        guard run.resolution.sheets.contains(where: { isChosen($0.source.path) }) else {
            report.diagnostics.append(SpecFileFinder.notFound(single.spec, among: paths))
            return GenerationOutcome(report: report, diagnostics: [], files: [], output: nil)
        }
        var alone = options
        alone.codegen.writesStubs = false
        let chosenDisplayPath = CodegenSpecs.displayPath(of: single.spec, under: paths)
        switch render(run.resolution, roots: paths, options: alone, including: { $0.specPath == chosenDisplayPath }) {
        case .failure(let problems):
            return GenerationOutcome(report: report, diagnostics: problems.diagnostics, files: [], output: nil)
        case .success(let files):
            let contents = files.first?.contents ?? ""
            let output = OutputWriter.apply(contents, toFile: single.file, mode: options.mode)
            var diagnostics = output.diagnostics
            if options.mode == .check, !output.isUpToDate {
                diagnostics.append(
                    OutputDiagnostics.outdatedOutput.diagnostic(
                        "`\(single.file)` is out of date", at: nil, help: "run `sheetspec generate` and commit the result"))
            }
            return GenerationOutcome(report: report, diagnostics: diagnostics, files: files, output: output)
        }
    }
}
