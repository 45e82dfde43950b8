import ArgumentParser
import SheetDiagnostics
import SheetIO
import SheetLanguage
import SheetReport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Validate spec files, then write a static site that shows every sheet on every device, moving.",
        discussion: """
            The site (docs/Report.md) needs no network and no server: open index.html. The index \
            lists every sheet with its file, type, presentation path, backends and diagnostics; \
            each spec gets a page with, for every sheet, the pictures `render` draws on every \
            profile of every OS release (\(ProfileOS.allCases.map(\.displayName).joined(separator: " and ")); \
            the built-in profiles with the configuration's `profiles:` applied, as `plan` applies them), \
            a table of detent heights, the standard gestures (a slow release between detents, a \
            flick up, a flick down, a release with the keyboard up) run through the state machine \
            as `simulate` runs them and played back from its frames, the diagnostics with their \
            explanations, and the code of every backend. A spec with errors is still shown, with \
            its diagnostics; no code is generated then. Files are written only when their bytes \
            change. Diagnostics and the summary go to standard error; the exit status is that of \
            `validate` (1 with errors, or warnings with --strict), 2 when the site cannot be written.
            """
    )

    @OptionGroup var report: ReportOptions

    @OptionGroup var project: ProjectOptions

    @Option(name: .shortAndLong, help: "The folder to write the site into.", completion: .directory)
    var output: String

    @Argument(help: "Spec files or folders (default: the configuration's `specs:`).", completion: .file(extensions: ["yaml", "yml"]))
    var paths: [String] = []

    func run() throws {
        let (load, paths) = try project.load(paths: paths, report: report, diagnosticsTo: STDERR_FILENO)
        let collected = report.validating(
            load.validationOptions(limits: report.limits, jobs: report.resolvedJobs, rules: RuleConfiguration())
        ) { validation in
            ReportCollector.collect(paths: paths, options: ReportSettings(validation: validation, configuration: load))
        }
        let validation = collected.validation
        report.print(validation.including(load), to: STDERR_FILENO)
        if validation.inputFailed { throw ExitCode(ExitStatus.couldNotRun) }
        let files = SiteBuilder.files(of: collected, descriptors: DescriptorCatalog.every.byCode)
        switch SiteWriter.write(files, to: output) {
        case .failure(let failure):
            Terminal.write("sheetspec: error: \(failure.message)\n", to: STDERR_FILENO)
            throw ExitCode(ExitStatus.couldNotRun)
        case .success(let outcome):
            if !report.quiet {
                Terminal.write(
                    "sheetspec: reported \(collected.sheetCount) sheets of \(collected.specs.count) spec files "
                        + "in \(output)/index.html (\(outcome.written) written, \(outcome.unchanged) unchanged)\n",
                    to: STDERR_FILENO)
            }
        }
        let verdict = validation.verdict(strict: report.strict)
        if verdict != .passed { throw ExitStatus.exit(verdict) }
    }
}
