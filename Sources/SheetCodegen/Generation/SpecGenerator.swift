import SheetDiagnostics
import SheetSpec

/// Settings of one `generate` run.
public struct GenerationOptions: Sendable {
    public var validation: ValidationOptions
    /// Warnings stop generation too.
    public var strict: Bool
    public var outputFolder: String
    /// A folder of templates that replace the built-in ones.
    public var templatesFolder: String?
    public var codegen: CodegenOptions
    public var mode: OutputWriter.Mode

    public init(
        validation: ValidationOptions = ValidationOptions(), strict: Bool = false, outputFolder: String = "Generated",
        templatesFolder: String? = nil, codegen: CodegenOptions = CodegenOptions(), mode: OutputWriter.Mode = .write
    ) {
        self.validation = validation
        self.strict = strict
        self.outputFolder = outputFolder
        self.templatesFolder = templatesFolder
        self.codegen = codegen
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

    /// 0: done (or up to date); 1: problems in the specs or templates, or
    /// stale output under `--check`; 2: input or output could not be used.
    public func exitStatus(strict: Bool) -> Int32 {
        let validation = report.exitStatus(strict: strict)
        if validation != 0 { return validation }
        if diagnostics.contains(where: { $0.code == OutputDiagnostics.writeFailed.code }) { return 2 }
        return diagnostics.contains { $0.severity == .error } ? 1 : 0
    }
}

/// The `generate` pipeline: validate and resolve exactly as `validate`
/// does, render each spec's sheets through the templates, and bring the
/// output folder up to date (or, with `check`, compare it).
public enum SpecGenerator {
    public static func generate(paths: [String], options: GenerationOptions) -> GenerationOutcome {
        let run = SpecValidator.run(paths: paths, options: options.validation)
        guard run.report.exitStatus(strict: options.strict) == 0 else {
            return GenerationOutcome(report: run.report, diagnostics: [], files: [], output: nil)
        }
        let templates: TemplateLibrary
        switch TemplateLibrary.load(overrideFolder: options.templatesFolder) {
        case .success(let library): templates = library
        case .failure(let problems):
            return GenerationOutcome(report: run.report, diagnostics: problems.diagnostics, files: [], output: nil)
        }
        let files: [GeneratedFile]
        switch render(run, roots: paths, templates: templates, options: options.codegen) {
        case .success(let generated): files = generated
        case .failure(let problems):
            return GenerationOutcome(report: run.report, diagnostics: problems.diagnostics, files: [], output: nil)
        }
        let output = OutputWriter.apply(files, to: options.outputFolder, mode: options.mode)
        var diagnostics = output.diagnostics
        if options.mode == .check, !output.isUpToDate {
            let count = output.written.count + output.removed.count
            diagnostics.append(
                OutputDiagnostics.outdatedOutput.diagnostic(
                    "\(count == 1 ? "1 generated file is" : "\(count) generated files are") out of date in `\(options.outputFolder)`",
                    at: nil, help: "run `sheetspec generate` and commit the result"))
        }
        return GenerationOutcome(report: run.report, diagnostics: diagnostics, files: files, output: output)
    }

    /// The files for a validated run, without touching the disk: what
    /// `generate` writes, for tests, fuzzing and editors. `roots` are the
    /// folders the specs were found under.
    public static func render(
        _ run: ValidationRun, roots: [String], templates: TemplateLibrary, options: CodegenOptions
    ) -> Result<[GeneratedFile], DiagnosticList> {
        ConformanceGenerator.files(
            for: CodegenSpecs.make(from: run.resolution, roots: roots), templates: templates, options: options)
    }
}
