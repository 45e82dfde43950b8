import BottomSheetable

/// A sheet's geometry on each profile screen: every number the runtime
/// computes there, rounded to the plan's precision.
extension PlanEncoder {
    mutating func profileLayout(_ layout: ProfileLayout) {
        writer.beginObject()
        writer.field("profile", layout.profile)
        writer.key("screens")
        array(layout.screens) { $0.screen($1) }
        writer.endObject()
    }

    mutating func screen(_ screen: ScreenLayout) {
        writer.beginObject()
        writer.field("orientation", screen.orientation.rawValue)
        writer.field("presentedAs", screen.presentedAs.rawValue)
        length("availableHeight", screen.container.availableHeight)
        length("keyboardHeight", screen.keyboardHeight)
        optionalString("initial", screen.initial?.rawValue)
        writer.key("inactive")
        strings(screen.inactive.map(\.rawValue))
        writer.key("detents")
        array(screen.detents) { $0.detent($1) }
        writer.key("popover")
        if let popover = screen.popover {
            writer.beginObject()
            placement(popover.placement)
            writer.key("withKeyboard")
            writer.beginObject()
            placement(popover.withKeyboard)
            writer.endObject()
            writer.endObject()
        } else {
            writer.null()
        }
        writer.endObject()
    }

    mutating func detent(_ detent: DetentLayout) {
        let resolved = detent.resolved
        writer.beginObject()
        writer.field("id", resolved.id.rawValue)
        length("height", resolved.height)
        length("requestedHeight", resolved.requestedHeight)
        bool("clamped", resolved.isClampedAtPrintedPrecision)
        bool("undimmed", detent.undimmed)
        writer.key("content")
        if let range = resolved.contentRange {
            writer.beginObject()
            length("floor", range.floor)
            length("cap", range.cap)
            bool("inverted", range.isInvertedAtPrintedPrecision)
            writer.endObject()
        } else {
            writer.null()
        }
        writer.key("withKeyboard")
        writer.beginObject()
        length("height", detent.keyboard.height)
        length("uncovered", detent.keyboard.uncoveredHeight)
        writer.endObject()
        writer.endObject()
    }

    /// The anchor point and frame keys of one placement, into the open object.
    mutating func placement(_ placement: PopoverPlacement) {
        writer.key("anchor")
        writer.beginObject()
        length("x", placement.anchor.origin.x)
        length("y", placement.anchor.origin.y)
        writer.endObject()
        writer.key("frame")
        writer.beginObject()
        length("x", placement.frame.minX)
        length("y", placement.frame.minY)
        length("width", placement.frame.width)
        length("height", placement.frame.height)
        writer.endObject()
    }
}
