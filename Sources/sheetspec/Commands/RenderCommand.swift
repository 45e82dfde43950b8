import ArgumentParser
import BottomSheetable
import SheetIO
import SheetLanguage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Orientation: ExpressibleByArgument {}

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Validate spec files, then draw one sheet on a device as SVG.",
        discussion: """
            The picture shows the screen with its safe areas, every detent as a labelled line at \
            its height, the sheet resting at its initial detent, the heights at which the \
            background stays undimmed, the keyboard and where the sheet goes with it, and for a \
            popover on iPad its frame in both orientations. With --release-height and \
            --velocity it also runs that drag as `simulate` does and draws it beside the sheet at \
            rest: where the finger let go, the projected stop, the path after the release and \
            where the sheet lands (or that it was dismissed). Fitted detents are drawn at their \
            cap, as `plan` has them, unless --content-height gives the content's measured height: \
            then at that height, clamped to their floor and cap. Defaults: the only sheet of the \
            input; the smallest iPhone (the smallest iPad for a popover sheet); portrait. Nothing \
            is written when validation finds errors (or warnings, with --strict). Diagnostics and \
            the summary go to standard error. With --watch it draws again after every saved change \
            to the specs and says whether the picture changed. Built-in profiles: \
            \(BuiltInProfiles.all.map(\.name).joined(separator: ", ")).
            """
    )

    @OptionGroup var report: ReportOptions

    @Option(
        help: "The sheet to draw, by id (needed when the input declares several).",
        completion: CompletionWords.sheetKind)
    var sheet: String?

    @Option(help: "The device profile to draw on.", completion: CompletionWords.profileKind)
    var profile: String?

    @OptionGroup var os: OSOption

    @Option(help: "The orientation to draw: portrait or landscape.")
    var orientation: Orientation?

    @OptionGroup var textSize: TextSizeOption

    @OptionGroup(title: "Scripted drag (as in `simulate`)") var gesture: GestureOptions

    @Option(name: .customLong("release-height"), parsing: .unconditional, help: GestureOptions.releaseHeightHelp)
    var releaseHeight: Double?

    @Option(parsing: .unconditional, help: GestureOptions.velocityHelp)
    var velocity: Double?

    @Option(name: .shortAndLong, help: "The SVG file to write (atomically).", completion: .file(extensions: ["svg"]))
    var output: String

    @OptionGroup(title: "Watching") var watching: WatchOptions

    @Argument(help: "Spec files or folders holding the sheet.", completion: .file(extensions: ["yaml", "yml"]))
    var paths: [String]

    /// Validates the specs and draws the picture; writes nothing.
    func render() -> RenderOutcome {
        var request = PictureRequest(
            sheet: sheet, profile: profile, orientation: orientation, contentHeight: gesture.contentHeight)
        request.textSize = textSize.category
        if let releaseHeight, let velocity {
            request.gesture = gesture.request(
                sheet: sheet ?? "", profile: profile, orientation: orientation, input: .drag(releaseHeight: releaseHeight, upwardVelocity: velocity))
            request.gesture?.textSize = textSize.category
        }
        return report.validating(
            ValidationOptions(limits: report.limits, jobs: report.resolvedJobs, profiles: os.builtInProfiles)
        ) {
            SpecRenderer.render(paths: paths, request: request, options: $0, strict: report.strict)
        }
    }

    func validate() throws {
        try watching.check(format: report.format)
        if paths.isEmpty { throw ValidationError("Give at least one spec file or folder.") }
        if (releaseHeight == nil) != (velocity == nil) {
            throw ValidationError("A drag needs both --release-height and --velocity.")
        }
        if releaseHeight == nil && gesture.describesDrag {
            throw ValidationError(
                "--from, --keyboard and --refuse-dismissal describe a drag: add --release-height and --velocity.")
        }
    }

    func run() throws {
        if watching.watch { throw ExitCode(try watchRendering()) }
        let outcome = render()
        if let validation = outcome.report { report.print(validation, to: STDERR_FILENO) }
        switch outcome.picture {
        case nil:
            throw ExitCode(outcome.report.map { ExitStatus.code(for: $0.verdict(strict: report.strict)) } ?? ExitStatus.couldNotRun)
        case .failure(let problem):
            Terminal.write("sheetspec: error: \(problem.message)\n", to: STDERR_FILENO)
            throw ExitCode(ExitStatus.couldNotRun)
        case .success(let picture):
            if case .failure(let failure) = AtomicFileWriter.write(picture.svg, to: output) {
                Terminal.write("sheetspec: error: \(failure.message)\n", to: STDERR_FILENO)
                throw ExitCode(ExitStatus.couldNotRun)
            }
            if !report.quiet {
                let orientations = picture.orientations.map(\.rawValue).joined(separator: " and ")
                Terminal.write(
                    "sheetspec: drew `\(picture.sheet)` on \(picture.profile.name), \(orientations), to \(output)\n",
                    to: STDERR_FILENO)
            }
        }
    }
}
