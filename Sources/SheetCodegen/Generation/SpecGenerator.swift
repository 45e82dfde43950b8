import SheetDiagnostics
import SheetLanguage

/// Settings of one `generate` run.
public struct GenerationOptions: Sendable {
    /// Where generated files go when neither the command line nor the configuration says.
    public static let defaultOutputFolder = "Generated"

    public var validation: ValidationOptions
    /// Warnings stop generation too.
    public var strict: Bool
    public var outputFolder: String
    /// A folder of templates that replace the built-in ones.
    public var templatesFolder: String?
    public var codegen: CodegenOptions
    /// The backends whose files each spec gets, in `Backend.all` order.
    public var backends: [Backend]
    /// Where each spec's files go inside the output folder.
    public var layout: OutputLayout
    public var mode: OutputWriter.Mode
    /// Generate one spec's files only, into the output folder or one
    /// explicit file (`--only SPEC [--output-file FILE]`).
    public var single: SingleSpecOutput?

    public init(
        validation: ValidationOptions = ValidationOptions(), strict: Bool = false, outputFolder: String = "Generated",
        templatesFolder: String? = nil, codegen: CodegenOptions = CodegenOptions(), backends: [Backend] = Backend.defaults,
        layout: OutputLayout = .mirrored, mode: OutputWriter.Mode = .write, single: SingleSpecOutput? = nil
    ) {
        self.single = single
        self.validation = validation
        self.strict = strict
        self.outputFolder = outputFolder
        self.templatesFolder = templatesFolder
        self.codegen = codegen
        self.backends = backends
        self.layout = layout
        self.mode = mode
    }
}

/// What a `generate` run did.
public struct GenerationOutcome: Sendable {
    /// Validation's report; generation runs only when it passes.
    public var report: ValidationReport
    /// Problems of generation itself: templates, names, writes, drift.
    public var diagnostics: [Diagnostic]
    public var files: [GeneratedFile]
    /// `nil` when generation did not get as far as the output folder.
    public var output: OutputWriter.Report?
    /// `--only`: other spec files whose errors stopped this one from being
    /// generated (the report then holds their diagnostics too).
    public var blockedBy: [String] = []
    /// `--list-outputs`: the generated files' paths in the output folder.
    public var outputPaths: [String] = []

    /// Passed: done (or up to date); problems found in the specs or
    /// templates, or stale output under `--check`; could not run when input
    /// or output could not be used.
    public func verdict(strict: Bool) -> RunVerdict {
        let validation = report.verdict(strict: strict)
        if validation != .passed { return validation }
        if !blockedBy.isEmpty { return .problemsFound }
        if diagnostics.contains(where: { $0.code == OutputDiagnostics.writeFailed.code }) { return .couldNotRun }
        return diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
            ? .problemsFound : .passed
    }
}

/// The `generate` pipeline: validate and resolve exactly as `validate`
/// does, render each spec's sheets through the templates, and bring the
/// output folder up to date (or, with `check`, compare it).
public enum SpecGenerator {
    public static func generate(paths: [String], options: GenerationOptions) -> GenerationOutcome {
        let run = SpecValidator.run(paths: paths, options: options.validation)
        if let single = options.single { return generate(single, run: run, paths: paths, options: options) }
        guard run.report.verdict(strict: options.strict) == .passed else {
            return GenerationOutcome(report: run.report, diagnostics: [], files: [], output: nil)
        }
        let pending: [PendingFile]
        switch pendingFiles(run.resolution, roots: paths, options: options) {
        case .success(let files): pending = files
        case .failure(let problems):
            return GenerationOutcome(report: run.report, diagnostics: problems.diagnostics, files: [], output: nil)
        }
        let (output, files) = OutputWriter.apply(
            pending, to: options.outputFolder, mode: options.mode, jobs: options.validation.jobs)
        var diagnostics = limitations(of: run.resolution.sheets, options: options) + output.diagnostics
        if options.mode == .check, !output.isUpToDate {
            diagnostics.append(outdated(output, options: options))
        }
        return GenerationOutcome(report: run.report, diagnostics: diagnostics, files: files, output: output)
    }

