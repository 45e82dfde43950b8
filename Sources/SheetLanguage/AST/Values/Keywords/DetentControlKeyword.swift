import BottomSheetable

/// `accessibility.detentControl`: how someone who cannot drag changes the
/// detent (WCAG 2.2 SC 2.5.7, "Dragging Movements").
public enum DetentControlKeyword: String, SpecKeyword {
    /// The grabber is an adjustable element: VoiceOver's swipe up and down
    /// move to the next and previous detent.
    case grabber
    /// The app provides its own control in the sheet's content.
    case app
}

/// The runtime's value, a switch, so that a word added on either side does not compile.
extension DetentControlKeyword {
    var runtimeValue: SheetAccessibility.DetentControl {
        switch self {
        case .grabber: .grabber
        case .app: .appControl
        }
    }
}
