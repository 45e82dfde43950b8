import Foundation
import Testing

@testable import BottomSheetable

/// The module's own `exp`, `sin` and `cos` against the platform's, and at the
/// thresholds its documentation states (`+∞` above 709.78, 0 below −745).
@Suite struct ElementaryTests {
    /// Within a few units in the last place of the platform's `exp` over the range a
    /// spring uses and beyond, up to the largest finite result.
    @Test(arguments: [-745.0, -744.5, -700, -300.25, -20, -1, -0.5, 0, 0.25, 1, 3.5, 20, 300.75, 700, 709, 709.78])
    func expAgreesWithThePlatform(x: Double) {
        let ours = Elementary.exp(x)
        let theirs = Foundation.exp(x)
        #expect(ours.isFinite)
        #expect(abs(ours - theirs) <= 4 * theirs.ulp, "exp(\(x)): \(ours) vs \(theirs)")
    }

    /// The documented edges: finite at 709.78 (≈ 1.7928e308), `+∞` just above it although
    /// the true value is still finite up to 709.7827; the smallest subnormal at −745, 0
    /// just below it; NaN stays NaN.
    @Test func expAtItsThresholds() {
        #expect(Elementary.exp(709.78) > 1.79e308 && Elementary.exp(709.78).isFinite)
        #expect(Elementary.exp(709.781) == .infinity)
        #expect(Elementary.exp(710) == .infinity)
        #expect(Elementary.exp(-745) == Double.leastNonzeroMagnitude)
        #expect(Elementary.exp(-745.1) == 0)
        #expect(Elementary.exp(-800) == 0)
        #expect(Elementary.exp(.nan).isNaN)
    }

    /// `sin` and `cos` in every quadrant, over several turns either way (x = k · 0.37 for
    /// k in −60…60, so n = x / (π/2) runs from −14 to 14 and every residue mod 4 and 5
    /// occurs), within 2·10⁻¹⁵ of the platform's.
    @Test func sinAndCosAgreeWithThePlatformInEveryQuadrant() {
        for k in -60...60 {
            let x = Double(k) * 0.37
            #expect(abs(Elementary.sin(x) - Foundation.sin(x)) <= 2e-15, "sin(\(x))")
            #expect(abs(Elementary.cos(x) - Foundation.cos(x)) <= 2e-15, "cos(\(x))")
        }
        #expect(Elementary.sin(.infinity).isNaN && Elementary.cos(.nan).isNaN)
    }
}
