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
            on warnings, and --rule NAME=off|warning|error to tune a rule. With --watch it runs \
            again after every saved change and prints the diagnostics that appeared in full and \
            one `fixed:` line for each that went away.
            """
    )

    @OptionGroup var check: CheckOptions
    @OptionGroup(title: "Watching") var watching: WatchOptions

    func validate() throws {
        try watching.check(format: check.report.format)
    }

    func run() throws {
        if watching.watch { throw ExitCode(try check.watch(includingStyle: true, with: watching)) }
        throw ExitCode(try check.run(includingStyle: true))
    }
}
