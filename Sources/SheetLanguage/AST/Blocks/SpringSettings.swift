/// `physics.spring:`: the settling animation after a drag.
public struct SpringSettings: Hashable, Sendable {
    /// Seconds for one undamped oscillation.
    public var response: Located<Double>?
    /// Damping ratio when the drag ended with velocity.
    public var damping: Located<Double>?
    /// Damping ratio when it ended at rest.
    public var dampingWithoutVelocity: Located<Double>?

    public init() {}
}
