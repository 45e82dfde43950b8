/// The closed-form motion of a damped spring of mass 1, for sampling a settle animation.
///
/// `SheetSpring` gives the spring's parameters (response `T`, damping ratio ζ) and
/// UIKit's conversions; this is the motion those parameters describe, so a test or
/// `simulate` can know the height at any time without a display link. With
/// `ω = 2π / T` (so stiffness `ω²`, damping coefficient `2ζω`, as in `SheetSpring`),
/// displacement `x(t)` from the target, `x(0) = x0`, `x′(0) = v0`:
///
/// | damping | `x(t)` |
/// | --- | --- |
/// | ζ < 1 | `e^(−ζωt) · (x0·cos(ω_d t) + (v0 + ζω·x0)/ω_d · sin(ω_d t))`, `ω_d = ω·√(1 − ζ²)` |
/// | ζ = 1 | `(x0 + (v0 + ω·x0)·t) · e^(−ωt)` |
/// | ζ > 1 | `c1·e^(r1 t) + c2·e^(r2 t)`, `r1,2 = −ω(ζ ∓ √(ζ² − 1))`, `c2 = (v0 − r1·x0)/(r2 − r1)`, `c1 = x0 − c2` |
///
/// `exp`, `sin` and `cos` are `Elementary`'s (the module imports no libm), so the
/// samples are the same bits on every platform.
///
/// A response that is not a positive finite number, or a negative or non-finite
/// damping ratio, has no motion: the displacement is 0 from the start (the sheet
/// jumps to its target).
public struct SpringMotion: Sendable, Hashable {
    /// Settled when the displacement is at most this many points…
    public static let settleDistance: Double = 0.5
    /// …and the speed at most this many points per second.
    public static let settleSpeed: Double = 1
    /// A motion that has not settled after this many seconds (ζ = 0 never does) is
    /// treated as settled: the sheet is put on its target.
    public static let maximumDuration: Double = 10

    /// Displacement from the target at `t = 0`, in points.
    public var initialDisplacement: Double
    /// Velocity at `t = 0` along the same axis, in points per second.
    public var initialVelocity: Double
    /// Undamped angular frequency `ω = 2π / response`; 0 when there is no motion.
    public var angularFrequency: Double
    public var dampingRatio: Double

    public init(response: Double, dampingRatio: Double, initialDisplacement: Double, initialVelocity: Double) {
        let moves =
            response.isFinite && response > 0 && dampingRatio.isFinite && dampingRatio >= 0
            && initialDisplacement.isFinite && initialVelocity.isFinite
        self.initialDisplacement = moves ? initialDisplacement : 0
        self.initialVelocity = moves ? initialVelocity : 0
        self.angularFrequency = moves ? 2 * Double.pi / response : 0
        self.dampingRatio = moves ? dampingRatio : 1
    }

    /// The displacement from the target at `t` seconds (`t ≤ 0` gives the start).
    public func displacement(at t: Double) -> Double {
        state(at: t).displacement
    }

    /// The velocity at `t` seconds, in points per second.
    public func velocity(at t: Double) -> Double {
        state(at: t).velocity
    }

    /// Whether the motion counts as finished at `t`: within `settleDistance` of the
    /// target and slower than `settleSpeed`, or `t ≥ maximumDuration`.
    public func isSettled(at t: Double) -> Bool {
        if t >= Self.maximumDuration { return true }
        let (x, v) = state(at: t)
        return abs(x) <= Self.settleDistance && abs(v) <= Self.settleSpeed
    }

    /// Displacement and velocity at `t`.
    public func state(at t: Double) -> (displacement: Double, velocity: Double) {
        let x0 = initialDisplacement
        let v0 = initialVelocity
        let omega = angularFrequency
        guard omega > 0 else { return (0, 0) }
        guard t > 0 else { return (x0, v0) }
        let zeta = dampingRatio
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let decay = Elementary.exp(-zeta * omega * t)
            let a = x0
            let b = (v0 + zeta * omega * x0) / omegaD
            let c = Elementary.cos(omegaD * t)
            let s = Elementary.sin(omegaD * t)
            let x = decay * (a * c + b * s)
            let v = decay * ((b * omegaD - zeta * omega * a) * c - (a * omegaD + zeta * omega * b) * s)
            return (x, v)
        }
        if zeta == 1 {
            let decay = Elementary.exp(-omega * t)
            let b = v0 + omega * x0
            return ((x0 + b * t) * decay, (b - omega * (x0 + b * t)) * decay)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root)
        let r2 = -omega * (zeta + root)
        let c2 = (v0 - r1 * x0) / (r2 - r1)
        let c1 = x0 - c2
        let e1 = Elementary.exp(r1 * t)
        let e2 = Elementary.exp(r2 * t)
        return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
    }
}
