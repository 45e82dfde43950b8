import ArgumentParser
import BottomSheetable
import SheetLanguage

/// The scripted drag's options that `simulate` and `render` share, declared
/// once so that both commands spell and explain them alike. The release
/// height and velocity are declared by each command: `simulate` requires
/// them, `render` draws a drag only when both are given.
struct GestureOptions: ParsableArguments {
    @Option(
        name: .customLong("from"),
        help: ArgumentHelp("The detent the sheet rests on when the finger touches it.", valueName: "detent"),
        completion: CompletionWords.detentKind)
    var fromDetent: String?

    @Flag(help: "Show the profile screen's keyboard before the drag.")
    var keyboard = false

    @Option(
        name: .customLong("content-height"), parsing: .unconditional,
        help: ArgumentHelp("The content's measured height for fitted detents, in points.", valueName: "points"))
    var contentHeight: Double?

    @Flag(name: .customLong("refuse-dismissal"), help: "Answer false when the sheet asks shouldDismiss.")
    var refusesDismissal = false

    static let releaseHeightHelp = ArgumentHelp(
        "Where the finger lets go, in points above the bottom safe-area edge.", valueName: "points")
    static let velocityHelp = ArgumentHelp(
        "The release velocity in points per second, positive upwards.", valueName: "points-per-second")

    /// Whether an option that only a drag uses was given (`render` rejects them without
    /// one); `--content-height` also sizes the fitted detents of `render`'s resting picture.
    var describesDrag: Bool { fromDetent != nil || keyboard || refusesDismissal }

    /// `input` on `sheet`; the profile and orientation are the caller's.
    func request(
        sheet: String, profile: String?, orientation: Orientation?, input: SimulatedInput
    ) -> SimulationRequest {
        SimulationRequest(
            sheet: sheet, profile: profile, orientation: orientation, fromDetent: fromDetent, input: input,
            keyboard: keyboard, contentHeight: contentHeight, answersShouldDismiss: !refusesDismissal)
    }
}
