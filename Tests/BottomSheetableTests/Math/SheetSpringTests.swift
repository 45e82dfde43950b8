import BottomSheetable
import Testing

@Suite struct SheetSpringTests {
    let spring = SheetSpring()

    @Test func defaults() {
        #expect(spring.response == 0.3)
        #expect(spring.damping == 0.6)
        #expect(spring.dampingWithoutVelocity == 1)
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
}
