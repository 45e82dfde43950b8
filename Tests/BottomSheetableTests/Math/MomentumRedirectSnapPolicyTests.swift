import BottomSheetable
import Testing

/// Worked examples for FloatingPanel's rule: `projected = h + 0.499·g` (g = growth
/// velocity), at most one stop per fling, redirect threshold 0.5, removal at 5.5 /s
/// of the distance to the hidden position 100 pt below the container.
@Suite struct MomentumRedirectSnapPolicyTests {
    let policy = MomentumRedirectSnapPolicy()
    let tip = fixed("tip", 100)
    let half = fixed("half", 400)
    let full = fixed("full", 700)
    var detents: [ResolvedDetent] { [full, tip, half] }

    private func target(_ height: Double, _ downwardVelocity: Double, from startHeight: Double,
                        policy: MomentumRedirectSnapPolicy? = nil, allowsDismissal: Bool = true) -> SnapTarget? {
        (policy ?? self.policy).target(
            for: DragRelease(height: height, downwardVelocity: downwardVelocity, startHeight: startHeight),
            among: detents,
            allowsDismissal: allowsDismissal
        )
    }

    @Test func defaultsAreFloatingPanels() {
        #expect(policy.projectionRate == 0.998)
        #expect(policy.redirectThreshold == 0.5)
        #expect(policy.skipsStops == false)
        #expect(policy.removalVelocityThreshold == 5.5)
    }

    @Test func projectionFactorForTheNormalDecelerationRate() {
        // (0.998 / 0.002) / 1000 = 0.499 s.
        expectClose(policy.projectionFactor, 0.499)
        expectClose(policy.projectedHeight(for: DragRelease(height: 380, downwardVelocity: -1000, startHeight: 100)), 879)
        #expect(MomentumRedirectSnapPolicy(projectionRate: 1).projectionFactor == 0)
    }

    @Test func removalByVelocityOverTheDistanceToTheHiddenPosition() {
        // At the tip (100 pt), no bottom safe area: the hidden position is 100 + 100 = 200 pt
        // away; 1,100 pt/s down → 5.5 /s removes, 1,000 pt/s → 5 /s does not.
        #expect(target(100, 1100, from: 100) == .dismiss)
        #expect(target(100, 1000, from: 100) == .detent(tip))
        #expect(target(100, 1100, from: 100, allowsDismissal: false) == .detent(tip))
        // With a home indicator (34 pt below the origin): 234 pt away; 1,287 pt/s = 5.5 /s.
        let homeIndicator = DragRelease(height: 100, downwardVelocity: 1287, startHeight: 100, extentBelowOrigin: 34)
        #expect(policy.distanceToHiddenPosition(for: homeIndicator) == 234)
        #expect(policy.removes(homeIndicator))
        #expect(!policy.removes(DragRelease(height: 100, downwardVelocity: 1286, startHeight: 100, extentBelowOrigin: 34)))
        // Upward never removes; at the hidden position nothing does (a zero removal vector).
        #expect(!policy.removes(DragRelease(height: 100, downwardVelocity: -600, startHeight: 100)))
        #expect(!policy.removes(DragRelease(height: -100, downwardVelocity: 5000, startHeight: 100)))
        #expect(policy.removes(DragRelease(height: 0, downwardVelocity: 550, startHeight: 100)))
    }

    @Test func removalNeedsDownwardSpeedAndRoomLeft() {
        // With a threshold of 0 any downward speed removes (0.5 pt/s), a still release does not.
        let eager = MomentumRedirectSnapPolicy(removalVelocityThreshold: 0)
        #expect(eager.removes(DragRelease(height: 100, downwardVelocity: 0.5, startHeight: 100)))
        #expect(!eager.removes(DragRelease(height: 100, downwardVelocity: 0, startHeight: 100)))
        // Half a point above the hidden position (height −99.5): 550 pt/s over 0.5 pt removes.
        #expect(policy.removes(DragRelease(height: -99.5, downwardVelocity: 550, startHeight: 100)))
    }

    @Test func aFlingFromAnEndDetentMovesOneStop() {
        // From the tip up at 1000 pt/s: projected 100 + 499 = 599 is clipped to [100, 400]: half,
        // not full. From full down: 700 − 499 = 201 is clipped to [400, 700]: half, not the tip.
        #expect(target(100, -1000, from: 100) == .detent(half))
        #expect(target(700, 1000, from: 700) == .detent(half))
    }

    @Test func flingMovesAtMostOneStop() {
        // From 380 up at 1000 pt/s: projected 879 is past full, but it is clipped to the
        // current segment [100, 400], progress 1 → half.
        #expect(target(380, -1000, from: 100) == .detent(half))
    }

