/// `physics:`: how a drag ends. The system sheet ignores it; custom
/// presentations (overlay, content-sized) honour it.
public struct PhysicsSettings: Hashable, Sendable {
    public var snap: Located<SnapPolicyKeyword>?
    /// `a` in the projected stopping point `x0 - 0.5 * v0^2 / a`, in pt/s².
    public var deceleration: Located<Double>?
    /// How far below the smallest detent, as a fraction of it, a projected
    /// stop must fall to dismiss (`projected`).
    public var dismissThreshold: Located<Double>?
    /// Per-millisecond deceleration rate of the momentum projection (`momentumRedirect`).
    public var projectionRate: Located<Double>?
    /// Progress towards the next detent beyond which a drag goes on to it (`momentumRedirect`).
    public var redirectThreshold: Located<Double>?
    /// Whether a fast fling may pass over intermediate detents (`momentumRedirect`).
    public var skipStops: Located<Bool>?
    /// Downward speed, in heights per second, that removes the sheet (`momentumRedirect`).
    public var removalVelocity: Located<Double>?
    public var spring: Located<SpringSettings>?
    public var rubberBand: Located<RubberBandSettings>?

    public init() {}
}
