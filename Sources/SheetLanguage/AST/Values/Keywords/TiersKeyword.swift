/// `BottomSheetable`'s `tiersType`: how many resting stops the sheet has, and
/// whether its single stop sizes itself to content (`automatic`, the
/// protocol's `oneTierAutomatic`). The detents say where the stops are.
public enum TiersKeyword: String, SpecKeyword {
    case automatic
    case one
    case two
    case three

    /// The number of detents this tier setting requires: exactly this many,
    /// or at least this many for `three` (three stops or more).
    public var detentCount: Int {
        switch self {
        case .automatic, .one: 1
        case .two: 2
        case .three: 3
        }
    }

    /// Whether a sheet with `count` detents may write this tier setting.
    public func admits(detentCount count: Int) -> Bool {
        self == .three ? count >= detentCount : count == detentCount
    }
}