    @Test func skippingStopsFollowsTheProjection() {
        let skipping = MomentumRedirectSnapPolicy(skipsStops: true)
        // Projected 879 lies past the largest detent → full.
        #expect(target(380, -1000, from: 100, policy: skipping) == .detent(full))
        // From 380 up at 300 pt/s: 380 + 149.7 = 529.7 lies in [400, 700];
        // progress (529.7 − 400)/300 ≈ 0.43 ≤ 0.5 → back to half.
        #expect(target(380, -300, from: 100, policy: skipping) == .detent(half))
    }

    @Test func weakMomentumIsRedirectedBack() {
        // Dragged down from half to 380, released at 50 pt/s down: projected 355.05,
        // progress (400 − 355.05)/300 ≈ 0.15 → stays at half.
        #expect(target(380, 50, from: 400) == .detent(half))
    }

    @Test func progressPastTheThresholdMovesOn() {
        // 300 − 0.499·200 = 200.2; progress from half (400) toward tip: 199.8/300 = 0.666 → tip.
        #expect(target(300, 200, from: 400) == .detent(tip))
    }

    @Test func progressExactlyAtTheThresholdStays() {
        // Released still at 250 after dragging down from half: 150/300 = 0.5, not > 0.5 → half.
        #expect(target(250, 0, from: 400) == .detent(half))
    }

    @Test func startingOnADetentMovesTowardTheNextOne() {
        // From exactly 400 up at 400 pt/s: projected 599.6 in [400, 700]; progress 0.665 → full.
        #expect(target(400, -400, from: 400) == .detent(full))
    }

    @Test func stillReleaseUsesTheDisplacementFromTheStart() {
        // Dragged down from full (700) and released still: segment [400, 700], from = 700.
        #expect(target(520, 0, from: 700) == .detent(half))  // progress 180/300 = 0.6
        #expect(target(580, 0, from: 700) == .detent(full))  // progress 120/300 = 0.4
        // An asymmetric threshold is not "nearest": 100/300 = 0.33 > 0.3 → full, though half is nearer.
        let eager = MomentumRedirectSnapPolicy(redirectThreshold: 0.3)
        #expect(target(500, 0, from: 400, policy: eager) == .detent(full))
    }

    @Test func overshootAboveTheLargestSettlesBack() {
        // Rubber-banded to 760, released at 10 pt/s down: projected 755.01, clipped to 700.
        #expect(target(760, 10, from: 700) == .detent(full))
    }

    @Test func singleDetentAlwaysWins() {
        let one = [fixed("fit", 400)]
        let release = DragRelease(height: 350, downwardVelocity: 100, startHeight: 400)  // 100/350 ≈ 0.29 /s
        #expect(policy.target(for: release, among: one, allowsDismissal: true) == .detent(fixed("fit", 400)))
        #expect(policy.target(for: release, among: [], allowsDismissal: true) == nil)
    }

    /// Growth direction of a release without velocity: the displacement from the start.
    /// Still at 250 after starting at 250 (no displacement) is not growth: the segment
    /// runs from half (400) down to the tip, progress 150/300 = 0.5 is not past the
    /// threshold → half. Read as growth, it would run from the tip up and stay at the tip.
    @Test func aStillReleaseWhereItStartedIsNotGrowth() {
        #expect(target(250, 0, from: 250) == .detent(half))
        // One point of displacement either way decides: up from 249 → growth from the tip,
        // progress 150/300 = 0.5 → tip; down from 251 → from half → half.
        #expect(target(250, 0, from: 249) == .detent(tip))
        #expect(target(250, 0, from: 251) == .detent(half))
    }

    /// One stop per fling from every detent, in both directions (tip 100, half 400,
    /// full 700; 1,000 pt/s projects 499 pt). Up from the top and down from the bottom
    /// (with dismissal off) there is no stop beyond: the sheet stays.
    @Test func oneStopFromEveryDetentInBothDirections() {
        #expect(target(100, -1000, from: 100) == .detent(half))
        #expect(target(400, -1000, from: 400) == .detent(full))
        #expect(target(700, -1000, from: 700) == .detent(full))
        #expect(target(700, 1000, from: 700) == .detent(half))
        // 1,000 pt/s down at 400 is 1000 / 500 = 2 /s, short of removal: projected −99
        // is clipped to the tip.
        #expect(target(400, 1000, from: 400) == .detent(tip))
        #expect(target(100, 1000, from: 100, allowsDismissal: false) == .detent(tip))
        // Below the tip (rubber-banded to 50) and moving up slowly: the segment is the
        // tip's first one; projected 99.9 is clipped to the tip → progress 0 → tip.
        #expect(target(50, -100, from: 100) == .detent(tip))
    }

