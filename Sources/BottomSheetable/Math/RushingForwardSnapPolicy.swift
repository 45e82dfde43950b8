/// Snap the way OverlayContainer's default target notch policy does
/// (`RushingForwardTargetNotchPolicy`, OverlayContainer 3.5.3): a short, linear
/// look-ahead, then the nearest notch, except that a release faster than
/// `minimumVelocity` always moves on in its direction.
///
/// 1. **Dismiss** (when allowed) if the finger moves down faster than
///    `dismissalVelocity` (strictly): the velocity half of the sheet presentation
///    controller's default `ThresholdOverlayContainerSheetDismissalPolicy`. Its
///    position half (a target below the first notch) cannot fire here, since the
///    target is always one of the detents.
/// 2. **Look ahead** `projectionDuration` seconds at the release velocity:
///    `projected = h + projectionDuration · g`, `g` the growth velocity.
/// 3. **Rank** the detents by distance to the projection, a tie going to the lower one.
/// 4. With more than one detent and `|v| > minimumVelocity` (strictly): of the two
///    nearest, the higher when moving up and the lower otherwise; else the nearest.
///
/// OverlayContainer measures heights from the container's bottom edge and sheetspec
/// above the bottom safe area, but the rule only compares differences of heights, so
/// the outcome is the same in either frame.
public struct RushingForwardSnapPolicy: SnapTargetPolicy, Hashable, LayoutFields {
    /// OverlayContainer's `minimumVelocity`, pt/s.
    public static let standardMinimumVelocity: Double = 400
    /// OverlayContainer's `minimumDuration`, seconds.
    public static let standardProjectionDuration: Double = 0.1
    /// `ThresholdOverlayContainerSheetDismissalPolicy`'s default `dismissingVelocity`, pt/s.
    public static let standardDismissalVelocity: Double = 2400

    /// Speed above which a release moves on to the next detent in its direction, pt/s.
    public var minimumVelocity: Double
    /// How far ahead the release is projected, seconds (the source's `minimumDuration`).
    public var projectionDuration: Double
    /// Downward speed above which a release dismisses the sheet, pt/s.
    public var dismissalVelocity: Double

    public init(
        minimumVelocity: Double = RushingForwardSnapPolicy.standardMinimumVelocity,
        projectionDuration: Double = RushingForwardSnapPolicy.standardProjectionDuration,
        dismissalVelocity: Double = RushingForwardSnapPolicy.standardDismissalVelocity
    ) {
        self.minimumVelocity = minimumVelocity
        self.projectionDuration = projectionDuration
        self.dismissalVelocity = dismissalVelocity
    }

    /// The field list (`LayoutFields`): the plan's `snap` object when the
    /// policy is `rushingForward`, its schema, the fingerprint and the generated
    /// policy's arguments read it.
    @inlinable
    public func visitFields<Visitor: LayoutFieldVisitor>(_ visitor: inout Visitor) {
        visitor.visit("minimumVelocity", minimumVelocity)
        visitor.visit("projectionDuration", projectionDuration)
        visitor.visit("dismissalVelocity", dismissalVelocity)
    }

    public func projectedHeight(for release: DragRelease) -> Double {
        release.height + projectionDuration * release.growthVelocity
    }

    public func target(for release: DragRelease, among detents: [ResolvedDetent], allowsDismissal: Bool) -> SnapTarget?
    {
        let sorted = detents.sortedByHeight()
        guard !sorted.isEmpty else { return nil }
        if allowsDismissal && release.downwardVelocity > dismissalVelocity { return .dismiss }
        let projected = projectedHeight(for: release)
        // Indices in ascending height stand for the source's notch indexes, which it
        // requires to be sorted by height; ranking by (distance, index) is its
        // (distance, height) with equal heights kept in spec order.
        let ranked = sorted.indices.sorted {
            let lhs = abs(projected - sorted[$0].height)
            let rhs = abs(projected - sorted[$1].height)
            return lhs != rhs ? lhs < rhs : $0 < $1
        }
        guard ranked.count > 1, abs(release.downwardVelocity) > minimumVelocity else {
            return .detent(sorted[ranked[0]])
        }
        let pair = (ranked[0], ranked[1])
        let index = release.downwardVelocity < 0 ? max(pair.0, pair.1) : min(pair.0, pair.1)
        return .detent(sorted[index])
    }
}
