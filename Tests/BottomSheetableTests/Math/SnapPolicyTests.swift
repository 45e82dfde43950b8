import BottomSheetable
import Testing

@Suite struct SnapPolicyTests {
    let detents = [fixed("half", 379.5), fixed("full", 759)]

    @Test func standardIsTheProjectedStopAt800() {
        #expect(SnapPolicy.standard == .projectedStop(ProjectedSnapPolicy(deceleration: 800, dismissalProgress: 0.5)))
        #expect(SheetPhysics.standard.snapPolicy == .standard)
    }

    @Test func theEnumSelectsTheAlgorithm() {
        // Released at 700 moving down at 300 pt/s, the two policies disagree:
        // projected stop 700 − 300²/1600 = 643.75 → full (115.25 away, half 264.25);
        // momentum 700 − 0.499·300 = 550.3, progress from full (759) = 208.7/379.5 ≈ 0.55 > 0.5 → half.
        let release = DragRelease(height: 700, downwardVelocity: 300, startHeight: 759)
        let projected = SnapPolicy.projectedStop(ProjectedSnapPolicy())
        let momentum = SnapPolicy.momentumRedirect(MomentumRedirectSnapPolicy())
        #expect(projected.projectedHeight(for: release) == 643.75)
        expectClose(momentum.projectedHeight(for: release), 550.3)
        #expect(projected.target(for: release, among: detents, allowsDismissal: true) == .detent(fixed("full", 759)))
        #expect(momentum.target(for: release, among: detents, allowsDismissal: true) == .detent(fixed("half", 379.5)))
    }
}
