import BottomSheetable

/// `style`: whether the sheet's presentation honours it at all, then the
/// resolved dimming, border and grabber from `SheetStyle`'s field list
/// (colours as upper-case hex codes, no border as `null`).
extension PlanEncoder {
    mutating func style(_ style: SheetStyle, honoured: Bool) {
        object("style") {
            $0.bool("honoured", honoured)
            $0.fields(style)
        }
    }
}
