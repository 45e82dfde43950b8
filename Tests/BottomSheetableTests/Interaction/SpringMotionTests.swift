import BottomSheetable
import Foundation
import Testing

/// `SpringMotion` at its edges: a spring that cannot move, the start and the time
/// before it, a slow spring, and the settle thresholds themselves.
@Suite struct SpringMotionTests {
    @Test(arguments: [
        (0.0, 1.0, 100.0), (0.5, -0.5, 100.0), (0.5, 1.0, Double.nan), (Double.infinity, 1.0, 100.0),
    ])
    func aSpringThatCannotMoveStaysOnItsTarget(response: Double, dampingRatio: Double, displacement: Double) {
        // A response of 0 or ∞, a negative ratio, a NaN start: no motion, ζ taken as 1.
        let motion = SpringMotion(
            response: response, dampingRatio: dampingRatio, initialDisplacement: displacement, initialVelocity: 40)
        #expect(motion.initialDisplacement == 0 && motion.initialVelocity == 0)
        #expect(motion.angularFrequency == 0 && motion.dampingRatio == 1)
        #expect(motion.displacement(at: 0.2) == 0 && motion.velocity(at: 0.2) == 0)
        #expect(motion.isSettled(at: 0))
    }

    @Test func atAndBeforeTheStartTheStateIsTheInitialOne() {
        let motion = SpringMotion(response: 0.5, dampingRatio: 1, initialDisplacement: 100, initialVelocity: -50)
        #expect(motion.angularFrequency == 2 * Double.pi / 0.5)
        #expect(motion.displacement(at: 0) == 100 && motion.velocity(at: 0) == -50)
        #expect(motion.displacement(at: -0.5) == 100 && motion.velocity(at: -0.5) == -50)
    }

    @Test func aSlowSpringStillMoves() {
        // Response 10 s: ω = 2π / 10 ≈ 0.63 rad/s, under 1. Critically damped from 100 at rest:
        // x(1) = 100 · (1 + ω) · e^(−ω) ≈ 86.9.
        let motion = SpringMotion(response: 10, dampingRatio: 1, initialDisplacement: 100, initialVelocity: 0)
        let omega = 2 * Double.pi / 10
        expectClose(motion.displacement(at: 1), 100 * (1 + omega) * Foundation.exp(-omega), tolerance: 1e-9)
        #expect(motion.velocity(at: 1) < 0)
    }

    @Test func settledExactlyAtHalfAPointAndOnePointPerSecond() {
        // A motion is settled at |x| ≤ 0.5 and |v| ≤ 1; at t = 0 the state is the start.
        let edge = SpringMotion(response: 0.5, dampingRatio: 1, initialDisplacement: 0.5, initialVelocity: 1)
        #expect(edge.isSettled(at: 0))
        let fast = SpringMotion(response: 0.5, dampingRatio: 1, initialDisplacement: 0.5, initialVelocity: 1.5)
        #expect(!fast.isSettled(at: 0))
        let far = SpringMotion(response: 0.5, dampingRatio: 1, initialDisplacement: 0.75, initialVelocity: 0)
        #expect(!far.isSettled(at: 0))
    }
}

extension SpringMotionTests {
    /// At `t = 0` (and before) the state is the start itself, bit for bit, whatever the
    /// damping: the closed forms are not evaluated there, where rounding would move the
    /// velocity by an ulp.
    @Test(arguments: [0.35, 0.6, 0.95, 1, 1.7])
    func theStartIsExactAtTimeZero(dampingRatio: Double) {
        for (x0, v0) in [(-123.4, 987.6), (379.5, -2_345.67), (0.1, 0.3), (-0.7, -1e-3)] {
            let motion = SpringMotion(response: 0.37, dampingRatio: dampingRatio, initialDisplacement: x0, initialVelocity: v0)
            #expect(motion.state(at: 0) == (x0, v0), "x0 \(x0), v0 \(v0)")
            #expect(motion.state(at: -0.5) == (x0, v0))
        }
    }
}
