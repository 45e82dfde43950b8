import ArgumentParser
import SheetCodegen
import SheetDiagnostics
import SheetIO
import SheetLanguage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension CodegenOptions.AccessLevel: ExpressibleByArgument {}
extension CodegenOptions.FileNaming: ExpressibleByArgument {}
extension OutputLayout: ExpressibleByArgument {}

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Validate spec files, then generate their code with each chosen backend.",
        discussion: """
            Each backend writes <Spec>+<Suffix>.generated.swift for each spec; the conformance \
            backend (the default) writes <Spec>+BottomSheetable.generated.swift and, with --stubs, \
            <Spec>+BottomSheetable.swift with the hooks to fill in, only where it does not exist. \
            Backends: \(Backend.all.map { "\($0.id) (\($0.summary))" }.joined(separator: "; ")). \
            Only files whose bytes change are written, each atomically; files a previous run \
            generated that no spec produces any more are removed. A file whose inputs and bytes \
            match the fingerprints in the output folder's .sheetspec-manifest is not even rendered \
            again. --check writes nothing and \
            exits 1 with a diff when the output is out of date. --only SPEC writes one spec's files \
            (with --output-file FILE, its one file to FILE). --list-outputs prints the files a run \
            would write, one path a line, and writes nothing (what the SwiftPM plugin declares). \
            Options not given come from .sheetspec.yml. Diagnostics and the summary go to standard error. \
            --watch generates again after every saved change to a spec, .sheetspec.yml or a template \
            and lists the files written and removed; its own writes never start a run.
            """
    )

    @OptionGroup var check: CheckOptions
    @OptionGroup(title: "Watching") var watching: WatchOptions

    @Option(name: .shortAndLong, help: "The folder generated files go to (default: `output:`, else Generated).")
    var output: String?

    @Option(
        name: .customLong("backend"),
        help: ArgumentHelp(
            "A backend to run: \(Backend.all.map(\.id).joined(separator: ", ")). Repeatable (default: `backends:`, else conformance).",
            valueName: "id"),
        completion: .list(Backend.all.map(\.id)))
    var backends: [String] = []

    @Option(help: "A folder of templates that replace the built-in ones, by file name (conformance.swift.mustache, stubs.swift.mustache).")
    var templates: String?

    @Option(help: "Access level of generated members: internal (the default) or public.")
    var access: CodegenOptions.AccessLevel?

    @Option(help: "The module generated code imports for BottomSheetable (default: BottomSheetable).")
    var module: String?

    @Option(help: "File naming: spec (one file per spec, named after it) or type (one file per sheet, named after its type).")
    var naming: CodegenOptions.FileNaming?

    @Option(help: "Output layout: mirrored (sub-folders as under the spec folders, the default) or flat (one folder, names from the spec paths).")
    var layout: OutputLayout = .mirrored

    @Flag(inversion: .prefixedNo, help: "Also write the hook stubs, where they do not exist yet.")
    var stubs: Bool?

    @Flag(name: .customLong("check"), help: "Write nothing; exit 1 and print a diff when generated files are missing, stale or orphaned.")
    var checkOnly = false

    @Flag(help: ArgumentHelp(
        "Print one line counting the specs' errors and warnings instead of each diagnostic, for a hook that runs beside `sheetspec lint`, which prints them."))
    var briefSpecDiagnostics = false

    @Flag(help: "Write nothing; list what would be written (with --format json, as JSON).")
    var dryRun = false

    @Flag(help: "Write nothing; print the path of every generated file a run would write (not stubs), one a line.")
    var listOutputs = false

    @Option(help: ArgumentHelp("Generate only this spec file's outputs; the other PATHs are read for `extends`.", valueName: "spec"))
    var only: String?

    @Option(help: ArgumentHelp("With --only: the one file to write the spec's output to. No stubs, no manifest.", valueName: "file"))
    var outputFile: String?

    func validate() throws {
        try watching.check(format: check.report.format)
        if watching.watch && (checkOnly || dryRun || listOutputs) {
            throw ValidationError("--watch writes the files: it does not go with --check, --dry-run or --list-outputs.")
        }
        if [checkOnly, dryRun, listOutputs].filter({ $0 }).count > 1 {
            throw ValidationError("--check, --dry-run and --list-outputs do not go together.")
        }
        if outputFile != nil && only == nil { throw ValidationError("--output-file needs --only.") }
        if outputFile != nil && output != nil { throw ValidationError("--output and --output-file do not go together.") }
        if listOutputs && outputFile != nil { throw ValidationError("--list-outputs and --output-file do not go together.") }
    }

    func run() throws {
        if watching.watch { throw ExitCode(try watchGenerating()) }
        let (load, paths, validation) = try check.settings(includingStyle: false, diagnosticsTo: STDERR_FILENO)
        let report = check.report
        let options = try generationOptions(load: load, validation: validation)
        let folder = options.outputFolder
        if let difference = load.backendsDifference(commandLine: backends) {
            report.print([difference], sources: [:], fileCount: 0, to: STDERR_FILENO)
        }
        if listOutputs { return try list(paths: paths, options: options, load: load) }
        let outcome = generate(paths: paths, options: options)
        let validationReport = printProblems(of: outcome, load: load)
        if !outcome.blockedBy.isEmpty {
            Terminal.write(
                "sheetspec: error: `\(only ?? "")` was not generated: "
                    + outcome.blockedBy.map { "`\($0)`" }.joined(separator: ", ") + " must be fixed first\n",
                to: STDERR_FILENO)
        }
        if let written = outcome.output {
            if checkOnly { Terminal.write(written.diffs.joined(), to: STDOUT_FILENO) }
            if dryRun { Terminal.write(GenerationListing.listing(written, folder: folder, asJSON: report.format == .json), to: STDOUT_FILENO) }
            if !report.quiet {
                Terminal.write(GenerationListing.summary(written, folder: folder, mode: options.mode) + "\n", to: STDERR_FILENO)
            }
        } else if !report.quiet {
            Terminal.write(Summary.line(for: validationReport) + "\n", to: STDERR_FILENO)
        }
        throw ExitStatus.exit(outcome.verdict(strict: report.strict))
    }

    /// The settings of a run: the command line, else the configuration.
    /// Prints the problem and stops with exit status 2 for a backend that
    /// does not exist.
    func generationOptions(load: ConfigurationLoad, validation: ValidationOptions) throws -> GenerationOptions {
        let chosenBackends: [Backend]
        switch load.backends(commandLine: backends) {
        case .success(let found): chosenBackends = found
        case .failure(let problem):
            check.report.print([problem], sources: [:], fileCount: 0, to: STDERR_FILENO)
            throw ExitCode(ExitStatus.couldNotRun)
        }
        return GenerationOptions(
            validation: validation, strict: check.report.strict,
            outputFolder: outputFile.map(PathText.folder(of:)) ?? load.outputFolder(commandLine: output),
            templatesFolder: load.templatesFolder(commandLine: templates),
            codegen: load.codegenOptions(access: access, module: module, stubs: stubs, naming: naming),
            backends: chosenBackends, layout: layout,
            mode: checkOnly ? .check : dryRun || listOutputs ? .dryRun : .write,
            single: only.map { SingleSpecOutput(spec: $0, file: outputFile) })
    }

    /// Validation and generation, with progress while files load.
    func generate(paths: [String], options: GenerationOptions) -> GenerationOutcome {
        check.report.validating(options.validation) { validation in
            var withProgress = options
            withProgress.validation = validation
            return SpecGenerator.generate(paths: paths, options: withProgress)
        }
    }

    /// Validation's diagnostics (with the configuration's), then generation's,
    /// on standard error; returns the validation report they came from.
    @discardableResult
    func printProblems(of outcome: GenerationOutcome, load: ConfigurationLoad) -> ValidationReport {
        let report = check.report
        let validationReport = outcome.report.including(load)
        if !briefSpecDiagnostics {
            report.print(validationReport, to: STDERR_FILENO, summary: false)
        } else if validationReport.errorCount + validationReport.warningCount > 0 {
            Terminal.write(Self.briefLine(for: validationReport) + "\n", to: STDERR_FILENO)
        }
        if !outcome.diagnostics.isEmpty {
            report.print(outcome.diagnostics, sources: [:], fileCount: outcome.report.fileCount, to: STDERR_FILENO)
        }
        return validationReport
    }

    /// The line `--brief-spec-diagnostics` prints in place of the specs'
    /// diagnostics: it says where they are, so a hook's log shows each once.
    static func briefLine(for report: ValidationReport) -> String {
        var counts: [String] = []
        if report.errorCount > 0 { counts.append(report.errorCount == 1 ? "1 error" : "\(report.errorCount) errors") }
        if report.warningCount > 0 { counts.append(report.warningCount == 1 ? "1 warning" : "\(report.warningCount) warnings") }
        return "sheetspec: the specs have " + counts.joined(separator: " and ")
            + " (not shown here; `sheetspec lint` and the sheetspec-lint hook print them)"
    }

    /// `--list-outputs`: the generated files' paths (in the output folder),
    /// one a line, on standard output; diagnostics as usual when the specs
    /// cannot be generated.
    private func list(paths: [String], options: GenerationOptions, load: ConfigurationLoad) throws {
        let report = check.report
        let outcome = SpecGenerator.outputs(paths: paths, options: options)
        printProblems(of: outcome, load: load)
        Terminal.write(outcome.outputPaths.map { options.outputFolder + "/" + $0 + "\n" }.joined(), to: STDOUT_FILENO)
        throw ExitStatus.exit(outcome.verdict(strict: report.strict))
    }
}
