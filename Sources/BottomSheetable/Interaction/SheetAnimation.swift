/// A settle animation the shell runs: a spring from one height to another.
///
/// The parameters are `SheetSpring`'s: UIKit code feeds `stiffness`,
/// `dampingCoefficient` and `normalizedInitialVelocity` to
/// `UISpringTimingParameters(mass: 1, stiffness:damping:initialVelocity:)`; code that
/// samples it (tests, `SheetInteraction`'s time steps) uses `motion` or `frames()`.
/// The spec's physics has no other curve, so every animation is this spring, except
/// a settle while Reduce Motion is on (`Curve.fade`, `SheetAccessibility.ReducedMotion`)
/// and a move that follows the keyboard's (`Curve.timed`, `SheetEvent.keyboardAnimated`).
public struct SheetAnimation: Sendable, Hashable {
    /// How the change is shown.
    public enum Curve: Sendable, Hashable {
        /// The spring moves the height from `fromHeight` to `toHeight`.
        case spring
        /// Reduce Motion: the height is `toHeight` from the start and the change
        /// cross-dissolves over `duration` seconds (positive and finite).
        case fade(duration: Double)
        /// The keyboard's move: from `fromHeight` to `toHeight` over `duration`
        /// seconds (positive and finite) along one of UIKit's built-in curves.
        case timed(duration: Double, curve: TimingCurve)
    }

    /// The spring, as the layout gives it, or with both damping ratios raised to 1 for
    /// a dismissal (`SheetAnimation.dismissal`).
    public var spring: SheetSpring
    public var fromHeight: Double
    public var toHeight: Double
    /// The velocity at the start, UIKit's sign: positive = moving down (shrinking).
    /// A finger release passes its pan velocity; a programmatic move passes 0, which
    /// selects `spring.dampingWithoutVelocity`.
    public var downwardVelocity: Double
    public var curve: Curve

    public init(
        spring: SheetSpring, fromHeight: Double, toHeight: Double, downwardVelocity: Double, curve: Curve = .spring
    ) {
        self.spring = spring
        self.fromHeight = fromHeight
        self.toHeight = toHeight
        self.downwardVelocity = downwardVelocity
        self.curve = curve
    }

    /// The cross-dissolve's length; `nil` for a spring.
    public var fadeDuration: Double? {
        guard case .fade(let duration) = curve else { return nil }
        return duration
    }

    /// The timed move's length; `nil` for a spring or a fade.
    public var timedDuration: Double? {
        guard case .timed(let duration, _) = curve else { return nil }
        return duration
    }

    /// How close to its duration a fade (or a timed move) counts as ended: time steps of 1/60 s add
    /// up to 0.24999999999999997 after 15 steps, and that fade of 0.25 s must end
    /// on the 15th frame, as the frames sampled at `k / 60` do.
    public static let fadeEndTolerance = 1e-9

    /// Whether the animation has finished `t` seconds after its start: the spring
    /// settled (`SpringMotion.isSettled`), or the fade's duration passed (within
    /// `fadeEndTolerance`).
    public func isSettled(at t: Double) -> Bool {
        guard let length = fadeDuration ?? timedDuration else { return motion.isSettled(at: t) }
        return t + Self.fadeEndTolerance >= length
    }

    /// The height's velocity `t` seconds after the start (positive = growing); a
    /// fade does not move.
    public func velocity(at t: Double) -> Double {
        if fadeDuration != nil { return 0 }
        if let timedDuration {
            if isSettled(at: t) { return 0 }
            // A central difference a thousandth of the duration wide, one-sided at the start
            // (the height does not go back before it).
            let step = timedDuration / 1000
            let before = max(t - step, 0)
            return (height(at: t + step) - height(at: before)) / (t + step - before)
        }
        return motion.velocity(at: t)
    }

    /// How far the cross-dissolve has gone `t` seconds after the start: 0 to 1
    /// over the fade's duration; 1 for a spring.
    public func fadeProgress(at t: Double) -> Double {
        guard let fadeDuration else { return 1 }
        return min(max(t / fadeDuration, 0), 1)
    }

