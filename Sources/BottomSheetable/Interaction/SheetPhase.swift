/// What a presented sheet is doing.
public enum SheetPhase: String, Sendable, Hashable, CaseIterable {
    /// At rest on `currentDetent`.
    case resting
    /// Following a finger.
    case dragging
    /// An interactive pop is moving the height toward the screen below
    /// (`SheetInteraction.popTransition`).
    case popping
    /// Settling on `targetDetent` (`SheetInteraction.animation` runs).
    case animating
    /// Released past the dismissal threshold of a `confirm` sheet: held where it was
    /// released until the app answers `shouldDismiss`.
    case awaitingDismissalAnswer
    /// Sliding off screen.
    case dismissing
    /// Gone; every further event is ignored.
    case dismissed
}
