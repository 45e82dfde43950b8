import ArgumentParser
import SheetDiagnostics
import SheetLanguage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct FixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Apply every safe fix-it to spec files, in place.",
        discussion: """
            Checks the specs as `lint` does, applies the fixes marked safe (a misspelt key with one \
            near match, `yes` for `true`, quotes around a number), and checks again until no safe fix \
            is left. Each changed file is written atomically; comments and formatting outside the \
            fixed text are kept byte for byte. Suggestions (fixes that make a choice) are left: \
            `--format json` lists them. The problems left go to standard error; with --dry-run, a \
            unified diff goes to standard output and nothing is written. Exit status 1 when errors \
            remain.
            """
    )

    @OptionGroup var check: CheckOptions

    @Flag(help: "Print the changes as a unified diff (for `git apply`) and write nothing.")
    var dryRun = false

    func run() throws {
        let report = check.report
        let (load, paths, options) = try check.settings(includingStyle: true, diagnosticsTo: STDERR_FILENO)
        let fixed = report.validating(options) { SpecFixer.run(paths: paths, options: $0) }
        var result = fixed.report.including(load)
        if dryRun {
            Terminal.write(fixed.diff(), to: STDOUT_FILENO)
        } else {
            let failures = fixed.write()
            result.diagnostics = (failures + result.diagnostics).sorted(by: Diagnostic.reportOrder)
            if !failures.isEmpty {
                report.print(result, to: STDERR_FILENO)
                throw ExitCode(ExitStatus.couldNotRun)
            }
        }
        report.print(result, to: STDERR_FILENO, summary: false)
        if !report.quiet {
            for file in fixed.changedFiles {
                let fixes = file.fixCount == 1 ? "1 fix" : "\(file.fixCount) fixes"
                Terminal.write("sheetspec: \(dryRun ? "would fix" : "fixed") \(file.path) (\(fixes))\n", to: STDERR_FILENO)
            }
            Terminal.write(Summary.line(for: result) + "\n", to: STDERR_FILENO)
        }
        throw ExitCode(ExitStatus.code(for: result.verdict(strict: report.strict)))
    }
}
