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
        strings("inactive", screen.inactive.map(\.rawValue))
        writer.key("detents")
        array(screen.detents) { $0.detent($1) }
        if let popover = screen.popover, popover.isAnchoredToSource {
            object("popover") {
                $0.size(popover.placement.frame.size)
                $0.object("withKeyboard") { $0.size(popover.withKeyboard.frame.size) }
            }
        } else if let popover = screen.popover {
            object("popover") {
                $0.placement(popover.placement)
                $0.object("withKeyboard") { $0.placement(popover.withKeyboard) }
            }
        } else {
            writer.key("popover")
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
        bool("approximate", detent.approximate)
        if let range = resolved.contentRange {
            object("content") {
                $0.length("floor", range.floor)
                $0.length("cap", range.cap)
                $0.bool("inverted", range.isInvertedAtPrintedPrecision)
            }
        } else {
            writer.key("content")
            writer.null()
        }
        object("withKeyboard") {
            $0.length("height", detent.keyboard.height)
            $0.length("uncovered", detent.keyboard.uncoveredHeight)
        }
        textSize(of: detent)
        writer.endObject()
    }

    /// An anchored popover's size, into the open object: its position is the
    /// app's source view's, so the plan has none.
    mutating func size(_ size: Size) {
        object("size") {
            $0.length("width", size.width)
            $0.length("height", size.height)
        }
    }

    /// The anchor point and frame of one placement, into the open object.
    mutating func placement(_ placement: PopoverPlacement) {
        object("anchor") {
            $0.length("x", placement.anchor.origin.x)
            $0.length("y", placement.anchor.origin.y)
        }
        object("frame") {
            $0.length("x", placement.frame.minX)
            $0.length("y", placement.frame.minY)
            $0.length("width", placement.frame.width)
            $0.length("height", placement.frame.height)
        }
    }
}
