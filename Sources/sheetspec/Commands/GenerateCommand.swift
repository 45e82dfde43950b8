import ArgumentParser
import SheetCodegen
import SheetDiagnostics
import SheetSpec

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension CodegenOptions.AccessLevel: ExpressibleByArgument {}

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Validate spec files, then generate their BottomSheetable conformance code.",
        discussion: """
            Writes <Spec>+BottomSheetable.generated.swift for each spec (and, with --stubs, \
            <Spec>+BottomSheetable.swift with the hooks to fill in, only where it does not exist). \
            Only files whose bytes change are written, each atomically; files a previous run \
            generated that no spec produces any more are removed. --check writes nothing and \
            exits 1 with a diff when the output is out of date. Diagnostics and the summary go to \
            standard error.
            """
    )

    @OptionGroup var check: CheckOptions

    @Option(name: .shortAndLong, help: "The folder generated files go to.")
    var output = "Generated"

    @Option(help: "A folder of templates that replace the built-in ones (conformance.swift.mustache, stubs.swift.mustache).")
    var templates: String?

    @Option(help: "Access level of generated members: internal or public.")
    var access: CodegenOptions.AccessLevel = .internal

    @Option(help: "The module generated code imports for BottomSheetable.")
    var module = "BottomSheetable"

    @Flag(help: "Also write the hook stubs, where they do not exist yet.")
    var stubs = false

    @Flag(name: .customLong("check"), help: "Write nothing; exit 1 and print a diff when generated files are missing, stale or orphaned.")
    var checkOnly = false

    @Flag(help: "Write nothing; list what would be written (with --format json, as JSON).")
    var dryRun = false

    func validate() throws {
        if checkOnly && dryRun { throw ValidationError("--check and --dry-run do not go together.") }
    }

    func run() throws {
        var rules = try check.overrides()
        rules.includesStyle = false
        let report = check.report
        let mode: OutputWriter.Mode = checkOnly ? .check : dryRun ? .dryRun : .write
        let outcome = report.validating(rules: rules) { validation in
            SpecGenerator.generate(
                paths: check.paths,
                options: GenerationOptions(
                    validation: validation, strict: report.strict, outputFolder: output, templatesFolder: templates,
                    codegen: CodegenOptions(accessLevel: access, runtimeModule: module, writesStubs: stubs), mode: mode)
            )
        }
        report.print(outcome.report, to: STDERR_FILENO, summary: false)
        if !outcome.diagnostics.isEmpty {
            report.print(outcome.diagnostics, sources: [:], fileCount: outcome.report.fileCount, to: STDERR_FILENO)
        }
        if let written = outcome.output {
            if checkOnly { Terminal.write(written.diffs.joined(), to: STDOUT_FILENO) }
            if dryRun { Terminal.write(GenerationListing.render(written, folder: output, asJSON: report.format == .json), to: STDOUT_FILENO) }
            if !report.quiet {
                Terminal.write(GenerationListing.summary(written, folder: output, mode: mode) + "\n", to: STDERR_FILENO)
            }
        } else if !report.quiet {
            Terminal.write(Summary.line(for: outcome.report) + "\n", to: STDERR_FILENO)
        }
        throw ExitCode(outcome.exitStatus(strict: report.strict))
    }
}
