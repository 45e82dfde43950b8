import BottomSheetable
import Testing

/// OverlayContainer's `RushingForwardTargetNotchPolicy`: `projected = h + 0.1·g`, the
/// nearest detent, but of the two nearest the one ahead when `|v| > 400`; dismissal
/// above 2,400 pt/s down. Every number is worked by hand below.
@Suite struct RushingForwardSnapPolicyTests {
    let policy = RushingForwardSnapPolicy()
    /// The library's own test notches: 100, 200 and 300 pt.
    let notches = [fixed("low", 100), fixed("middle", 200), fixed("high", 300)]

    private func target(
        _ height: Double, _ downwardVelocity: Double, among detents: [ResolvedDetent]? = nil,
        policy: RushingForwardSnapPolicy? = nil, allowsDismissal: Bool = true
    ) -> SnapTarget? {
        (policy ?? self.policy).target(
            for: DragRelease(height: height, downwardVelocity: downwardVelocity, startHeight: height),
            among: detents ?? notches, allowsDismissal: allowsDismissal)
    }

    @Test func defaultsAreOverlayContainers() {
        #expect(policy.minimumVelocity == 400)
        #expect(policy.projectionDuration == 0.1)
        #expect(policy.dismissalVelocity == 2400)
        #expect(target(100, 0, among: []) == nil)
    }

    @Test func atRestTheNearestNotchWinsAndATieGoesToTheLowerOne() {
        // Without velocity the projection is the height itself; 150 is 50 from both 100
        // and 200, and the source ranks by (distance, height): the lower one.
        let expected: [(Double, String)] = [
            (0, "low"), (50, "low"), (149, "low"), (150, "low"), (151, "middle"), (249, "middle"),
            (250, "middle"), (251, "high"), (100_000, "high"),
        ]
        for (height, id) in expected {
            #expect(target(height, 0) == .detent(notches.first { $0.id.rawValue == id }!), "\(height)")
        }
    }

    @Test func aFastReleaseMovesOnToTheNearerOfTheTwoNearestInItsDirection() {
        // The library's own cases, with the look-ahead switched off (duration 0):
        // at 125 the two nearest are 100 (25) and 200 (75).
        let still = RushingForwardSnapPolicy(projectionDuration: 0)
        #expect(target(125, -100, policy: still) == .detent(notches[0]))  // 100 up ≤ 400: nearest
        #expect(target(125, -200, policy: still) == .detent(notches[0]))
        #expect(target(125, -500, policy: still) == .detent(notches[1]))  // 500 up > 400: the higher
        // At 251 the two nearest are 300 (49) and 200 (51).
        #expect(target(251, 100, policy: still) == .detent(notches[2]))
        #expect(target(251, 200, policy: still) == .detent(notches[2]))
        #expect(target(251, 500, policy: still) == .detent(notches[1]))  // 500 down: the lower
        // Exactly 400 is not more than 400: the nearest.
        #expect(target(251, 400, policy: still) == .detent(notches[2]))
    }

    @Test func theLookAheadIsATenthOfASecond() {
        // At 125 moving up at 300: 125 + 0.1·300 = 155 → 200 is nearer (45 against 55),
        // although 300 ≤ 400 pt/s.
        let release = DragRelease(height: 125, downwardVelocity: -300, startHeight: 100)
        expectClose(policy.projectedHeight(for: release), 155)
        #expect(target(125, -300) == .detent(notches[1]))
        // A hard flick skips notches: 110 + 0.1·3000 = 410; the two nearest are 300 (110)
        // and 200 (210) → up → 300, past 200.
        #expect(target(110, -3000) == .detent(notches[2]))
    }

    @Test func dismissalAboveTheSheetPresentationsVelocity() {
        // 2,400 pt/s down is not more than 2,400: 300 − 240 = 60; nearest 100, then 200;
        // down → 100. At 2,401 it dismisses, from any height (even the top notch).
        #expect(target(300, 2400) == .detent(notches[0]))
        #expect(target(300, 2401) == .dismiss)
        #expect(target(300, 2401, allowsDismissal: false) == .detent(notches[0]))
        // Slow releases never dismiss, however low: 0 with no velocity rests on 100.
        #expect(target(0, 0) == .detent(notches[0]))
    }

    @Test func equalHeightsKeepSpecOrder() {
        let twins = [fixed("a", 200), fixed("b", 200), fixed("c", 400)]
        #expect(target(210, 0, among: twins) == .detent(twins[0]))
        // Up fast from 210: 210 + 50 = 260, the two nearest are a and b (60 each) → the
        // higher index, b, at the same height.
        #expect(target(210, -500, among: twins) == .detent(twins[1]))
    }

    @Test func theThreePoliciesDisagreeOnOneRelease() {
        // Notches 189.75 / 379.5 / 569.25; released at 419.5 moving up at 390 pt/s.
        let three = [fixed("minimum", 189.75), fixed("medium", 379.5), fixed("maximum", 569.25)]
        let release = DragRelease(height: 419.5, downwardVelocity: -390, startHeight: 379.5)
        // Rushing forward: 419.5 + 39 = 458.5; 390 ≤ 400, nearest: medium (79 against 110.75).
        expectClose(policy.projectedHeight(for: release), 458.5)
        #expect(policy.target(for: release, among: three, allowsDismissal: true) == .detent(three[1]))
        // Projected stop: 419.5 + 390²/1600 = 419.5 + 95.0625 = 514.5625 → maximum.
        let projected = ProjectedSnapPolicy()
        #expect(projected.projectedHeight(for: release) == 514.5625)
        #expect(projected.target(for: release, among: three, allowsDismissal: true) == .detent(three[2]))
    }
}

extension RushingForwardSnapPolicyTests {
    /// One detent: even a rush stays on it (there is no second one to rush to). Two
    /// detents: a rush past the minimum goes to the one in its direction, though the
    /// projection is nearer the other.
    @Test func oneAndTwoDetents() {
        let policy = RushingForwardSnapPolicy()
        let only = [fixed("only", 400)]
        let fast = DragRelease(height: 390, downwardVelocity: -1_000, startHeight: 400)
        #expect(policy.target(for: fast, among: only, allowsDismissal: false) == .detent(fixed("only", 400)))
        let two = [fixed("low", 200), fixed("high", 600)]
        // Released at 250 moving up at 500 pt/s: the projection is nearer "low", but the rush goes up.
        let up = DragRelease(height: 250, downwardVelocity: -500, startHeight: 200)
        #expect(abs(policy.projectedHeight(for: up) - 200) < abs(policy.projectedHeight(for: up) - 600))
        #expect(policy.target(for: up, among: two, allowsDismissal: false) == .detent(fixed("high", 600)))
    }

    /// With no minimum velocity, half a point per second already rushes, each way.
    @Test func withoutAMinimumHalfAPointPerSecondRushes() {
        let policy = RushingForwardSnapPolicy(minimumVelocity: 0)
        let two = [fixed("low", 200), fixed("high", 600)]
        func target(_ velocity: Double) -> SnapTarget? {
            policy.target(for: DragRelease(height: 400, downwardVelocity: velocity, startHeight: 400), among: two, allowsDismissal: false)
        }
        #expect(target(-0.5) == .detent(fixed("high", 600)))
        #expect(target(0.5) == .detent(fixed("low", 200)))
    }
}
