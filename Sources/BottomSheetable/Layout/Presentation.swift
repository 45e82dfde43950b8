/// How a sheet is put on screen.
public enum Presentation: String, Sendable, Hashable, CaseIterable {
    /// Modal sheet: dims what is behind it (except at or below the undimmed detent).
    case modal
    /// Non-modal overlay (drawer over a map): the background stays interactive.
    case overlay
    /// iPad popover of fixed width and per-orientation height.
    case popover
}
