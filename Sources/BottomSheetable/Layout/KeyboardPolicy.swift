/// What a sheet does when the keyboard appears. `KeyboardAdjustment` holds the math.
public enum KeyboardPolicy: String, Sendable, Hashable, CaseIterable {
    /// Keep the height; the keyboard covers the bottom of the sheet.
    case none
    /// Grow to the largest detent (UIKit's behaviour for sheets with a larger detent).
    case expand
    /// Grow by the keyboard's overlap, up to the available height.
    case lift
    /// Keep the sheet's top edge and shrink what is visible; for popovers the height
    /// becomes `orientationMaxHeight - keyboardHeight` (original `PopoverContainerViewController`).
    case shrink
}
