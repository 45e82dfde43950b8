import BottomSheetable

/// `tiers` for a sheet that does not write it (docs/SpecReference.md,
/// "Decided: `tiers` and `detents` agree"): one detent fitted to content is
/// `automatic` (`oneTierAutomatic`), otherwise the number of detents.
enum TiersInference {
    /// `nil` for more than three detents, which no tier setting describes.
    static func infer(from detents: [DeclaredDetent]) -> Tiers? {
        infer(count: detents.count, firstIsFitted: detents.first?.isFitted ?? false)
    }

    /// The same inference from the detent count and whether the first detent
    /// is fitted, for callers that have no resolved detents (the rules).
    static func infer(count: Int, firstIsFitted: Bool) -> Tiers? {
        switch count {
        case 1: firstIsFitted ? .oneTierAutomatic : .one
        case 2: .two
        case 3: .three
        default: nil
        }
    }
}
