import BottomSheetable
import Testing

/// `ProjectedSnapPolicy.dismissalProgress` where the sheet's view is no taller than
/// zero, and with an extent below the origin under zero (counted as zero).
@Suite struct ProjectedSnapPolicyViewEdgeTests {
    let policy = ProjectedSnapPolicy()

    /// An extent of −0.5 counts as 0: the view is the smallest detent's 100 pt, so a
    /// projection to −10 is (100 + 10) / 100 = 1.1 of it, as with no extent; were the
    /// −0.5 counted, the view would be 99.5 and the share 110 / 99.5 ≈ 1.1055.
    @Test func anExtentBelowZeroCountsAsZero() {
        let withNegative = policy.dismissalProgress(projectedHeight: -10, smallest: 100, extentBelowOrigin: -0.5)
        #expect(withNegative == 1.1)
        #expect(withNegative == policy.dismissalProgress(projectedHeight: -10, smallest: 100))
        // Half a point of real extent does count: 110 / 100.5.
        #expect(policy.dismissalProgress(projectedHeight: -10, smallest: 100, extentBelowOrigin: 0.5) == 110 / 100.5)
    }

    /// A view of −0.5 pt (a smallest height under zero) is no view: a projection below
    /// zero is fully dismissed (∞) and one at or above zero not at all (0), as for a
    /// view of exactly 0; the share formula would give max(0, (−0.5 + 10) / −0.5) = 0.
    @Test func aViewBelowZeroHeightIsNoView() {
        #expect(policy.dismissalProgress(projectedHeight: -10, smallest: -0.5) == .infinity)
        #expect(policy.dismissalProgress(projectedHeight: 10, smallest: -0.5) == 0)
        #expect(policy.dismissalProgress(projectedHeight: -10, smallest: 0) == .infinity)
        // Half a point above zero is a view: (0.5 + 10) / 0.5 = 21.
        #expect(policy.dismissalProgress(projectedHeight: -10, smallest: 0.5) == 21)
    }
}
