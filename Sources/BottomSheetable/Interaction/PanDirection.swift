/// Whether a pan that is about to begin is the sheet's: a vertical drag moves
/// the sheet, a sideways one belongs to what is under the finger (a carousel, a
/// table row's swipe actions, the navigation controller's edge swipe).
///
/// UIKit asks a recognizer's delegate once, when the pan leaves its possible
/// state (`gestureRecognizerShouldBegin(_:)`); a shell passes the pan's
/// translation so far (docs/Runtime.md §14.7).
public enum PanDirection {
    /// True when the movement is more vertical than horizontal: `|dy| > |dx|`.
    /// A movement exactly on the diagonal, none at all, or a NaN or infinite
    /// component is not the sheet's. Worked: (8, 12) begins, (12, 8) and (10, 10)
    /// do not; (0, −3) (up) begins.
    public static func beginsSheetDrag(horizontal: Double, vertical: Double) -> Bool {
        guard horizontal.isFinite, vertical.isFinite else { return false }
        return abs(vertical) > abs(horizontal)
    }
}
