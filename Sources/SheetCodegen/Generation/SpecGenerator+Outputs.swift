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
        let report = run.report
        var including: (CodegenSpec) -> Bool = { _ in true }
        if let single = options.single {
            let chosen = CodegenSpecs.displayPath(of: single.spec, under: paths)
            including = { $0.specPath == chosen }
        }
        guard run.report.verdict(strict: options.strict) == .passed else {
            return GenerationOutcome(report: report, diagnostics: [], files: [], output: nil)
        }
        var listing = options
        listing.codegen.writesStubs = false
        switch pendingFiles(run.resolution, roots: paths, options: listing, including: including) {
        case .failure(let problems):
            return GenerationOutcome(report: report, diagnostics: problems.diagnostics, files: [], output: nil)
        case .success(let pending):
            var outcome = GenerationOutcome(report: report, diagnostics: [], files: [], output: nil)
            outcome.outputPaths = pending.map(\.relativePath).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            return outcome
        }
    }
}
