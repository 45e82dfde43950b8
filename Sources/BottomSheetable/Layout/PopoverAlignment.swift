/// Where an arrowless iPad popover sits in its container (original `BottomSheetable` names).
public enum PopoverAlignment: String, Sendable, Hashable, CaseIterable {
    /// Centred in the container.
    case center
    /// Horizontally centred, resting on the bottom of the container's safe area.
    case bottomCenter
}
