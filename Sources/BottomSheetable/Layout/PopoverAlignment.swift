/// Where an iPad popover sits in its container (original `BottomSheetable` names).
public enum PopoverAlignment: String, Sendable, Hashable, CaseIterable, LayoutWord {
    /// Centred in the container.
    case center
    /// Horizontally centred, resting on the bottom of the container's safe area.
    case bottomCenter
    /// Beside a view the app names when it presents the popover, with an arrow
    /// pointing at it (`PopoverLayout.arrows`). Its position is the app's runtime
    /// value, so only its size is computed here.
    case anchored

    /// Whether UIKit places the popover beside a source view the app gives,
    /// rather than at a point of the container that the layout fixes.
    public var isAnchoredToSource: Bool { self == .anchored }
}
