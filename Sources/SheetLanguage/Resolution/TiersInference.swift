import BottomSheetable

/// `tiers` for a sheet that does not write it (docs/SpecReference.md,
/// "Decided: `tiers` and `detents` agree"): one detent fitted to content is
/// `automatic` (`oneTierAutomatic`), otherwise the number of detents, and
/// `three` for three or more ("Decided: more than three stops"). Hidden stops
/// (`hidden: true`) are not counted: `tiers` counts the stops a finger reaches.
enum TiersInference {
    /// `nil` when no detent is visible (every one is hidden), SS3006.
    static func infer(from detents: [DeclaredDetent]) -> Tiers? {
        let visible = detents.filter { $0.detent.height != .hidden }
        return infer(count: visible.count, firstIsFitted: visible.first?.isFitted ?? false)
    }

    /// The same inference from the detent count and whether the first detent
    /// is fitted, for callers that have no resolved detents (the rules).
    static func infer(count: Int, firstIsFitted: Bool) -> Tiers? {
        switch count {
        case 1: firstIsFitted ? .oneTierAutomatic : .one
        case 2: .two
        case 3...: .three
        default: nil
        }
    }
}
