import BottomSheetable

/// Which planned heights rest on a number nobody has pinned, so that pictures
/// mark them and the diagnostics computed from them say so.
///
/// Two things make a height approximate: the `medium` detent, whose formula
/// (half the available height) Apple documents only as "approximately half"
/// and one iOS 26.1 measurement contradicts (docs/Runtime.md §3); and an
/// approximate available height (a profile's approximate safe area, top gap or
/// tab bar, as far as the sheet's `frame` depends on them)
/// under a height taken from it: `large`, a fraction, an inset, a fitted cap,
/// or a fixed height clamped to it. A fitted detent at the content's measured
/// height (`contentHeight`, between its floor and cap) rests on no profile
/// number, nor does one held at a floor in points (`min: { height: 150 }`)
/// below its cap: only a floor that is a fraction, or a cap, moves with the
/// available height.
public enum ApproximateHeights {
    public static func isApproximate(
        _ detent: ResolvedDetent, declaredIn layout: SheetLayout, on screen: ProfileScreen,
        contentHeight: Double? = nil
    ) -> Bool {
        guard let declared = layout.detents.first(where: { $0.id == detent.id })?.height else { return false }
        if detent.contentRange != nil, let contentHeight, LengthPrecision.same(detent.height, contentHeight) {
            return false
        }
        if case .fittedToContent(.points?, _) = declared, let range = detent.contentRange,
            LengthPrecision.same(detent.height, range.floor), range.floor < range.cap,
            !LengthPrecision.same(range.floor, range.cap)
        {
            return false
        }
        if case .system(.medium) = declared { return true }
        guard screen.hasApproximateAvailableHeight(in: layout.frame) else { return false }
        if case .points = declared { return detent.isClamped }
        return true
    }
}
