import BottomSheetable

/// `navigation.transition`: what moves on screen when the sheet's navigation
/// stack pushes or pops a screen.
public enum NavigationTransitionKeyword: String, SpecKeyword {
    /// The navigation controller's own slide; the sheet's height follows the
    /// new screen's layout beside it.
    case system
    /// The sheet's own animation (Walmart's `TransitionAnimator` on push and
    /// pop): the new screen rises from the sheet's bottom edge while the height
    /// moves to its detent, and a popped screen sinks below it.
    case sheet
}

/// The runtime's value, a switch, so that a word added on either side does not compile.
extension NavigationTransitionKeyword {
    var runtimeValue: NavigationTransition {
        switch self {
        case .system: .system
        case .sheet: .sheet
        }
    }
}
