import BottomSheetable
import Testing

/// Worked examples for `projected = h − v·|v| / (2·800)` (v > 0 = moving down).
@Suite struct ProjectedSnapPolicyTests {
    let policy = ProjectedSnapPolicy()
    /// The content-sized sheet: one detent, fitted to 400 pt of content.
    let contentSized = [fixed("fit", 400)]
    /// iPhone 15 half and full: 379.5 and 759.
    let halfAndFull = [fixed("full", 759), fixed("half", 379.5)]

    @Test func defaultsAreTheContentSizedSheetsConstants() {
        #expect(policy.deceleration == 800)
        #expect(policy.dismissalProgress == 0.5)
    }

    @Test func projectionFollowsTheDirectionOfMotion() {
        // 800² / 1600 = 400 pt of travel either way.
        #expect(policy.projectedHeight(for: DragRelease(height: 500, downwardVelocity: 800, startHeight: 500)) == 100)
        #expect(policy.projectedHeight(for: DragRelease(height: 500, downwardVelocity: -800, startHeight: 500)) == 900)
        #expect(policy.projectedHeight(for: DragRelease(height: 500, downwardVelocity: 0, startHeight: 500)) == 500)
    }

    @Test func quickDownwardFlickDismissesTheContentSizedSheet() {
        // Dragged 100 pt down to 300, released at 500 pt/s down:
        // 300 − 500²/1600 = 300 − 156.25 = 143.75; (400 − 143.75)/400 = 0.640625 ≥ 0.5.
        let release = DragRelease(height: 300, downwardVelocity: 500, startHeight: 400)
        #expect(policy.projectedHeight(for: release) == 143.75)
        #expect(policy.dismissalProgress(projectedHeight: 143.75, smallest: 400) == 0.640625)
        #expect(policy.target(for: release, among: contentSized, allowsDismissal: true) == .dismiss)
    }

    @Test func slowDownwardReleaseReturnsTheContentSizedSheet() {
        // 300 − 300²/1600 = 243.75; (400 − 243.75)/400 = 0.390625 < 0.5 → back to 400.
        let release = DragRelease(height: 300, downwardVelocity: 300, startHeight: 400)
        #expect(policy.projectedHeight(for: release) == 243.75)
        #expect(policy.target(for: release, among: contentSized, allowsDismissal: true) == .detent(fixed("fit", 400)))
    }

    @Test func upwardReleaseNeverDismisses() {
        // 300 + 56.25 = 356.25 → the only detent.
        let release = DragRelease(height: 300, downwardVelocity: -300, startHeight: 400)
        #expect(policy.projectedHeight(for: release) == 356.25)
        #expect(policy.target(for: release, among: contentSized, allowsDismissal: true) == .detent(fixed("fit", 400)))
    }

    @Test func exactlyHalfwayDismisses() {
        // 400 pt/s: 300 − 100 = 200 = 400/2 → progress exactly 0.5, which dismisses (≥, as the original).
        let release = DragRelease(height: 300, downwardVelocity: 400, startHeight: 400)
        #expect(policy.projectedHeight(for: release) == 200)
        #expect(policy.target(for: release, among: contentSized, allowsDismissal: true) == .dismiss)
    }