    /// SS5003 for `--check`. Its help never suggests a run that would delete
    /// another backend's files: when the folder holds files of a backend
    /// the run does not generate, it says to add that backend instead.
    static func outdated(_ output: OutputWriter.Report, options: GenerationOptions) -> Diagnostic {
        let count = output.written.count + output.removed.count
        let message = "\(count == 1 ? "1 generated file is" : "\(count) generated files are") out of date in `\(options.outputFolder)`"
        let others = Backend.all.filter { backend in
            !options.backends.contains { $0.id == backend.id }
                && output.removed.contains { $0.hasSuffix("+" + backend.fileSuffix + ".generated.swift") }
        }.map(\.id)
        guard !others.isEmpty else {
            return OutputDiagnostics.outdatedOutput.diagnostic(
                message, at: nil, help: "run `sheetspec generate` and commit the result")
        }
        let named = others.map { "`\($0)`" }.joined(separator: ", ")
        let all = Backend.all.map(\.id).filter { id in options.backends.contains { $0.id == id } || others.contains(id) }
        return OutputDiagnostics.outdatedOutput.diagnostic(
            message, at: nil,
            notes: ["the folder holds files of \(named), which this run does not generate; `sheetspec generate` would delete them"],
            help: "to keep them, write `backends: [\(all.joined(separator: ", "))]` in `.sheetspec.yml`, "
                + "run `sheetspec generate`, and commit the result")
    }

    /// What the chosen backends cannot show of the run's sheets (`SS43xx`,
    /// `SS44xx`), at the severities the configuration's `rules:` gives them
    /// (`off` drops one), sorted by file, position and code. A code of
    /// `GenerationDiagnostics.nothingGenerated` (nothing generated for a
    /// sheet) is left out when the run also has the
    /// `conformance` backend: every sheet then gets its `BottomSheetable`
    /// conformance, and the `BottomSheetable` runtime is what presents a
    /// sheet the system sheet does not show, so no sheet is left without code.
    /// It stays when the sheet's `tiers` was inferred (a `fit: content`
    /// detent made it `automatic`): then the spec never said the sheet is a
    /// custom presentation, and SS4301 is where the reader learns it.
    static func limitations(of sheets: [ResolvedSheet], options: GenerationOptions) -> [Diagnostic] {
        let coversEverySheet = options.backends.contains { $0.id == Backend.conformance.id }
        let found = sheets.flatMap { sheet in
            options.backends.flatMap { $0.limitations(sheet) }.filter {
                !(coversEverySheet && !sheet.tiersInferred
                    && GenerationDiagnostics.nothingGenerated.contains($0.code))
            }
        }
        let kept = found.compactMap { diagnostic -> Diagnostic? in
            guard let severity = options.validation.rules.severity(for: diagnostic.code, default: diagnostic.severity)
            else { return nil }
            var adjusted = diagnostic
            adjusted.severity = severity
            return adjusted
        }
        // Each place is read once: reading it from the diagnostics inside
        // the comparison was half of this function's cost on a thousand
        // sheets. The index keeps equal places in the order found.
        let places = kept.map { ($0.span?.path ?? "", $0.span?.range.start.line ?? 0, $0.span?.range.start.column ?? 0) }
        return kept.indices.sorted { lhs, rhs in
            if places[lhs] != places[rhs] { return places[lhs] < places[rhs] }
            if kept[lhs].code != kept[rhs].code { return kept[lhs].code < kept[rhs].code }
            return lhs < rhs
        }.map { kept[$0] }
    }

    /// The files for a validated run, without touching the disk: what
    /// `generate` writes, for tests, fuzzing and editors. `roots` are the
    /// folders the specs were found under.
    public static func render(
        _ run: ValidationRun, roots: [String], templates: TemplateLibrary, options: CodegenOptions,
        backends: [Backend] = Backend.defaults
    ) -> Result<[GeneratedFile], DiagnosticList> {
        let specs = CodegenSpecs.make(from: run.resolution, roots: roots)
        return GeneratedFiles.rendered(for: specs, backends: backends, templates: templates, options: options)
    }

    /// The files of the resolved sheets, not yet rendered (`PendingFile`),
    /// through the chosen templates and backends.
    static func pendingFiles(
        _ resolution: SpecResolution, roots: [String], options: GenerationOptions,
        including isIncluded: (CodegenSpec) -> Bool = { _ in true }
    ) -> Result<[PendingFile], DiagnosticList> {
        TemplateLibrary.load(overrideFolder: options.templatesFolder).flatMap { templates in
            let specs = CodegenSpecs.make(
                from: resolution, roots: roots, layout: options.layout, jobs: options.validation.jobs
            ).filter(isIncluded)
            return GeneratedFiles.pending(
                for: specs, backends: options.backends, templates: templates, options: options.codegen,
                jobs: options.validation.jobs)
        }
    }
}
