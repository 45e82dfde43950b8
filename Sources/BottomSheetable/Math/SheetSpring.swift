/// The spring that settles a sheet on its target detent.
///
/// By default damping follows the overlay container as its article (a Maps-like overlay
/// with notches) describes it ("spring animation (damping 0.6 with velocity, 1 without)"): a release
/// with velocity bounces a little, a programmatic or still release is critically
/// damped. `dampingCurve: .ramp` is what OverlayContainer's code does instead: the
/// ratio falls with the release speed (`dampingRatio(releaseVelocity:)`). Stiffness and damping
/// coefficient for mass 1 follow OverlayContainer's conversion (research §3.4):
/// `k = (2π / response)²`, `c = 4π · ζ / response`; feed them to
/// `UISpringTimingParameters(mass: 1, stiffness: k, damping: c, initialVelocity:)`.
public struct SheetSpring: Sendable, Hashable, LayoutFields {
    /// OverlayContainer's spring response, seconds.
    public static let standardResponse: Double = 0.3
    /// Damping ratio after a release with velocity (overlay container).
    public static let standardDamping: Double = 0.6
    /// Damping ratio without velocity: critically damped.
    public static let standardDampingWithoutVelocity: Double = 1
    /// Release speed up to which `.ramp` keeps `dampingWithoutVelocity`, pt/s
    /// (OverlayContainer's `minimumVelocityConsideration`).
    public static let rampStartVelocity: Double = 150
    /// Release speed from which `.ramp` reaches `damping`, pt/s
    /// (OverlayContainer's `maximumVelocityConsideration`).
    public static let rampEndVelocity: Double = 3000

    /// Seconds for one undamped oscillation.
    public var response: Double
    /// Damping ratio ζ used when the sheet is released with velocity.
    public var damping: Double
    /// Damping ratio ζ used when there is no release velocity.
    public var dampingWithoutVelocity: Double
    /// How ζ goes from `dampingWithoutVelocity` to `damping` as the release speeds up.
    public var dampingCurve: SpringDampingCurve

    public init(
        response: Double = SheetSpring.standardResponse,
        damping: Double = SheetSpring.standardDamping,
        dampingWithoutVelocity: Double = SheetSpring.standardDampingWithoutVelocity,
        dampingCurve: SpringDampingCurve = .step
    ) {
        self.response = response
        self.damping = damping
        self.dampingWithoutVelocity = dampingWithoutVelocity
        self.dampingCurve = dampingCurve
    }

    /// The field list (`LayoutFields`): the plan's `physics.spring`.
    @inlinable
    public func visitFields<Visitor: LayoutFieldVisitor>(_ visitor: inout Visitor) {
        visitor.visit("response", response)
        visitor.visit("damping", damping)
        visitor.visit("dampingWithoutVelocity", dampingWithoutVelocity)
        visitor.visit("dampingCurve", word: dampingCurve)
    }

    /// ζ for a release at `releaseVelocity` pt/s (either sign).
    ///
    /// `.step`: `dampingWithoutVelocity` at 0, `damping` otherwise. `.ramp`:
    /// `n = (clamp(|v|, 150, 3000) − 150) / 2850`, `ζ = dampingWithoutVelocity + n ·
    /// (damping − dampingWithoutVelocity)`, OverlayContainer's normalised damping with
    /// its fixed 1 as `dampingWithoutVelocity`. A non-finite velocity counts as 0.
    public func dampingRatio(releaseVelocity: Double) -> Double {
        let speed = releaseVelocity.isFinite ? abs(releaseVelocity) : 0
        switch dampingCurve {
        case .step:
            return speed == 0 ? dampingWithoutVelocity : damping
        case .ramp:
            let clamped = min(Self.rampEndVelocity, max(speed, Self.rampStartVelocity))
            let progress = (clamped - Self.rampStartVelocity) / (Self.rampEndVelocity - Self.rampStartVelocity)
            return dampingWithoutVelocity + progress * (damping - dampingWithoutVelocity)
        }
    }

    /// Stiffness for mass 1: `(2π / response)²`.
    public var stiffness: Double {
        let angularFrequency = 2 * Double.pi / response
        return angularFrequency * angularFrequency
    }

    /// Damping coefficient for mass 1: `4π · ζ / response`.
    public func dampingCoefficient(releaseVelocity: Double) -> Double {
        4 * Double.pi * dampingRatio(releaseVelocity: releaseVelocity) / response
    }

    /// UIKit's normalised initial spring velocity: the release velocity along the height
    /// axis divided by the distance to travel (`1` = covers the distance in one second).
    /// 0 when there is nothing to travel.
    public static func normalizedInitialVelocity(downwardVelocity: Double, fromHeight: Double, toHeight: Double) -> Double {
        let distance = toHeight - fromHeight
        guard distance != 0 else { return 0 }
        return -downwardVelocity / distance
    }
}