    /// Joom's progress is over the presented view, bottom safe area included
    /// (`preferredContentSize.height + safeAreaInsets.bottom`).
    @Test func progressIsMeasuredOverTheViewIncludingTheBottomSafeArea() {
        // 300 − 400²/1600 = 200: 200/400 = 0.5 dismisses without a safe area,
        // 200/(400 + 34) ≈ 0.4608 returns on an iPhone with a home indicator.
        let bare = DragRelease(height: 300, downwardVelocity: 400, startHeight: 400)
        let homeIndicator = DragRelease(height: 300, downwardVelocity: 400, startHeight: 400, extentBelowOrigin: 34)
        #expect(policy.dismissalProgress(projectedHeight: 200, smallest: 400, extentBelowOrigin: 34) == 200.0 / 434)
        #expect(policy.target(for: bare, among: contentSized, allowsDismissal: true) == .dismiss)
        #expect(policy.target(for: homeIndicator, among: contentSized, allowsDismissal: true) == .detent(fixed("fit", 400)))
        // The seed's flick still dismisses: (400 − 143.75)/434 ≈ 0.5904.
        let flick = DragRelease(height: 300, downwardVelocity: 500, startHeight: 400, extentBelowOrigin: 34)
        #expect(policy.target(for: flick, among: contentSized, allowsDismissal: true) == .dismiss)
        // Exactly half of the whole view: (400 − h)/434 = 0.5 at h = 183.
        let half = DragRelease(height: 183, downwardVelocity: 0, startHeight: 400, extentBelowOrigin: 34)
        let above = DragRelease(height: 183.5, downwardVelocity: 0, startHeight: 400, extentBelowOrigin: 34)
        #expect(policy.target(for: half, among: contentSized, allowsDismissal: true) == .dismiss)
        #expect(policy.target(for: above, among: contentSized, allowsDismissal: true) == .detent(fixed("fit", 400)))
    }

    @Test func stillReleaseDecidesByPositionAlone() {
        let below = DragRelease(height: 190, downwardVelocity: 0, startHeight: 400)  // (400 − 190)/400 = 0.525
        let above = DragRelease(height: 210, downwardVelocity: 0, startHeight: 400)  // 0.475
        #expect(policy.target(for: below, among: contentSized, allowsDismissal: true) == .dismiss)
        #expect(policy.target(for: above, among: contentSized, allowsDismissal: true) == .detent(fixed("fit", 400)))
    }

    @Test func forbiddenDismissalRestsOnTheSmallestDetent() {
        let release = DragRelease(height: 300, downwardVelocity: 500, startHeight: 400)
        #expect(policy.target(for: release, among: contentSized, allowsDismissal: false) == .detent(fixed("fit", 400)))
    }

    @Test func downwardFlingFromFullLandsOnHalf() {
        // 600 − 800²/1600 = 200; (379.5 − 200)/379.5 ≈ 0.47 < 0.5; nearest to 200 is half (379.5).
        let release = DragRelease(height: 600, downwardVelocity: 800, startHeight: 759)
        #expect(policy.target(for: release, among: halfAndFull, allowsDismissal: true) == .detent(fixed("half", 379.5)))
    }

    @Test func strongerDownwardFlingFromFullDismisses() {
        // 600 − 900²/1600 = 93.75 ≤ 379.5 / 2 = 189.75.
        let release = DragRelease(height: 600, downwardVelocity: 900, startHeight: 759)
        #expect(policy.projectedHeight(for: release) == 93.75)
        #expect(policy.target(for: release, among: halfAndFull, allowsDismissal: true) == .dismiss)
        #expect(policy.target(for: release, among: halfAndFull, allowsDismissal: false) == .detent(fixed("half", 379.5)))
    }

    @Test func upwardFlingGoesToTheNearestDetentToTheProjection() {
        // 500 + 600²/1600 = 725 → full (759) is 34 away, half 345.5.
        let release = DragRelease(height: 500, downwardVelocity: -600, startHeight: 379.5)
        #expect(policy.target(for: release, among: halfAndFull, allowsDismissal: true) == .detent(fixed("full", 759)))
    }

    @Test func weakMomentumSettlesOnTheNearerDetent() {
        // 500 − 100²/1600 = 493.75: half is 114.25 away, full 265.25.
        let release = DragRelease(height: 500, downwardVelocity: 100, startHeight: 759)
        #expect(policy.target(for: release, among: halfAndFull, allowsDismissal: true) == .detent(fixed("half", 379.5)))
    }

