import ArgumentParser
import BottomSheetable
import SheetCodegen
import SheetIO
import SheetLanguage
import SheetYAML

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `simulate`'s own output format (its diagnostics use the default of the other commands).
enum SimulationFormat: String, ExpressibleByArgument, CaseIterable {
    case json
    case human
}

struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Validate spec files, then run the presenter's state machine on one sheet through a scripted drag.",
        discussion: """
            The sheet rests on --from (default: its initial detent) on the device profile, a finger \
            drags it to --release-height and lets go at --velocity; time then steps at 60 Hz until \
            the sheet settles on a detent or is dismissed. Heights are points above the bottom \
            safe-area edge, as in the plan; the velocity is points per second, positive upwards. \
            A sheet with `dismiss.confirm` is answered true when it asks shouldDismiss (false with \
            --refuse-dismissal). Fitted detents sit at their cap unless --content-height gives the \
            content's height. The result goes to standard output (JSON by default); diagnostics and \
            the summary go to standard error. With --push SHEET (a sheet the simulated one lists in \
            navigation.push), that screen is pushed once the sheet rests, the drag moves it, and once \
            it settles it is popped; both transitions are printed. With --reduce-motion the system's \
            Reduce Motion setting is on: a settle follows the sheet's accessibility.reduceMotion (by \
            default the sheet takes the height it settles on at once and the frames hold it while the \
            change cross-dissolves, 0.25 s). With --action increment, decrement or escape (repeatable, in \
            order) the sheet receives VoiceOver's actions instead of a drag, each played until the sheet is \
            still, with what it announces. A popover on an iPad profile is \
            not dragged: the result is its frame (with --keyboard: above the keyboard). Defaults: \
            the smallest iPhone, portrait. Built-in \
            profiles: \(BuiltInProfiles.all.map(\.name).joined(separator: ", ")).
            """
    )

    @Option(help: "The sheet to drag, by id.", completion: CompletionWords.sheetKind)
    var sheet: String

    @Option(help: "The device profile to simulate on.", completion: CompletionWords.profileKind)
    var profile: String?

    @OptionGroup var os: OSOption

    @Option(help: "The orientation: portrait or landscape.")
    var orientation: Orientation?

    @OptionGroup var gesture: GestureOptions

    @OptionGroup var textSize: TextSizeOption

    @Option(name: .customLong("release-height"), parsing: .unconditional, help: GestureOptions.releaseHeightHelp)
    var releaseHeight: Double?

    @Option(parsing: .unconditional, help: GestureOptions.velocityHelp)
    var velocity: Double?

    @Option(
        name: .customLong("action"),
        help: ArgumentHelp(
            "An accessibility action instead of the drag: increment, decrement or escape (repeatable).",
            valueName: "action"))
    var actions: [SimulatedAction] = []

    @Option(
        help: ArgumentHelp("A sheet of navigation.push to push before the drag and pop after it.", valueName: "sheet"),
        completion: CompletionWords.sheetKind)
    var push: String?

    @Option(
        name: .customLong("pushed-content-height"), parsing: .unconditional,
        help: ArgumentHelp("The pushed screen's content height for its fitted detents, in points.", valueName: "points"))
    var pushedContentHeight: Double?

    @Flag(
        name: .customLong("reduce-motion"),
        help: "Turn Reduce Motion on: the settle cross-dissolves at its target height instead of springing.")
    var reducesMotion = false

    @Option(help: "Output format: json (default) or human.")
    var format: SimulationFormat = .json

    @Argument(help: "Spec files or folders holding the sheet.", completion: .file(extensions: ["yaml", "yml"]))
    var paths: [String]

    func validate() throws {
        if paths.isEmpty { throw ValidationError("Give at least one spec file or folder.") }
        _ = try input()
        if pushedContentHeight != nil && push == nil {
            throw ValidationError("--pushed-content-height needs --push.")
        }
    }

    func run() throws {
        let report = try ReportOptions.parse([])
        var request = gesture.request(sheet: sheet, profile: profile, orientation: orientation, input: try input())
        request.push = push
        request.pushedContentHeight = pushedContentHeight
        request.textSize = textSize.category
        request.reducesMotion = reducesMotion
        let run = report.validating(
            ValidationOptions(limits: report.limits, jobs: report.resolvedJobs, profiles: os.builtInProfiles)
        ) {
            SpecSimulator.simulate(paths: paths, request: request, options: $0, strict: false)
        }
        if let validation = run.report { report.print(validation, to: STDERR_FILENO) }
        switch run.simulation {
        case nil:
            throw ExitCode(run.report.map { ExitStatus.code(for: $0.verdict(strict: false)) } ?? ExitStatus.couldNotRun)
        case .failure(let problem):
            Terminal.write("sheetspec: error: \(problem.message)\n", to: STDERR_FILENO)
            throw ExitCode(ExitStatus.couldNotRun)
        case .success(let simulation):
            let text = format == .json ? SimulationWriter.json(simulation) : SimulationWriter.human(simulation)
            Terminal.write(text, to: STDOUT_FILENO)
            if let layout = simulation.layout, let note = FloatingPanelSimulationNote.text(
                sheet: simulation.sheet, layout: layout, backends: ConfigurationLoader.load(
                    explicit: nil, disabled: false, limits: report.limits, codes: .every, sections: .every
                ).generatedBackends.map(\.id))
            {
                Terminal.write(note, to: STDERR_FILENO)
            }
            if let note = SimulationWriter.systemSheetNote(simulation) {
                Terminal.write("sheetspec: note: " + note + "\n", to: STDERR_FILENO)
            }
        }
    }
}

extension SimulateCommand {
    /// The drag the options give, or the actions sent instead of it: exactly
    /// one, or why not.
    func input() throws -> SimulatedInput {
        switch (actions.isEmpty, releaseHeight, velocity) {
        case (true, let releaseHeight?, let velocity?):
            return .drag(releaseHeight: releaseHeight, upwardVelocity: velocity)
        case (true, _, _):
            throw ValidationError("Give --release-height and --velocity for a drag, or --action.")
        case (false, nil, nil):
            return .actions(actions)
        case (false, _, _):
            throw ValidationError("--action replaces the drag: leave out --release-height and --velocity.")
        }
    }
}

extension SimulatedAction: ExpressibleByArgument {}
