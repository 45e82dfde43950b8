/// Snap the way the map-drawer tutorial ("The Bottom Drawer or Bottom Sheet", a drawer on a scroll view over a map) does in `scrollViewWillEndDragging`:
/// the scroll view projects the release, and when the projection falls between
/// two stops, the sign of the velocity alone picks one, with a release at rest
/// going up ("if velocity.y < 0 … pulledDownOffset, else … pulledUpOffset").
///
/// 1. **Project** as a scroll view decelerates (WWDC18 "Designing Fluid Interfaces",
///    the projection `MomentumRedirectSnapPolicy` uses): with deceleration rate `r`
///    per millisecond, `projected = h + g · (r / (1 − r)) / 1000`, `g` the growth
///    velocity. The article sets the table view's `decelerationRate` to `.fast`
///    (0.99, 0.099 s per pt/s); UIScrollView's `.normal` (0.998) is the default.
/// 2. **Decide by direction.** Moving down (`downwardVelocity > 0`, the article's
///    `velocity.y < 0`): the lower of the two stops around the projection, a
///    projection on a stop counting as the top of the gap below it; at or below the
///    smallest stop, the smallest, or dismissal when allowed and the projection is
///    below it (the article's drawer is never dismissed, so it bounces back). Moving up or at rest: the upper of the
///    two, a projection on a stop counting as the bottom of the gap above it; at or
///    above the largest stop, the largest. With two stops this is the article's
///    closed range exactly: a release at rest on the lower stop goes up, and one
///    moving down that projects onto the upper stop goes down.
///
/// A projection beyond the stops in the direction of motion ends at the last stop
/// that way (the article's scroll view scrolls its content on, or bounces back).
public struct VelocityDirectionSnapPolicy: SnapTargetPolicy, Hashable, LayoutFields {
    /// UIScrollView `DecelerationRate.normal`.
    public static let standardProjectionRate: Double = 0.998

    /// Deceleration rate per millisecond, in (0, 1); the projection is the release
    /// height itself outside that range.
    public var projectionRate: Double

    public init(projectionRate: Double = VelocityDirectionSnapPolicy.standardProjectionRate) {
        self.projectionRate = projectionRate
    }

    /// The field list (`LayoutFields`): the plan's `snap` object when the
    /// policy is `velocityDirection`, its schema, the fingerprint and the generated
    /// policy's arguments read it.
    @inlinable
    public func visitFields<Visitor: LayoutFieldVisitor>(_ visitor: inout Visitor) {
        visitor.visit("projectionRate", projectionRate)
    }

    /// Seconds of travel the projection adds per pt/s of velocity: `(r / (1 − r)) / 1000`.
    public var projectionFactor: Double {
        guard projectionRate > 0, projectionRate < 1 else { return 0 }
        return projectionRate / (1 - projectionRate) / 1000
    }

    public func projectedHeight(for release: DragRelease) -> Double {
        release.height + release.growthVelocity * projectionFactor
    }

    public func target(for release: DragRelease, among detents: [ResolvedDetent], allowsDismissal: Bool) -> SnapTarget?
    {
        let sorted = detents.sortedByHeight()
        guard let smallest = sorted.first, let largest = sorted.last else { return nil }
        let projected = projectedHeight(for: release)
        if release.downwardVelocity > 0 {
            if projected < smallest.height, allowsDismissal { return .dismiss }
            if projected <= smallest.height { return .detent(smallest) }  // mutate: equivalent — `?? smallest` below
            if projected > largest.height { return .detent(largest) }
            // smallest < projected ≤ largest: the last stop below the projection.
            return .detent(sorted.last { $0.height < projected } ?? smallest)
        }
        if projected >= largest.height { return .detent(largest) }  // mutate: equivalent — `?? largest` below
        if projected < smallest.height { return .detent(smallest) }
        // smallest ≤ projected < largest: the first stop above the projection.
        return .detent(sorted.first { $0.height > projected } ?? largest)
    }
}
