import BottomSheetable

/// An accessibility action `simulate` sends instead of a drag (`--action`):
/// VoiceOver's swipe up and down on the adjustable grabber (or Switch
/// Control's increment and decrement), and the escape gesture.
public enum SimulatedAction: String, Sendable, Hashable, CaseIterable {
    case increment, decrement, escape

    var event: SheetEvent {
        switch self {
        case .increment: .accessibilityIncrement
        case .decrement: .accessibilityDecrement
        case .escape: .accessibilityEscape
        }
    }
}

/// What one action did: whether the sheet handled it, where the sheet came
/// to rest (or that it was dismissed), what VoiceOver announced, and the
/// frames from the action (time 0) until the sheet was still.
public struct SimulatedActionStep: Sendable, Hashable {
    public var action: SimulatedAction
    /// The state machine answered with an effect: an action it does not
    /// handle (escape with `escape: ignore`, increment on the largest detent)
    /// goes to whatever is behind the sheet.
    public var handled: Bool
    /// The detent the sheet rests on after the action; `nil` when dismissed.
    public var detent: DetentIdentifier?
    public var height: Double
    public var dismissed: Bool
    /// The sheet asked `shouldDismiss` (a `confirm` sheet's escape).
    public var askedShouldDismiss: Bool
    /// What VoiceOver was asked to read (`SheetEffect.announce`), in order.
    public var announcements: [String]
    public var frames: [SimulatedFrame]
}

extension SpecSimulator {
    /// Each action in turn, every one played until the sheet is still (a
    /// spring, a Reduce Motion fade, or nothing); a `shouldDismiss` question
    /// is answered with `answer`. Stops after an action that dismisses.
    static func run(
        _ actions: [SimulatedAction], on interaction: inout SheetInteraction, answeringShouldDismiss answer: Bool
    ) -> [SimulatedActionStep] {
        var steps: [SimulatedActionStep] = []
        for action in actions {
            var effects = interaction.handle(action.event)
            let handled = !effects.isEmpty
            let asked = effects.contains(.askShouldDismiss)
            if asked { effects += interaction.handle(.shouldDismissAnswered(answer)) }
            var frames = [frame(of: interaction, at: 0)]
            let limit = Int(SpringMotion.maximumDuration * frameRate) + 1
            while (interaction.phase == .animating || interaction.phase == .dismissing) && frames.count <= limit {
                effects += interaction.handle(.timeStep(1 / frameRate))
                frames.append(frame(of: interaction, at: Double(frames.count) / frameRate))
            }
            let dismissed = interaction.phase == .dismissed || interaction.phase == .dismissing
            steps.append(
                SimulatedActionStep(
                    action: action, handled: handled, detent: dismissed ? nil : interaction.currentDetent?.id,
                    height: interaction.height, dismissed: dismissed, askedShouldDismiss: asked,
                    announcements: effects.compactMap {
                        if case .announce(let description) = $0 { return description.text }
                        return nil
                    }, frames: frames))
            if dismissed { break }
        }
        return steps
    }

    private static func frame(of interaction: SheetInteraction, at time: Double) -> SimulatedFrame {
        SimulatedFrame(
            time: time, height: interaction.height, dimming: interaction.dimmingAlpha,
            passesTouchesThrough: interaction.passesTouchesThrough)
    }
}
