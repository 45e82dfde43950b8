import ArgumentParser
import SheetSpec

/// Arguments of the commands that check specs (`validate`, `lint`).
struct CheckOptions: ParsableArguments {
    @OptionGroup var report: ReportOptions

    @Option(
        name: .customLong("rule"),
        help: ArgumentHelp("Change a rule: NAME=off|warning|error, NAME a code or name. Repeatable.",
            valueName: "name=setting"))
    var ruleOverrides: [String] = []

    @Argument(help: "Spec files or folders to check.", completion: .file(extensions: ["yaml", "yml"]))
    var paths: [String]

    func validate() throws {
        if paths.isEmpty { throw ValidationError("Give at least one spec file or folder.") }
        _ = try overrides()
    }

    func overrides() throws -> RuleConfiguration {
        var configuration = RuleConfiguration()
        for text in ruleOverrides {
            switch RuleConfiguration.parseOverride(text) {
            case .success(let (code, setting)): configuration.overrides[code] = setting
            case .failure(let error): throw ValidationError("--rule: \(error)")
            }
        }
        return configuration
    }

    /// Runs the check and prints the report; returns the exit status.
    func run(includingStyle: Bool) -> Int32 {
        var rules = (try? overrides()) ?? RuleConfiguration()
        rules.includesStyle = includingStyle
        let result = report.validating(rules: rules) { SpecValidator.validate(paths: paths, options: $0) }
        report.print(result)
        return result.exitStatus(strict: report.strict)
    }
}
