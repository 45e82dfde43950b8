/// Whether a popover's height shrinks by the keyboard's, and if not, why.
///
/// The original `PopoverContainerViewController.keyboardWillShow` returns early
/// unless `tiersType == .oneTierAutomatic` and `isKeyboardObserver`: only a
/// one-tier popover sized by its content gives up height to the keyboard. A
/// popover with fixed tiers keeps its orientation height, whatever its policy.
public enum PopoverShrink: String, Sendable, Hashable, CaseIterable {
    /// The height is the orientation's height minus the keyboard's.
    case shrinks
    /// The sheet is not presented as a popover.
    case notPopover
    /// The keyboard policy is not `shrink`.
    case policyNotShrink
    /// `tiers` is not `oneTierAutomatic`, for which alone the original shrinks.
    case tiersNotAutomatic
    /// The sheet does not observe the keyboard (`isKeyboardObserver` is false).
    case notObserved

    /// The rule for `layout`, observing the keyboard or not.
    public init(_ layout: SheetLayout, observesKeyboard: Bool) {
        if layout.presentation != .popover {
            self = .notPopover
        } else if layout.keyboard != .shrink {
            self = .policyNotShrink
        } else if layout.tiers != .oneTierAutomatic {
            self = .tiersNotAutomatic
        } else if !observesKeyboard {
            self = .notObserved
        } else {
            self = .shrinks
        }
    }

    /// The policy to hand `PopoverPlacement`: `shrink` only when it applies.
    public var popoverPolicy: KeyboardPolicy { self == .shrinks ? .shrink : .none }
}
