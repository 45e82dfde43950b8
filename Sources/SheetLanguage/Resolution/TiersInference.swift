import BottomSheetable

/// `tiers` for a sheet that does not write it (docs/SpecReference.md,
/// "Decided: `tiers` and `detents` agree"): one detent fitted to content is
/// `automatic` (`oneTierAutomatic`), otherwise the number of detents.
enum TiersInference {
    /// `nil` for more than three detents, which no tier setting describes.
    static func infer(from detents: [DeclaredDetent]) -> Tiers? {
        switch detents.count {
        case 1: detents[0].isFitted ? .oneTierAutomatic : .one
        case 2: .two
        case 3: .three
        default: nil
        }
    }
}
