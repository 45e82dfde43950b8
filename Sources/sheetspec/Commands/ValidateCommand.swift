import ArgumentParser
import SheetDiagnostics
import SheetSpec
import SheetYAML

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check spec files and report every problem at once.",
        discussion: """
            PATHs are spec files or folders; folders are searched recursively for *.sheet.yaml and \
            *.sheet.yml. Diagnostics go to standard output, the summary to standard error.
            """
    )

    @OptionGroup var report: ReportOptions

    @Argument(help: "Spec files or folders to check.", completion: .file(extensions: ["yaml", "yml"]))
    var paths: [String]

    func validate() throws {
        if paths.isEmpty { throw ValidationError("Give at least one spec file or folder.") }
    }

    func run() throws {
        let options = ValidationOptions(limits: report.limits, jobs: report.resolvedJobs)
        let result = SpecValidator.validate(paths: paths, options: options)
        report.print(result)
        throw ExitCode(result.exitStatus(strict: report.strict))
    }
}