    /// A dismissal slides the sheet off screen and must not bounce back into view, so
    /// its spring never oscillates: both damping ratios are at least 1.
    public static func dismissal(
        spring: SheetSpring, fromHeight: Double, toHeight: Double, downwardVelocity: Double
    ) -> SheetAnimation {
        var calm = spring
        calm.damping = max(spring.damping, 1)
        calm.dampingWithoutVelocity = max(spring.dampingWithoutVelocity, 1)
        return SheetAnimation(
            spring: calm, fromHeight: fromHeight, toHeight: toHeight, downwardVelocity: downwardVelocity)
    }

    /// `spring.dampingRatio(releaseVelocity:)` for this start velocity.
    public var dampingRatio: Double { spring.dampingRatio(releaseVelocity: downwardVelocity) }
    /// `spring.stiffness`.
    public var stiffness: Double { spring.stiffness }
    /// `spring.dampingCoefficient(releaseVelocity:)` for this start velocity.
    public var dampingCoefficient: Double { spring.dampingCoefficient(releaseVelocity: downwardVelocity) }
    /// UIKit's normalised initial velocity (`SheetSpring.normalizedInitialVelocity`).
    public var normalizedInitialVelocity: Double {
        SheetSpring.normalizedInitialVelocity(
            downwardVelocity: downwardVelocity, fromHeight: fromHeight, toHeight: toHeight)
    }

    /// The motion of the height: displacement `from − to`, velocity along the height axis.
    public var motion: SpringMotion {
        SpringMotion(
            response: spring.response, dampingRatio: dampingRatio,
            initialDisplacement: fromHeight - toHeight, initialVelocity: -downwardVelocity)
    }

    /// How long the animation runs at 60 frames per second: the time of the last of
    /// `frames()`, at which it is settled (`SpringMotion.maximumDuration` at most). A
    /// shell hands it to an animator that needs a duration as well as a spring.
    public var duration: Double { frames().last?.time ?? 0 }  // mutate: equivalent — frames() always holds frame 0, so `?? 0` is never read

    /// The height `t` seconds after the start (the target once settled).
    public func height(at t: Double) -> Double {
        if fadeDuration != nil { return toHeight }
        if case .timed(let duration, let timing) = curve {
            if isSettled(at: t) { return toHeight }
            return fromHeight + (toHeight - fromHeight) * timing.progress(at: t / duration)
        }
        let motion = motion
        return motion.isSettled(at: t) ? toHeight : toHeight + motion.displacement(at: t)
    }

    /// The animation sampled at `rate` frames per second (60 by default): frame `k` is
    /// at `k / rate` seconds, from frame 0 (the start) up to and including the first
    /// frame at which `SpringMotion.isSettled` holds, whose height is exactly
    /// `toHeight` and velocity 0. A motion that never settles stops at
    /// `SpringMotion.maximumDuration`. A non-positive or non-finite rate gives 60.
    ///
    /// A fade's frames are at `toHeight` with velocity 0, from 0 up to and including
    /// the first frame at or after its duration; a timed move's follow its curve up
    /// to that frame, which is at `toHeight` with velocity 0.
    public func frames(rate: Double = 60) -> [AnimationFrame] {
        let rate = rate.isFinite && rate > 0 ? rate : 60
        if fadeDuration != nil || timedDuration != nil {
            var frames: [AnimationFrame] = []
            var index = 0
            while true {
                let time = Double(index) / rate
                frames.append(AnimationFrame(time: time, height: height(at: time), velocity: velocity(at: time)))
                if isSettled(at: time) { return frames }
                index += 1
            }
        }
        let motion = motion
        var frames: [AnimationFrame] = []
        var index = 0
        while true {
            let time = Double(index) / rate
            if motion.isSettled(at: time) {
                frames.append(AnimationFrame(time: time, height: toHeight, velocity: 0))
                return frames
            }
            let (x, v) = motion.state(at: time)
            frames.append(AnimationFrame(time: time, height: toHeight + x, velocity: v))
            index += 1
        }
    }
}