    @Test func tiesGoInTheDirectionOfMotion() {
        // No projection (deceleration 0) so the release height 200 is equidistant from 100 and 300.
        let still = ProjectedSnapPolicy(deceleration: 0, dismissalProgress: 0.5)
        let detents = [fixed("low", 100), fixed("high", 300)]
        let down = DragRelease(height: 200, downwardVelocity: 50, startHeight: 300)
        let up = DragRelease(height: 200, downwardVelocity: -50, startHeight: 100)
        let none = DragRelease(height: 200, downwardVelocity: 0, startHeight: 100)
        #expect(still.projectedHeight(for: down) == 200)
        #expect(still.target(for: down, among: detents, allowsDismissal: false) == .detent(fixed("low", 100)))
        #expect(still.target(for: up, among: detents, allowsDismissal: false) == .detent(fixed("high", 300)))
        #expect(still.target(for: none, among: detents, allowsDismissal: false) == .detent(fixed("high", 300)))
    }

    @Test func zeroHeightSmallestDetentDismissesOnlyBelowZero() {
        #expect(policy.dismissalProgress(projectedHeight: -1, smallest: 0) == .infinity)
        #expect(policy.dismissalProgress(projectedHeight: 0, smallest: 0) == 0)
    }

    @Test func noDetentsNoTarget() {
        let release = DragRelease(height: 300, downwardVelocity: 0, startHeight: 300)
        #expect(policy.target(for: release, among: [], allowsDismissal: true) == nil)
    }
}

extension ProjectedSnapPolicyTests {
    /// Any positive deceleration projects, a small one far: at 0.5 pt/s² a release at
    /// 1 pt/s down from 100 projects 1 · 1 / (2 · 0.5) = 1 pt lower, to 99.
    @Test func aSmallPositiveDecelerationProjects() {
        let release = DragRelease(height: 100, downwardVelocity: 1, startHeight: 100)
        #expect(ProjectedSnapPolicy(deceleration: 0.5).projectedHeight(for: release) == 99)
        #expect(ProjectedSnapPolicy(deceleration: 2).projectedHeight(for: release) == 99.75)
    }

    /// The dismissal progress is never negative (a projection above the smallest detent
    /// is 0, not −0.25), and a view under a point tall still divides: 10.5 pt below a
    /// 0.5 pt view is 21 views; 0.25 pt below it, half a view.
    @Test func dismissalProgressAtItsEdges() {
        let policy = ProjectedSnapPolicy()
        #expect(policy.dismissalProgress(projectedHeight: 500, smallest: 400) == 0)
        #expect(policy.dismissalProgress(projectedHeight: 300, smallest: 400) == 0.25)
        #expect(policy.dismissalProgress(projectedHeight: -10, smallest: 0.5) == 21)
        #expect(policy.dismissalProgress(projectedHeight: 0.25, smallest: 0.5) == 0.5)
        #expect(policy.dismissalProgress(projectedHeight: -1, smallest: 0) == .infinity)
        #expect(policy.dismissalProgress(projectedHeight: 0, smallest: 0) == 0)
    }

    /// An exact tie (a deceleration so strong that half a point per second projects
    /// nowhere): moving down at 0.5 pt/s goes to the smaller detent, still to the larger.
    @Test func anExactTieAtHalfAPointPerSecond() {
        let stiff = ProjectedSnapPolicy(deceleration: 1e300)
        let detents = [fixed("tip", 100), fixed("half", 400)]
        func target(_ velocity: Double) -> SnapTarget? {
            stiff.target(
                for: DragRelease(height: 250, downwardVelocity: velocity, startHeight: 250), among: detents,
                allowsDismissal: false)
        }
        #expect(stiff.projectedHeight(for: DragRelease(height: 250, downwardVelocity: 0.5, startHeight: 250)) == 250)
        #expect(target(0.5) == .detent(fixed("tip", 100)))
        #expect(target(0) == .detent(fixed("half", 400)))
        #expect(target(-0.5) == .detent(fixed("half", 400)))
    }
}
