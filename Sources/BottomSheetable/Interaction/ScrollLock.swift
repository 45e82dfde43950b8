/// Who owns the vertical movement of the sheet's embedded scroll view.
public enum ScrollLock: String, Sendable, Hashable, CaseIterable {
    /// The scroll view scrolls as usual; the sheet does not move with it.
    case free
    /// The sheet is moving (or settling after a drag that moved it): the shell holds
    /// the scroll view at its top (content offset = −adjusted top inset) and stops its
    /// deceleration, so the content does not scroll while the sheet moves.
    case pinned
}

extension ScrollLock {
    /// The `contentOffset.y` that shows a scroll view's content from its top:
    /// `−adjustedContentInset.top` (the inset is where the content starts).
    public static func topContentOffsetY(adjustedTopInset: Double) -> Double {
        -SheetInteraction.finite(adjustedTopInset)
    }
}

extension SheetEvent {
    /// `scrollOffsetChanged` from a scroll view's own numbers: the offset from its
    /// top is `contentOffset.y + adjustedContentInset.top`, so content under a
    /// navigation bar or a safe-area inset is at its top at 0.
    public static func scrollOffset(contentOffsetY: Double, adjustedTopInset: Double) -> SheetEvent {
        .scrollOffsetChanged(SheetInteraction.finite(contentOffsetY) + SheetInteraction.finite(adjustedTopInset))
    }
}
