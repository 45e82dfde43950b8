/// A floor or cap on a content-fitted detent: absolute points or a fraction of
/// the container's available height.
public enum HeightLimit: Sendable, Hashable {
    /// An absolute height in points above the bottom safe-area edge.
    case points(Double)
    /// A fraction of the available height (`0.9` = 90 %).
    case fraction(Double)

    /// The limit in points for a container whose available height is `availableHeight`.
    public func points(availableHeight: Double) -> Double {
        switch self {
        case .points(let value): value
        case .fraction(let value): value * availableHeight
        }
    }
}
