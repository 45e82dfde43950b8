import ArgumentParser
import SheetLanguage

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check spec files for errors and report every problem at once.",
        discussion: """
            Runs the correctness rules. PATHs are spec files or folders; folders are searched \
            recursively for *.sheet.yaml and *.sheet.yml. Without PATHs, the `specs:` of the nearest \
            .sheetspec.yml are checked. Diagnostics go to standard output, the summary to standard error.
            """
    )

    @OptionGroup var check: CheckOptions

    func run() throws {
        throw ExitCode(try check.run(includingStyle: false))
    }
}

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check spec files for errors and style (the pre-commit hook).",
        discussion: """
            Runs the correctness rules and the style rules (naming, key order). Use --strict to fail \
            on warnings, and --rule NAME=off|warning|error to tune a rule.
            """
    )

    @OptionGroup var check: CheckOptions

    func run() throws {
        throw ExitCode(try check.run(includingStyle: true))
    }
}
