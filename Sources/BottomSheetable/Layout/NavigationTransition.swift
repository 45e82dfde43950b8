/// How a sheet's navigation stack animates a push and a pop
/// (`navigation.transition`).
///
/// The layout that pushes decides, as it decides `interactivePop`: a push from
/// it, and the pop back to it, use its transition.
public enum NavigationTransition: String, Sendable, Hashable, CaseIterable, LayoutWord {
    /// The navigation controller's own slide; the sheet's height settles on the
    /// new screen's detent beside it with the new layout's spring.
    case system
    /// The sheet's own animation, as Walmart's `BottomSheetNavigationController`
    /// does with `TransitionAnimator(for: .presenting)` on push and
    /// `.dismissing` on pop: the pushed screen rises from the sheet's bottom
    /// edge while the height moves to its detent, and a popped screen sinks
    /// below it while the height moves back (`NavigationTransitionFrames`).
    case sheet
}

extension NavigationTransition {
    /// The transition a shell runs for one step of the stack.
    ///
    /// `lowerLayout` is the layout of the screen that stays underneath: the one
    /// that pushes, or the one a pop returns to (`nil` when that screen is not
    /// `BottomSheetable`, which has no say). An interactive pop (the edge swipe)
    /// is always the system's: the navigation controller's own interactive pop
    /// follows the finger, and the state machine maps its progress to the height
    /// (`interactivePopChanged`), so the swipe keeps the behaviour users know.
    public static func forStep(below lowerLayout: SheetLayout?, interactive: Bool) -> NavigationTransition {
        guard let lowerLayout, !interactive else { return .system }
        return lowerLayout.navigation.transition
    }
}
