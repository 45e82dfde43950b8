/// A point in a container's coordinate space, in points (y grows downward, as in UIKit).
///
/// The runtime defines its own geometry so that it needs no CoreGraphics and builds
/// on every platform; apps convert with `CGPoint(x: p.x, y: p.y)`.
public struct Point: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)
}
