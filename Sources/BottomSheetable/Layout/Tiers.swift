/// How many resting stops a sheet has, in the vocabulary of the original
/// `BottomSheetable` protocol (`tiersType`, `.oneTierAutomatic`).
public enum Tiers: String, Sendable, Hashable, CaseIterable, LayoutWord {
    /// One stop whose height follows the content (the content-sized sheet).
    case oneTierAutomatic
    /// One fixed stop.
    case one
    /// Two stops, e.g. half and full.
    case two
    /// Three stops or more, e.g. tip, half and full (FloatingPanel), or four
    /// (docs/SpecReference.md, "Decided: more than three stops"): the protocol's
    /// vocabulary ends at three, UIKit's detent list does not.
    case three

    /// The least number of detents a layout with these tiers declares: exactly
    /// this many for `one` and `two`, at least this many for `three`.
    public var detentCount: Int {
        switch self {
        case .oneTierAutomatic, .one: 1
        case .two: 2
        case .three: 3
        }
    }

    /// Whether a layout with `count` detents may have these tiers.
    public func admits(detentCount count: Int) -> Bool {
        self == .three ? count >= detentCount : count == detentCount
    }

    /// Whether the single stop is sized by the content rather than by the container.
    public var fitsContent: Bool { self == .oneTierAutomatic }

    /// The word in a spec and the plan: `automatic` for `oneTierAutomatic`,
    /// the case name otherwise.
    public var planWord: String { self == .oneTierAutomatic ? "automatic" : rawValue }
}
