/// Who owns the vertical movement of the sheet's embedded scroll view.
public enum ScrollLock: String, Sendable, Hashable, CaseIterable {
    /// The scroll view scrolls as usual; the sheet does not move with it.
    case free
    /// The sheet is moving (or settling after a drag that moved it): the shell holds
    /// the scroll view at its top (content offset = −adjusted top inset) and stops its
    /// deceleration, so the content does not scroll while the sheet moves.
    case pinned
}
