import BottomSheetable

/// `accessibility.escape`: what VoiceOver's escape gesture (the two-finger
/// scrub) does on the sheet.
public enum EscapeKeyword: String, SpecKeyword {
    /// Dismiss the sheet when its dismissal rules let the user dismiss it.
    case dismiss
    /// Move to the smallest detent; on the smallest, what `dismiss` does.
    case collapse
    /// The sheet does not handle the gesture.
    case ignore
}

/// The runtime's value, a switch, so that a word added on either side does not compile.
extension EscapeKeyword {
    var runtimeValue: SheetAccessibility.Escape {
        switch self {
        case .dismiss: .dismiss
        case .collapse: .collapse
        case .ignore: .ignore
        }
    }
}
