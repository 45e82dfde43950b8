/// The spring that settles a sheet on its target detent.
///
/// Damping follows the overlay container's rule (DESIGN, "spring animation (damping
/// 0.6 with velocity, 1 without)"): a release with velocity bounces a little, a
/// programmatic or still release is critically damped. Stiffness and damping
/// coefficient for mass 1 follow OverlayContainer's conversion (research §3.4):
/// `k = (2π / response)²`, `c = 4π · ζ / response`; feed them to
/// `UISpringTimingParameters(mass: 1, stiffness: k, damping: c, initialVelocity:)`.
public struct SheetSpring: Sendable, Hashable {
    /// OverlayContainer's spring response, seconds.
    public static let standardResponse: Double = 0.3
    /// Damping ratio after a release with velocity (overlay container).
    public static let standardDamping: Double = 0.6
    /// Damping ratio without velocity: critically damped.
    public static let standardDampingWithoutVelocity: Double = 1

    /// Seconds for one undamped oscillation.
    public var response: Double
    /// Damping ratio ζ used when the sheet is released with velocity.
    public var damping: Double
    /// Damping ratio ζ used when there is no release velocity.
    public var dampingWithoutVelocity: Double

    public init(
        response: Double = SheetSpring.standardResponse,
        damping: Double = SheetSpring.standardDamping,
        dampingWithoutVelocity: Double = SheetSpring.standardDampingWithoutVelocity
    ) {
        self.response = response
        self.damping = damping
        self.dampingWithoutVelocity = dampingWithoutVelocity
    }

    /// ζ for a release at `releaseVelocity` pt/s (either sign).
    public func dampingRatio(releaseVelocity: Double) -> Double {
        releaseVelocity == 0 ? dampingWithoutVelocity : damping
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
