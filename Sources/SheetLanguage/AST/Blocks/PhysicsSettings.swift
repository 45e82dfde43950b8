/// `physics:`: how a drag ends. The system sheet ignores it; custom
/// presentations (overlay, content-sized) honour it.
///
/// The parameters of the policy a sheet does not use, and the rubber band
/// most sheets leave at its default, are kept out of line (`OutOfLine`).
public struct PhysicsSettings: Hashable, Sendable {
    public var snap: Located<SnapPolicyKeyword>?
    /// `a` in the projected stopping point `x0 - 0.5 * v0^2 / a`, in pt/s².
    public var deceleration: Located<Double>?
    /// How far below the smallest detent, as a fraction of it, a projected
    /// stop must fall to dismiss (`projected`).
    @OutOfLine public var dismissThreshold: Located<Double>? = nil
    /// Per-millisecond deceleration rate of the momentum projection (`momentumRedirect`).
    @OutOfLine public var projectionRate: Located<Double>? = nil
    /// Progress towards the next detent beyond which a drag goes on to it (`momentumRedirect`).
    @OutOfLine public var redirectThreshold: Located<Double>? = nil
    /// Whether a fast fling may pass over intermediate detents (`momentumRedirect`).
    @OutOfLine public var skipStops: Located<Bool>? = nil
    /// Downward speed, in heights per second, that removes the sheet (`momentumRedirect`).
    @OutOfLine public var removalVelocity: Located<Double>? = nil
    public var spring: Located<SpringSettings>?
    @OutOfLine public var rubberBand: Located<RubberBandSettings>? = nil

    public init() {}
}
