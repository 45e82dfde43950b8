/// Edge insets in points, with the physical edges UIKit's `safeAreaInsets` uses.
///
/// Left/right (not leading/trailing) because safe-area insets are physical:
/// the notch is on the same side of the glass whatever the writing direction.
public struct Insets: Sendable, Hashable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = Insets(top: 0, left: 0, bottom: 0, right: 0)

    /// `top + bottom`: the vertical space the insets take away.
    public var vertical: Double { top + bottom }

    /// `left + right`: the horizontal space the insets take away.
    public var horizontal: Double { left + right }
}
