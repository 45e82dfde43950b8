import ArgumentParser
import SheetIO
import SheetLanguage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct PlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Validate spec files, then write their layout plan as JSON.",
        discussion: """
            The plan holds every sheet with every value decided and, for each device profile and \
            orientation, the height of each detent, the keyboard outcome and popover frames \
            (docs/Plan.md); the profiles are the built-in ones, or those the configuration's \
            `profiles:` keeps and adds, on the OS release --os or the configuration's `os:` picks \
            (default: the newest, \(ProfileOS.newest.displayName)). Nothing is written when validation finds errors (or warnings, with \
            --strict). Diagnostics and the summary go to standard error. Built-in profiles: \
            \(BuiltInProfiles.all.map(\.name).joined(separator: ", ")).
            """
    )

    @OptionGroup var report: ReportOptions
    @OptionGroup var project: ProjectOptions

    @Option(help: "Plan for this device profile only.", completion: CompletionWords.profileKind)
    var profile: String?

    @OptionGroup var os: OSOption

    @OptionGroup var textSize: TextSizeOption

    @Option(name: .shortAndLong, help: "Write the plan to this file (atomically) instead of standard output.")
    var output: String?

    @Argument(
        help: "Spec files or folders to plan (default: the configuration's `specs:`).",
        completion: .file(extensions: ["yaml", "yml"]))
    var paths: [String] = []

    func run() throws {
        let (load, paths) = try project.load(paths: paths, report: report, diagnosticsTo: STDERR_FILENO)
        let profiles: [DeviceProfile]
        switch ProfileSelection.select(profile, from: load.profiles(os: os.release)) {
        case .success(let selected): profiles = selected
        case .failure(let unknown):
            Terminal.write("sheetspec: error: \(unknown.message)\n", to: STDERR_FILENO)
            throw ExitCode(ExitStatus.couldNotRun)
        }
        var options = load.validationOptions(limits: report.limits, jobs: report.resolvedJobs, rules: RuleConfiguration())
        options.profiles = profiles
        let outcome = report.validating(options) { SpecPlanner.plan(paths: paths, options: $0, strict: report.strict) }
        report.print(outcome.report.including(load), to: STDERR_FILENO)
        guard var plan = outcome.plan else { throw ExitStatus.exit(outcome.report.verdict(strict: report.strict)) }
        if let planned = textSize.planned { plan = plan.atTextSize(planned) }

        let json = LayoutPlanWriter.json(plan)
        guard let output else { return Terminal.write(json, to: STDOUT_FILENO) }
        if case .failure(let failure) = AtomicFileWriter.write(json, to: output) {
            Terminal.write("sheetspec: error: \(failure.message)\n", to: STDERR_FILENO)
            throw ExitCode(ExitStatus.couldNotRun)
        }
    }
}
