/// The stable name of a detent (`half`, `full`, …).
///
/// UIKit gives a custom detent without an identifier a random one, which breaks
/// `selectedDetentIdentifier` and `largestUndimmedDetentIdentifier`; every detent
/// here therefore carries an explicit, spec-given identifier. A string literal
/// converts, so generated code can write `Detent(id: "half", …)`.
public struct DetentIdentifier: Sendable, Hashable, RawRepresentable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    public var description: String { rawValue }

    /// UIKit's identifier of the system medium detent.
    public static let medium = DetentIdentifier("medium")
    /// UIKit's identifier of the system large detent.
    public static let large = DetentIdentifier("large")
}
