/// Where a sheet goes when a drag ends.
public enum SnapTarget: Sendable, Hashable {
    /// Settle at this detent.
    case detent(ResolvedDetent)
    /// Leave the screen (after asking `shouldDismiss` when the rules say so).
    case dismiss
}
