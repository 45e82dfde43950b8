import BottomSheetable

/// `accessibility.reduceMotion`: what a settle becomes while the system's
/// Reduce Motion setting is on.
public enum ReduceMotionKeyword: String, SpecKeyword {
    /// The sheet takes its new height at once and cross-dissolves over
    /// `accessibility.fadeDuration` seconds.
    case fade
    /// The sheet takes its new height at once, with no animation.
    case instant
    /// The spring, unchanged: for a sheet whose motion is small.
    case keep
}

/// The runtime's value, a switch, so that a word added on either side does not compile.
extension ReduceMotionKeyword {
    var runtimeValue: SheetAccessibility.ReduceMotionStyle {
        switch self {
        case .fade: .fade
        case .instant: .instant
        case .keep: .keep
        }
    }
}