    /// A negative redirect threshold is read as 0: a still release exactly on half, from
    /// half, has progress 0, which is not past 0 → half (read as −0.5 it would move on).
    /// A threshold above 1 is read as 1: progress 1 is not past it, so the sheet stays.
    @Test func theRedirectThresholdIsClampedToZeroAndOne() {
        #expect(target(400, 0, from: 400, policy: MomentumRedirectSnapPolicy(redirectThreshold: -0.5)) == .detent(half))
        #expect(target(400, 0, from: 400, policy: MomentumRedirectSnapPolicy(redirectThreshold: 0)) == .detent(half))
        // Threshold 0: any progress moves on (10/300 from half toward full).
        #expect(target(410, 0, from: 400, policy: MomentumRedirectSnapPolicy(redirectThreshold: 0)) == .detent(full))
        #expect(target(380, -1000, from: 100, policy: MomentumRedirectSnapPolicy(redirectThreshold: 1.5)) == .detent(tip))
        #expect(target(380, -1000, from: 100, policy: MomentumRedirectSnapPolicy(redirectThreshold: 0.99)) == .detent(half))
    }

    /// A negative extent below the origin counts as 0: at 100 the hidden position is
    /// 200 pt away, so 1,099 pt/s (5.495 /s) does not remove and 1,100 (5.5 /s) does,
    /// as without it.
    @Test func aNegativeExtentBelowTheOriginCountsAsZero() {
        let slow = DragRelease(height: 100, downwardVelocity: 1099, startHeight: 100, extentBelowOrigin: -20)
        let fast = DragRelease(height: 100, downwardVelocity: 1100, startHeight: 100, extentBelowOrigin: -20)
        #expect(policy.distanceToHiddenPosition(for: slow) == 200)
        #expect(!policy.removes(slow))
        #expect(policy.removes(fast))
        // And a positive one counts in full: 1 pt more is 201 pt, where 1,100 pt/s is 5.47 /s.
        #expect(!policy.removes(DragRelease(height: 100, downwardVelocity: 1100, startHeight: 100, extentBelowOrigin: 1)))
    }

    /// The projection factor at rates on both sides of the valid range (0, 1): 0 outside,
    /// `r / (1 − r) / 1000` inside (0.5 → 0.001 s, 0.9 → 0.009 s).
    @Test func projectionFactorOnBothSidesOfTheRange() {
        #expect(MomentumRedirectSnapPolicy(projectionRate: -0.1).projectionFactor == 0)
        #expect(MomentumRedirectSnapPolicy(projectionRate: 0).projectionFactor == 0)
        expectClose(MomentumRedirectSnapPolicy(projectionRate: 0.5).projectionFactor, 0.001)
        expectClose(MomentumRedirectSnapPolicy(projectionRate: 0.9).projectionFactor, 0.009)
        #expect(MomentumRedirectSnapPolicy(projectionRate: 1.1).projectionFactor == 0)
    }

    /// The projection is clipped to the segment: released far above the largest detent
    /// (1,000) at 10 pt/s down, projected 995, clipped to full → stays full (unclipped,
    /// 295/300 of the way to half, it would move on). Far below the tip (−200) at
    /// 10 pt/s up, projected −195 is clipped to the tip → tip.
    @Test func theProjectionIsClippedToTheSegment() {
        #expect(target(1000, 10, from: 700) == .detent(full))
        #expect(target(-200, -10, from: 100) == .detent(tip))
    }

    /// The direction of a slow release is the velocity's sign, however small: half a
    /// point per second either way at 250 between tip and half, with a threshold of
    /// 0.3 (growth moves on past 190, shrinking past 310): up → half, down → tip.
    @Test func halfAPointPerSecondDecidesTheDirection() {
        let policy = MomentumRedirectSnapPolicy(redirectThreshold: 0.3)
        #expect(target(250, -0.5, from: 250, policy: policy) == .detent(half))
        #expect(target(250, 0.5, from: 250, policy: policy) == .detent(tip))
        #expect(target(250, 0, from: 250, policy: policy) == .detent(tip))
    }

    /// Two detents at the same height make a segment of no length: its end ahead in the
    /// direction of motion is taken without a progress (which would be 0 / 0): the
    /// first-listed twin when growing, the second when shrinking. Half a point apart, a still release
    /// 0.2 pt above the lower one (progress 0.4) stays on it.
    @Test func aSegmentOfNoLengthOrHalfAPoint() {
        let twins = [fixed("first", 400), fixed("second", 400)]
        func twin(_ downwardVelocity: Double) -> SnapTarget? {
            policy.target(
                for: DragRelease(height: 400, downwardVelocity: downwardVelocity, startHeight: 400), among: twins,
                allowsDismissal: false)
        }
        #expect(twin(-100) == .detent(fixed("first", 400)))
        #expect(twin(100) == .detent(fixed("second", 400)))
        let close = [fixed("low", 100), fixed("high", 100.5)]
        let still = DragRelease(height: 100.2, downwardVelocity: 0, startHeight: 100)
        #expect(policy.target(for: still, among: close, allowsDismissal: false) == .detent(fixed("low", 100)))
    }
}
