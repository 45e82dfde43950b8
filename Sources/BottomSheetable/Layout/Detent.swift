/// A named resting height of a sheet (a "tier" or "stop" in other libraries).
public struct Detent: Sendable, Hashable {
    public var id: DetentIdentifier
    public var height: DetentHeight

    public init(id: DetentIdentifier, height: DetentHeight) {
        self.id = id
        self.height = height
    }

    /// UIKit's `.medium()`: half of the large height.
    public static let medium = Detent(id: .medium, height: .system(.medium))
    /// UIKit's `.large()`: the full available height.
    public static let large = Detent(id: .large, height: .system(.large))
}
