import BottomSheetable

/// `style`: the resolved dimming, border and grabber, colours as upper-case
/// hex codes, and whether the sheet's presentation honours them at all.
extension PlanEncoder {
    mutating func style(_ style: SheetStyle, honoured: Bool) {
        object("style") {
            $0.bool("honoured", honoured)
            $0.writer.field("dimmingColor", HexColor(style.dimmingColor).hexCode)
            $0.number("dimmingAlpha", style.dimmingAlpha)
            $0.writer.key("border")
            if let border = style.border {
                $0.writer.beginObject()
                $0.writer.field("color", HexColor(border.color).hexCode)
                $0.number("width", border.width)
                $0.writer.endObject()
            } else {
                $0.writer.null()
            }
            $0.object("grabber") {
                $0.writer.field("color", HexColor(style.grabber.color).hexCode)
                $0.number("width", style.grabber.width)
                $0.number("height", style.grabber.height)
                $0.number("topGap", style.grabber.topGap)
            }
        }
    }
}
