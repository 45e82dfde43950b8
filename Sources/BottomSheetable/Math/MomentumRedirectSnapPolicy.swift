/// Snap by momentum projection with a redirect threshold, as FloatingPanel v3 does
/// (research §3.2, `Core.swift` `targetState(from:with:)`).
///
/// 1. **Removal**: when allowed, dismiss if `downwardVelocity / distance ≥ 5.5` (1/s):
///    the velocity normalised by the distance left to FloatingPanel's hidden position
///    (`Core.swift` `panningEnd`: `velocity.y / distToHidden`). Its default hidden
///    anchor lies 100 pt below the container's bottom edge (`LayoutAdapter.hiddenAnchor`,
///    `absoluteInset: -100` from the superview's bottom), so the distance is
///    `height + b + 100`, with `b` the bottom safe area under the height origin
///    (`DragRelease.extentBelowOrigin`).
/// 2. **Projection** (WWDC18 "Designing Fluid Interfaces"): with deceleration rate `r`
///    per millisecond, `projected = h + g · (r / (1 − r)) / 1000` where `g` is the growth
///    velocity. FloatingPanel normalises the velocity by the distance between the least
///    and most expanded stops and scales back; the projection is linear, so that cancels.
///    For `r = 0.998` (UIScrollView `.normal`) the factor is 0.499 s.
/// 3. **Segment**: the pair of adjacent detents to move between. Unless `skipsStops`,
///    it is the pair around the release height (extended one stop in the direction
///    of motion when the sheet sits on a detent) and the projection is clipped to it,
///    so a fling moves at most one stop; with `skipsStops` it is the pair around the
///    projection. `from` is the end behind the motion, `to` the end ahead of it.
/// 4. **Redirection**: `progress = |projected − from| / |to − from|`; the target is `to`
///    when `progress > redirectThreshold` (0.5), otherwise `from`.
///
/// Direction is the sign of the velocity; a release without velocity moves in the
/// direction of its displacement from `startHeight`.
public struct MomentumRedirectSnapPolicy: SnapTargetPolicy, Hashable, LayoutFields {
    /// UIScrollView `DecelerationRate.normal`, FloatingPanel's `momentumProjectionRate`.
    public static let standardProjectionRate: Double = 0.998
    /// FloatingPanel's `redirectionalProgress` default.
    public static let standardRedirectThreshold: Double = 0.5
    /// FloatingPanel's `removalInteractionVelocityThreshold` default (1/s).
    public static let standardRemovalVelocityThreshold: Double = 5.5

    /// Deceleration rate per millisecond, in (0, 1).
    public var projectionRate: Double
    /// Fraction of a segment the projection must pass to go on to the next detent, in [0, 1].
    public var redirectThreshold: Double
    /// Whether a strong fling may pass over detents (FloatingPanel `shouldProjectMomentum`, default false).
    public var skipsStops: Bool
    /// Normalised downward velocity (pt/s per pt of height, i.e. 1/s) that removes the sheet.
    public var removalVelocityThreshold: Double

    public init(
        projectionRate: Double = MomentumRedirectSnapPolicy.standardProjectionRate,
        redirectThreshold: Double = MomentumRedirectSnapPolicy.standardRedirectThreshold,
        skipsStops: Bool = false,
        removalVelocityThreshold: Double = MomentumRedirectSnapPolicy.standardRemovalVelocityThreshold
    ) {
        self.projectionRate = projectionRate
        self.redirectThreshold = redirectThreshold
        self.skipsStops = skipsStops
        self.removalVelocityThreshold = removalVelocityThreshold
    }

    /// The field list (`LayoutFields`): the plan's `snap` object when the
    /// policy is `momentumRedirect`, its schema, the fingerprint and the generated
    /// policy's arguments read it.
    @inlinable
    public func visitFields<Visitor: LayoutFieldVisitor>(_ visitor: inout Visitor) {
        visitor.visit("projectionRate", projectionRate)
        visitor.visit("redirectThreshold", redirectThreshold)
        visitor.visit(LayoutField("skipsStops", plan: "skipStops"), skipsStops)
        visitor.visit(LayoutField("removalVelocityThreshold", plan: "removalVelocity"), removalVelocityThreshold)
    }

    /// Seconds of travel the projection adds per pt/s of velocity: `(r / (1 − r)) / 1000`;
    /// 0 when the rate is outside (0, 1).
    public var projectionFactor: Double {
        guard projectionRate > 0, projectionRate < 1 else { return 0 }
        return projectionRate / (1 - projectionRate) / 1000
    }

    public func projectedHeight(for release: DragRelease) -> Double {
        release.height + projectionFactor * release.growthVelocity
    }

    /// How far FloatingPanel's default hidden position lies below the container's
    /// bottom edge, in points (`LayoutAdapter.hiddenAnchor`).
    public static let hiddenPositionDepth: Double = 100

    /// The distance from the sheet's top edge to the hidden position:
    /// `height + extentBelowOrigin + hiddenPositionDepth`.
    public func distanceToHiddenPosition(for release: DragRelease) -> Double {
        release.height + max(0, release.extentBelowOrigin) + Self.hiddenPositionDepth
    }

    /// Whether the release removes the sheet: `downwardVelocity / distance ≥ threshold`,
    /// the distance to the hidden position. At the hidden position itself (distance
    /// 0 or less) nothing removes it, as FloatingPanel's zero removal vector.
    public func removes(_ release: DragRelease) -> Bool {
        let distance = distanceToHiddenPosition(for: release)
        guard release.downwardVelocity > 0, distance > 0 else { return false }
        return release.downwardVelocity / distance >= removalVelocityThreshold
    }

    public func target(for release: DragRelease, among detents: [ResolvedDetent], allowsDismissal: Bool) -> SnapTarget? {
        let sorted = detents.sortedByHeight()
        guard !sorted.isEmpty else { return nil }
        if allowsDismissal && removes(release) { return .dismiss }
        let heights = sorted.map(\.height)
        let growing =
            release.growthVelocity != 0 ? release.growthVelocity > 0 : release.height > release.startHeight
        var projected = projectedHeight(for: release)

        var (lower, upper) = Self.bracket(skipsStops ? projected : release.height, in: heights)
        if !skipsStops {
            if lower == upper {
                if growing { upper = min(upper + 1, heights.count - 1) } else { lower = max(lower - 1, 0) }
            }
            projected = min(max(projected, heights[lower]), heights[upper])
        }
        let (from, to) = growing ? (lower, upper) : (upper, lower)
        let span = abs(heights[to] - heights[from])
        guard span > 0 else { return .detent(sorted[to]) }
        let progress = abs(projected - heights[from]) / span
        let threshold = min(max(redirectThreshold, 0), 1)
        return .detent(sorted[progress > threshold ? to : from])
    }

    /// Indices of the detents just below and just above `height` (equal when `height` sits
    /// on a detent or outside the range, where both name the nearest end).
    static func bracket(_ height: Double, in ascending: [Double]) -> (lower: Int, upper: Int) {
        let lower = ascending.lastIndex { $0 <= height } ?? 0
        let upper = ascending.firstIndex { $0 >= height } ?? ascending.count - 1
        return (lower, upper)
    }
}
