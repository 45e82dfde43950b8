/// Chooses the resting detent (or dismissal) when a drag ends.
///
/// Implementations are pure: the same release and detents always give the same
/// target, so the decision can be unit-tested with worked numbers.
public protocol SnapTargetPolicy: Sendable {
    /// Where the sheet's height would come to rest if momentum carried it on.
    func projectedHeight(for release: DragRelease) -> Double

    /// The target for `release` among `detents` (any order), or `nil` when there are
    /// no detents. `allowsDismissal` is the sheet's swipe rule.
    func target(for release: DragRelease, among detents: [ResolvedDetent], allowsDismissal: Bool) -> SnapTarget?
}

extension Array where Element == ResolvedDetent {
    /// The detents in ascending height, equal heights keeping their order.
    func sortedByHeight() -> [ResolvedDetent] {
        enumerated()
            .sorted { $0.element.height != $1.element.height ? $0.element.height < $1.element.height : $0.offset < $1.offset }
            .map(\.element)
    }
}
