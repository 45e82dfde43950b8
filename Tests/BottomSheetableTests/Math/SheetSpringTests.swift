import BottomSheetable
import Testing

@Suite struct SheetSpringTests {
    let spring = SheetSpring()

    @Test func defaults() {
        #expect(spring.response == 0.3)
        #expect(spring.damping == 0.6)
        #expect(spring.dampingWithoutVelocity == 1)
        #expect(spring.dampingCurve == .step)
    }

    @Test func dampingDependsOnReleaseVelocity() {
        #expect(spring.dampingRatio(releaseVelocity: 800) == 0.6)
        #expect(spring.dampingRatio(releaseVelocity: -120) == 0.6)
        #expect(spring.dampingRatio(releaseVelocity: 0) == 1)
    }

    @Test func stiffnessAndDampingCoefficientForMassOne() {
        // (2π/0.3)² ≈ 438.649; 4π·0.6/0.3 = 8π ≈ 25.1327; 4π·1/0.3 ≈ 41.8879.
        expectClose(spring.stiffness, 438.649084492860, tolerance: 1e-9)
        expectClose(spring.dampingCoefficient(releaseVelocity: 500), 8 * Double.pi)
        expectClose(spring.dampingCoefficient(releaseVelocity: 0), 41.887902047864, tolerance: 1e-9)
    }

    @Test func normalizedInitialVelocity() {
        // Released at 600 moving up at 300 pt/s toward 759: 300 / 159 ≈ 1.887 (same direction → positive).
        expectClose(SheetSpring.normalizedInitialVelocity(downwardVelocity: -300, fromHeight: 600, toHeight: 759), 300.0 / 159.0)
        // Moving down at 300 pt/s but going back up to 759: the spring starts against the motion.
        expectClose(SheetSpring.normalizedInitialVelocity(downwardVelocity: 300, fromHeight: 600, toHeight: 759), -300.0 / 159.0)
        #expect(SheetSpring.normalizedInitialVelocity(downwardVelocity: 300, fromHeight: 600, toHeight: 600) == 0)
    }

    /// OverlayContainer's `SpringOverlayTranslationAnimationController`: `n = (clamp(|v|,
    /// 150, 3000) − 150) / 2850`, `ζ = n · (0.7 − 1) + 1`.
    @Test func theRampFallsFromOneToSevenTenthsBetween150And3000() {
        let ramp = SheetSpring(damping: 0.7, dampingWithoutVelocity: 1, dampingCurve: .ramp)
        // At rest and up to 150 pt/s: n = 0, ζ = 1.
        #expect(ramp.dampingRatio(releaseVelocity: 0) == 1)
        #expect(ramp.dampingRatio(releaseVelocity: 150) == 1)
        #expect(ramp.dampingRatio(releaseVelocity: -100) == 1)
        // Halfway, 1575 pt/s either way: n = 1425/2850 = 0.5, ζ = 1 − 0.15 = 0.85.
        expectClose(ramp.dampingRatio(releaseVelocity: 1575), 0.85)
        expectClose(ramp.dampingRatio(releaseVelocity: -1575), 0.85)
        // 1000 pt/s: n = 850/2850 = 17/57, ζ = 1 − 0.3 · 17/57 = 1 − 5.1/57 ≈ 0.910526.
        expectClose(ramp.dampingRatio(releaseVelocity: 1000), 1 - 5.1 / 57)
        // From 3000 pt/s on: 0.7.
        expectClose(ramp.dampingRatio(releaseVelocity: 3000), 0.7)
        expectClose(ramp.dampingRatio(releaseVelocity: 9000), 0.7)
        // Non-finite velocities count as rest.
        #expect(ramp.dampingRatio(releaseVelocity: .nan) == 1)
        #expect(ramp.dampingRatio(releaseVelocity: .infinity) == 1)
        // The coefficient follows: 4π · 0.85 / 0.3 at 1575 pt/s.
        expectClose(ramp.dampingCoefficient(releaseVelocity: 1575), 4 * Double.pi * 0.85 / 0.3)
    }

    @Test func theStepAndTheRampDisagreeOnOrdinaryFlings() {
        // The default step gives 0.6 to every fling; the ramp with the same ratios
        // (1 and 0.6) gives 1 − 0.4 · 17/57 ≈ 0.8807 at 1000 pt/s and 1 at 120 pt/s.
        let step = SheetSpring()
        let ramp = SheetSpring(dampingCurve: .ramp)
        #expect(step.dampingRatio(releaseVelocity: 1000) == 0.6)
        expectClose(ramp.dampingRatio(releaseVelocity: 1000), 1 - 0.4 * 17 / 57)
        #expect(step.dampingRatio(releaseVelocity: 120) == 0.6)
        #expect(ramp.dampingRatio(releaseVelocity: 120) == 1)
    }
}

extension SheetSpringTests {
    /// A non-finite release velocity counts as a release at rest: the step gives
    /// `dampingWithoutVelocity`, the ramp its start.
    @Test func aNonFiniteVelocityIsARest() {
        let step = SheetSpring(response: 0.3, damping: 0.6, dampingWithoutVelocity: 1)
        for velocity in [Double.infinity, -.infinity, .nan] {
            #expect(step.dampingRatio(releaseVelocity: velocity) == 1)
        }
        #expect(step.dampingRatio(releaseVelocity: 0.5) == 0.6)
        let ramp = SheetSpring(response: 0.3, damping: 0.6, dampingWithoutVelocity: 1, dampingCurve: .ramp)
        #expect(ramp.dampingRatio(releaseVelocity: .nan) == 1)
    }
}
