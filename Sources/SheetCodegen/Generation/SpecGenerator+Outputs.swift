import SheetDiagnostics
import SheetLanguage

extension SpecGenerator {
    /// `generate --list-outputs`: the generated files a run would write, as
    /// paths in the output folder (`outputPaths`, in path order), found
    /// without rendering or touching the disk. Stubs are not listed: they
    /// are the user's files once written. With `--only`, that spec's files
    /// (every spec is still validated, as `generate --only` does).
    /// The build-tool plugin declares these as its command's outputs, so the
    /// plugin and the generator cannot disagree about names.
    public static func outputs(paths: [String], options: GenerationOptions) -> GenerationOutcome {
        let run = SpecValidator.run(paths: paths, options: options.validation)
        guard run.report.verdict(strict: options.strict) == .passed else {
            return GenerationOutcome(report: run.report, diagnostics: [], files: [], output: nil)
        }
        var listing = options
        listing.codegen.writesStubs = false
        let including = options.single.map { $0.isChosen(under: paths) } ?? { _ in true }
        switch pendingFiles(run.resolution, roots: paths, options: listing, including: including) {
        case .failure(let problems):
            return GenerationOutcome(report: run.report, diagnostics: problems.diagnostics, files: [], output: nil)
        case .success(let pending):
            var outcome = GenerationOutcome(report: run.report, diagnostics: [], files: [], output: nil)
            outcome.outputPaths = pending.map(\.relativePath).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            return outcome
        }
    }
}
