import ArgumentParser
import SheetLanguage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Arguments of the commands that check specs (`validate`, `lint`).
struct CheckOptions: ParsableArguments {
    @OptionGroup var report: ReportOptions
    @OptionGroup var project: ProjectOptions

    @Option(
        name: .customLong("rule"),
        help: ArgumentHelp("Change a rule: NAME=off|warning|error, NAME a code or name. Repeatable.",
            valueName: "name=setting"),
        completion: CompletionWords.ruleKind)
    var ruleOverrides: [String] = []

    @Argument(
        help: "Spec files or folders to check (default: the configuration's `specs:`).",
        completion: .file(extensions: ["yaml", "yml"]))
    var paths: [String] = []

    func validate() throws {
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

    /// The configuration, the paths to read and the validation settings,
    /// the command line winning over the configuration.
    func settings(includingStyle: Bool, diagnosticsTo descriptor: Int32 = STDOUT_FILENO) throws
        -> (ConfigurationLoad, [String], ValidationOptions)
    {
        let (load, paths) = try project.load(paths: paths, report: report, diagnosticsTo: descriptor)
        var rules = try overrides()
        rules.includesStyle = includingStyle
        return (load, paths, load.validationOptions(limits: report.limits, jobs: report.resolvedJobs, rules: rules))
    }

    /// Runs the check and prints the report; returns the exit status.
    func run(includingStyle: Bool) throws -> Int32 {
        let (load, paths, options) = try settings(includingStyle: includingStyle)
        guard includingStyle, saysPresentationPaths else {
            let result = report.validating(options) { SpecValidator.validate(paths: paths, options: $0) }.including(load)
            report.print(result)
            return ExitStatus.code(for: result.verdict(strict: report.strict))
        }
        var keeping = options
        keeping.keepsResolvedSheets = true
        let run = report.validating(keeping) { SpecValidator.run(paths: paths, options: $0) }
        let result = run.report.including(load)
        report.print(result, summary: false)
        let lines = PresentationPath.lines(for: run.resolution.sheets).map { "sheetspec: " + $0 + "\n" }
        Terminal.write(lines.joined() + Summary.line(for: result) + "\n", to: STDERR_FILENO)
        return ExitStatus.code(for: result.verdict(strict: report.strict))
    }

    /// `lint` says where each sheet is shown, in the formats a person reads
    /// (not `json`, `sarif` or `github`, whose consumers read documents), on
    /// standard error with the summary; `--quiet` drops both.
    private var saysPresentationPaths: Bool {
        guard !report.quiet else { return false }
        switch report.format {
        case nil, .human, .clang: return true
        default: return false
        }
    }
}
