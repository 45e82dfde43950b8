import BottomSheetable
import Testing

/// The bottom drawer's release rule (seed 002, `scrollViewWillEndDragging`) with
/// worked numbers: on the iPhone 16 (759 available) its stops are half-way,
/// 759 / 2 = 379.5, and full, 759. The article's `decelerationRate = .fast` is
/// 0.99 per ms, so a release travels `v · 0.99 / 0.01 / 1000` = 0.099 s · v.
@Suite struct VelocityDirectionSnapPolicyTests {
    static let fast = VelocityDirectionSnapPolicy(projectionRate: 0.99)
    static let drawer = [
        ResolvedDetent(id: "halfway", height: 379.5, requestedHeight: 379.5, contentRange: nil),
        ResolvedDetent(id: "full", height: 759, requestedHeight: 759, contentRange: nil),
    ]

    static func target(_ height: Double, _ downwardVelocity: Double, dismissal: Bool = false) -> SnapTarget? {
        fast.target(
            for: DragRelease(height: height, downwardVelocity: downwardVelocity, startHeight: 379.5), among: drawer,
            allowsDismissal: dismissal)
    }

    @Test func theProjectionIsAFastScrollViewsDeceleration() {
        expectClose(Self.fast.projectionFactor, 0.099)
        // 500 up at 1,000 pt/s: 500 + 99 = 599.
        expectClose(Self.fast.projectedHeight(for: DragRelease(height: 500, downwardVelocity: -1000, startHeight: 379.5)), 599)
        #expect(VelocityDirectionSnapPolicy().projectionRate == 0.998, "UIScrollView's .normal unless told")
    }

    /// Outside (0, 1) the projection is off: at 1 the formula would divide by zero,
    /// above 1 or below 0 it would project backwards. Just inside, it is on.
    @Test func aRateOutsideZeroToOneTurnsTheProjectionOff() {
        for rate in [-0.5, 0, 1, 1.5, 2] {
            #expect(VelocityDirectionSnapPolicy(projectionRate: rate).projectionFactor == 0, "rate \(rate)")
        }
        // 0.5 / 0.5 / 1000 = 0.001 s per pt/s.
        #expect(VelocityDirectionSnapPolicy(projectionRate: 0.5).projectionFactor == 0.001)
        #expect(VelocityDirectionSnapPolicy(projectionRate: 0.999).projectionFactor > 0.998)
    }

    @Test func aReleaseAtRestGoesToTheExpandedStop() {
        // At rest at 500, or on the lower stop itself: the article's `else` branch.
        #expect(Self.target(500, 0) == .detent(Self.drawer[1]))
        #expect(Self.target(379.5, 0) == .detent(Self.drawer[1]))
        #expect(Self.target(380, 0) == .detent(Self.drawer[1]))
    }

    @Test func theSignOfTheVelocityAloneDecidesBetweenTheStops() {
        // 700 down at 100 pt/s: projected 700 − 9.9 = 690.1, in between, moving down → half-way,
        // although full is nearer.
        #expect(Self.target(700, 100) == .detent(Self.drawer[0]))
        // 400 up at 100 pt/s: projected 409.9 → full, although half-way is nearer.
        #expect(Self.target(400, -100) == .detent(Self.drawer[1]))
        // On the full stop, moving down at 1 pt/s: projected 758.901 → half-way.
        #expect(Self.target(759, 1) == .detent(Self.drawer[0]))
    }

    @Test func projectionsBeyondTheStopsEndAtTheLastStopThatWay() {
        // 600 up at 3,000 pt/s: 600 + 297 = 897 ≥ 759 → full.
        #expect(Self.target(600, -3000) == .detent(Self.drawer[1]))
        // 500 down at 3,000 pt/s: 500 − 297 = 203 < 379.5 → half-way: the drawer is never
        // dismissed; dismissal when the rules allow a swipe.
        #expect(Self.target(500, 3000) == .detent(Self.drawer[0]))
        #expect(Self.target(500, 3000, dismissal: true) == .dismiss)
        // Released above full and drifting down to 800: still above full → full.
        #expect(Self.target(810, 100) == .detent(Self.drawer[1]))
        #expect(Self.fast.target(for: DragRelease(height: 1, downwardVelocity: 0, startHeight: 1), among: [], allowsDismissal: true) == nil)
    }

    @Test func withMoreStopsTheNextStopInTheDirectionOfMotion() {
        let stops = [
            ResolvedDetent(id: "tip", height: 100, requestedHeight: 100, contentRange: nil),
            ResolvedDetent(id: "half", height: 379.5, requestedHeight: 379.5, contentRange: nil),
            ResolvedDetent(id: "tall", height: 569.25, requestedHeight: 569.25, contentRange: nil),
            ResolvedDetent(id: "full", height: 759, requestedHeight: 759, contentRange: nil),
        ]
        func target(_ height: Double, _ velocity: Double) -> SnapTarget? {
            Self.fast.target(
                for: DragRelease(height: height, downwardVelocity: velocity, startHeight: 379.5), among: stops,
                allowsDismissal: false)
        }
        // At rest at 400: the stop above, tall (569.25), not full.
        #expect(target(400, 0) == .detent(stops[2]))
        // 560 down at 100: projected 550.1 → the stop below, half.
        #expect(target(560, 100) == .detent(stops[1]))
        // 300 down at 1,000: projected 201 → tip.
        #expect(target(300, 1000) == .detent(stops[0]))
    }

    /// Projections exactly on a stop, with the projection turned off (rate 0: the
    /// projection is the release height itself), so no rounding stands in between.
    @Test func aProjectionExactlyOnAStopCountsAsTheEdgeOfTheGapBeyondIt() {
        let still = VelocityDirectionSnapPolicy(projectionRate: 0)
        let stops = [
            ResolvedDetent(id: "tip", height: 100, requestedHeight: 100, contentRange: nil),
            ResolvedDetent(id: "half", height: 379.5, requestedHeight: 379.5, contentRange: nil),
            ResolvedDetent(id: "full", height: 759, requestedHeight: 759, contentRange: nil),
        ]
        func target(_ height: Double, _ velocity: Double, dismissal: Bool = false) -> SnapTarget? {
            still.target(
                for: DragRelease(height: height, downwardVelocity: velocity, startHeight: 379.5), among: stops,
                allowsDismissal: dismissal)
        }
        #expect(still.projectedHeight(for: DragRelease(height: 379.5, downwardVelocity: 500, startHeight: 0)) == 379.5)
        // Moving down onto the smallest stop: it stays, even where a swipe may dismiss;
        // a point below it dismisses.
        #expect(target(100, 50, dismissal: true) == .detent(stops[0]))
        #expect(target(99, 50, dismissal: true) == .dismiss)
        #expect(target(101, 50, dismissal: true) == .detent(stops[0]))
        // Moving down onto the middle stop: the top of the gap below it → tip; a point
        // above it → half.
        #expect(target(379.5, 50) == .detent(stops[0]))
        #expect(target(380.5, 50) == .detent(stops[1]))
        // Moving down onto the largest stop: the gap below it → half; a point above → full.
        #expect(target(759, 50) == .detent(stops[1]))
        #expect(target(760, 50) == .detent(stops[2]))
        // Moving up (or at rest) onto the middle stop: the bottom of the gap above → full;
        // a point below it → half.
        #expect(target(379.5, -50) == .detent(stops[2]))
        #expect(target(378.5, -50) == .detent(stops[1]))
        #expect(target(379.5, 0) == .detent(stops[2]))
    }
}
