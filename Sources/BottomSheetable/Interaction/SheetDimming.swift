/// The alpha of the dimming view behind a sheet (0 = undimmed, 1 = fully dimmed; the
/// shell's dimming colour supplies the darkness).
///
/// With `h` the sheet's height and the layout's detents resolved for the container:
///
/// - **overlay** and **popover**: 0 at every height (an overlay keeps the background
///   interactive; a popover blocks it without dimming, as UIKit's popover does).
/// - **modal with an active `undimmedThrough` detent `u`**: 0 for `h ≤ u`; above it,
///   `(h − u) / (n − u)` up to the next larger detent `n`, then 1. When `u` is the
///   largest detent, 0 at every height (the sheet never dims, rule `SS2303`).
/// - **modal otherwise** (no `undimmedThrough`, or it names a detent inactive on this
///   container, which UIKit treats as none): 1 at and above the smallest detent `s`;
///   below it `h / s`, so the dimming fades as the sheet is dragged away or dismissed.
///
/// 0 exactly where `SheetLayout.isBackgroundInteractive` lets touches through on a
/// modal sheet; just above `u` the background is dimmed a little and blocked.
public enum SheetDimming {
    /// The dimming alpha at `height`, in `[0, 1]`.
    ///
    /// - Parameter detents: the resolved detents in ascending height.
    public static func alpha(atHeight height: Double, layout: SheetLayout, detents: [ResolvedDetent]) -> Double {
        guard layout.presentation == .modal, let smallest = detents.first else { return 0 }
        if let id = layout.undimmedThrough, let undimmed = detents.first(where: { $0.id == id }) {
            if height <= undimmed.height { return 0 }  // mutate: equivalent — at h = u the ramp below gives 0 / (n − u) = 0 too
            guard let next = detents.first(where: { $0.height > undimmed.height }) else { return 0 }
            return clampUnit((height - undimmed.height) / (next.height - undimmed.height))
        }
        if height >= smallest.height { return 1 }  // mutate: equivalent — at h = s the share below gives s / s = 1, and 1 when s = 0
        guard smallest.height > 0 else { return 1 }
        return clampUnit(height / smallest.height)
    }

    private static func clampUnit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
