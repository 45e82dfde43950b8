import BottomSheetable

/// What a scripted push and pop did (`SimulationRequest.push`): the root screen's and
/// the pushed screen's resting heights, and the frames of the two animated transitions
/// between their layouts (`SheetEvent.push`, `SheetEvent.pop`, docs/Runtime.md §11.9).
public struct SimulatedNavigation: Sendable, Hashable {
    /// The pushed screen, by sheet id.
    public var pushedSheet: String
    /// Where the root screen rested when the push began.
    public var rootDetent: DetentIdentifier?
    public var rootHeight: Double
    /// Where the pushed screen came to rest (its layout's initial detent).
    public var pushedDetent: DetentIdentifier?
    public var pushedHeight: Double
    /// From the push (time 0) until the pushed screen rests, at 60 Hz.
    public var pushFrames: [SimulatedFrame]
    /// Whether the pop ran: not when the drag dismissed the sheet.
    public var popped: Bool
    /// Where the root screen came to rest after the pop (`nil` when it did not run).
    public var poppedDetent: DetentIdentifier?
    public var poppedHeight: Double?
    /// From the pop (time 0) until the root screen rests; empty when it did not run.
    public var popFrames: [SimulatedFrame]
}

extension SpecSimulator {
    /// The pushed screen's sheet for `request.push`, or why it cannot be pushed from
    /// `root`: it must be a sheet of the plan that `root`'s `navigation.push` lists.
    static func pushedSheet(
        for request: SimulationRequest, from root: ResolvedSheet, in plan: LayoutPlan
    ) -> Result<ResolvedSheet?, SheetRequestError> {
        guard let name = request.push else { return .success(nil) }
        let pushable = root.layout.navigation.pushableSheets
        guard pushable.contains(name), let pushed = plan.sheets.first(where: { $0.sheet.id == name }) else {
            return .failure(
                .notPushable(
                    name: name, sheet: root.id, suggestion: NearestWord.suggestion(for: name, among: pushable),
                    pushable: pushable))
        }
        return .success(pushed.sheet)
    }

    /// Time steps of 1/60 s while the sheet moves, sampling it after each; frame 0 is
    /// the sheet as it is now. At most `SpringMotion.maximumDuration`.
    static func framesUntilStill(_ interaction: inout SheetInteraction) -> [SimulatedFrame] {
        func frame(at time: Double) -> SimulatedFrame {
            SimulatedFrame(
                time: time, height: interaction.height, dimming: interaction.dimmingAlpha,
                passesTouchesThrough: interaction.passesTouchesThrough)
        }
        var frames = [frame(at: 0)]
        let limit = Int(SpringMotion.maximumDuration * frameRate) + 1
        var step = 0
        while (interaction.phase == .animating || interaction.phase == .dismissing) && step < limit {
            step += 1
            interaction.handle(.timeStep(1 / frameRate))
            frames.append(frame(at: Double(step) / frameRate))
        }
        return frames
    }
}
