/// One sample of a settle animation.
public struct AnimationFrame: Sendable, Hashable {
    /// Seconds since the animation started.
    public var time: Double
    /// The sheet's height at that time (may pass the target while a spring bounces).
    public var height: Double
    /// The height's rate of change in points per second, positive = growing.
    public var velocity: Double

    public init(time: Double, height: Double, velocity: Double) {
        self.time = time
        self.height = height
        self.velocity = velocity
    }
}
