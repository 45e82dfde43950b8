import BottomSheetable
import Testing

/// A timed move's velocity (`SheetAnimation.velocity(at:)` on `.timed`): a difference of
/// heights a thousandth of the duration apart, one-sided where the move starts (the
/// height does not go back before it), 0 once settled.
@Suite struct SheetAnimationTimedVelocityTests {
    /// From 100 to 600 pt over 0.25 s along `.linear`: 500 / 0.25 = 2,000 pt/s at the
    /// start, in the middle and a hundredth of the duration before the end. At t = 0
    /// the difference is (h(0.00025) − h(0)) / 0.00025; taken over twice that span
    /// (as if the height before the start were counted) it would read 1,000.
    @Test func aLinearMoveHasItsSlopeFromTheFirstInstant() {
        let move = SheetAnimation(
            spring: SheetSpring(), fromHeight: 100, toHeight: 600, downwardVelocity: 0,
            curve: .timed(duration: 0.25, curve: .linear))
        #expect(abs(move.velocity(at: 0) - 2000) < 1e-6)
        #expect(abs(move.velocity(at: 0.0001) - 2000) < 1e-6)  // less than one step in
        #expect(abs(move.velocity(at: 0.125) - 2000) < 1e-6)
        #expect(abs(move.velocity(at: 0.2475) - 2000) < 1e-6)
        #expect(move.velocity(at: 0.25) == 0)
    }

    /// Downward, 600 to 100 pt over 0.5 s: −1,000 pt/s from the start.
    @Test func aShrinkingMoveHasANegativeVelocity() {
        let move = SheetAnimation(
            spring: SheetSpring(), fromHeight: 600, toHeight: 100, downwardVelocity: 0,
            curve: .timed(duration: 0.5, curve: .linear))
        #expect(abs(move.velocity(at: 0) + 1000) < 1e-6)
        #expect(abs(move.velocity(at: 0.25) + 1000) < 1e-6)
    }
}
