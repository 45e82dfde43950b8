/// A width and a height in points.
public struct Size: Sendable, Hashable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size with no extent, used for the zero-size popover anchor rect.
    public static let zero = Size(width: 0, height: 0)
}
