import BottomSheetable
import Foundation
import Testing

/// The spring's closed form against Foundation's `exp`/`sin`/`cos` (the module has its
/// own), and the 60 Hz sampler.
@Suite struct SheetAnimationTests {
    /// ω for the standard response 0.3 s.
    let omega = 2 * Double.pi / 0.3

    @Test func criticallyDampedFromRest() {
        // From 0 to 100 without velocity: x(t) = −100·(1 + ωt)·e^(−ωt), height = 100 + x.
        let animation = SheetAnimation(spring: SheetSpring(), fromHeight: 0, toHeight: 100, downwardVelocity: 0)
        #expect(animation.dampingRatio == 1)
        for t in [0.0, 0.05, 0.1, 0.2, 0.35] {
            let expected = 100 - 100 * (1 + omega * t) * Foundation.exp(-omega * t)
            expectClose(animation.height(at: t), expected, tolerance: 1e-9)
        }
    }

    @Test func underdampedWithVelocity() {
        // From 700 to 759, released moving down at 300 pt/s, ζ = 0.6:
        // x0 = −59, v0 = −300, ω_d = ω·0.8, x(t) = e^(−0.6ωt)·(x0·cos ω_d t + (v0 + 0.6ω·x0)/ω_d · sin ω_d t).
        let animation = SheetAnimation(spring: SheetSpring(), fromHeight: 700, toHeight: 759, downwardVelocity: 300)
        #expect(animation.dampingRatio == 0.6)
        let omegaD = omega * 0.8
        for t in [0.01, 0.03, 0.1, 0.2] {
            let x =
                Foundation.exp(-0.6 * omega * t)
                * (-59 * Foundation.cos(omegaD * t) + (-300 + 0.6 * omega * -59) / omegaD * Foundation.sin(omegaD * t))
            expectClose(animation.motion.displacement(at: t), x, tolerance: 1e-9)
        }
        // The velocity is the derivative: compare with a central difference.
        let h = 1e-6
        let numeric =
            (animation.motion.displacement(at: 0.1 + h) - animation.motion.displacement(at: 0.1 - h)) / (2 * h)
        expectClose(animation.motion.velocity(at: 0.1), numeric, tolerance: 1e-4)
    }

    @Test func overdamped() {
        // ζ = 2: r1,2 = −ω(2 ∓ √3); c2 = (v0 − r1·x0)/(r2 − r1), c1 = x0 − c2; x0 = −100, v0 = 0.
        let spring = SheetSpring(response: 0.3, damping: 2, dampingWithoutVelocity: 2)
        let motion = SheetAnimation(spring: spring, fromHeight: 0, toHeight: 100, downwardVelocity: 0).motion
        let r1 = -omega * (2 - 3.0.squareRoot())
        let r2 = -omega * (2 + 3.0.squareRoot())
        let c2 = (0 - r1 * -100) / (r2 - r1)
        let c1 = -100 - c2
        for t in [0.05, 0.2, 0.5] {
            expectClose(
                motion.displacement(at: t), c1 * Foundation.exp(r1 * t) + c2 * Foundation.exp(r2 * t), tolerance: 1e-9)
        }
    }

    @Test func framesAt60HzUntilSettled() {
        let animation = SheetAnimation(spring: SheetSpring(), fromHeight: 700, toHeight: 759, downwardVelocity: 300)
        let frames = animation.frames()
        #expect(frames.first == AnimationFrame(time: 0, height: 700, velocity: -300))
        #expect(frames.last?.height == 759 && frames.last?.velocity == 0)
        for (index, frame) in frames.enumerated() {
            #expect(frame.time == Double(index) / 60)
        }
        // Every frame before the last is unsettled: more than 0.5 pt away or faster than 1 pt/s.
        for frame in frames.dropLast() {
            #expect(abs(frame.height - 759) > 0.5 || abs(frame.velocity) > 1)
        }
        // ζ = 0.6 overshoots by at most e^(−π·0.6/0.8) of the distance, plus what the initial velocity adds.
        #expect(frames.contains { $0.height > 759 })
        #expect(frames.count < 120)
        #expect(animation.frames() == frames)
    }

    @Test func criticallyDampedFramesNeverOvershoot() {
        let frames = SheetAnimation(spring: SheetSpring(), fromHeight: 400, toHeight: 100, downwardVelocity: 0).frames()
        #expect(frames.allSatisfy { $0.height >= 100 && $0.height <= 400 })
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.height >= $1.height })
    }

    @Test func degenerateSprings() {
        // No motion without a positive response: one frame, on the target.
        let instant = SheetAnimation(
            spring: SheetSpring(response: 0), fromHeight: 0, toHeight: 100, downwardVelocity: 50)
        #expect(instant.frames() == [AnimationFrame(time: 0, height: 100, velocity: 0)])
        // ζ = 0 never settles: stopped at 10 s, frame 600.
        let undamped = SheetAnimation(
            spring: SheetSpring(damping: 0, dampingWithoutVelocity: 0), fromHeight: 0, toHeight: 100,
            downwardVelocity: 0)
        let frames = undamped.frames()
        #expect(frames.count == 601)
        #expect(frames.last == AnimationFrame(time: 10, height: 100, velocity: 0))
        #expect(
            SheetAnimation(spring: SheetSpring(), fromHeight: 0, toHeight: 1, downwardVelocity: 0).frames(rate: .nan)
                .count > 1)
    }

    @Test func dismissalsDoNotBounce() {
        let slide = SheetAnimation.dismissal(
            spring: SheetSpring(), fromHeight: 300, toHeight: -34, downwardVelocity: 500)
        #expect(slide.dampingRatio == 1)
        #expect(slide.stiffness == SheetSpring().stiffness)
        expectClose(slide.dampingCoefficient, 4 * Double.pi / 0.3)
        // UIKit's normalised velocity: 500 pt/s over 334 pt.
        expectClose(slide.normalizedInitialVelocity, 500.0 / 334.0)
    }
}
