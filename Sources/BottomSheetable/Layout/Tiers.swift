/// How many resting stops a sheet has, in the vocabulary of the original
/// `BottomSheetable` protocol (`tiersType`, `.oneTierAutomatic`).
public enum Tiers: String, Sendable, Hashable, CaseIterable {
    /// One stop whose height follows the content (the content-sized sheet).
    case oneTierAutomatic
    /// One fixed stop.
    case one
    /// Two stops, e.g. half and full.
    case two
    /// Three stops, e.g. tip, half and full.
    case three

    /// The number of detents a layout with these tiers declares.
    public var detentCount: Int {
        switch self {
        case .oneTierAutomatic, .one: 1
        case .two: 2
        case .three: 3
        }
    }

    /// Whether the single stop is sized by the content rather than by the container.
    public var fitsContent: Bool { self == .oneTierAutomatic }
}
