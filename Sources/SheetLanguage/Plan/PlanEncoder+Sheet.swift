import BottomSheetable

/// A sheet's resolved settings, in the spec's own words: the same keys and
/// keywords as docs/SpecReference.md, every one present.
extension PlanEncoder {
    mutating func sheet(_ plan: SheetPlan, navigation: NavigationGraph) {
        let sheet = plan.sheet
        writer.beginObject()
        writer.field("id", sheet.id)
        writer.field("type", sheet.type)
        object("source") {
            $0.writer.field("file", sheet.source.path)
            $0.writer.field("line", Int(sheet.source.range.start.line))
            $0.writer.field("column", Int(sheet.source.range.start.column))
        }
        strings("extends", sheet.ancestors)
        writer.field("presentation", sheet.presentation.rawValue)
        object("tiers") {
            $0.writer.field("value", sheet.tiers.spelling)
            $0.bool("inferred", sheet.tiersInferred)
        }
        object("frame") { $0.fields(sheet.frame) }
        writer.key("detents")
        array(sheet.detents) { $0.declaredDetent($1.detent) }
        object("initial") {
            if let initial = sheet.initialDetent {
                $0.writer.field("rule", "declared")
                $0.writer.field("detent", initial.rawValue)
            } else {
                $0.writer.field("rule", "smallest")
            }
        }
        optionalString("undimmedThrough", sheet.undimmedThrough?.rawValue)
        writer.field("grabber", sheet.grabber.rawValue)
        writer.key("cornerRadius")
        switch sheet.cornerRadius {
        case .system: writer.string("system")
        case .points(let points): writer.number(points)
        }
        bool("edgeAttachedInCompactHeight", sheet.edgeAttachedInCompactHeight)
        object("sizing") {
            $0.writer.field("value", sheet.sizing.rawValue)
            $0.bool("honoured", sheet.layout.honoursSizing)
        }
        style(sheet.style, honoured: !sheet.usesSystemSheet)
        object("scroll") { $0.fields(sheet.scroll) }
        object("dismiss") {
            $0.fields(sheet.dismissal)
            $0.bool(PlanSchemaFields.programmatic, sheet.programmaticDismissal)
        }
        object("keyboard") {
            $0.writer.field("policy", sheet.keyboard.rawValue)
            $0.bool("observe", sheet.observesKeyboard)
            $0.writer.field("popoverShrink", PopoverShrink(sheet.layout, observesKeyboard: sheet.observesKeyboard).rawValue)
        }
        object("physics") { $0.physics(sheet.physics) }
        popover(sheet.popover)
        object("navigation") {
            $0.strings("push", sheet.navigation.pushableSheets)
            $0.strings("pushedBy", navigation.sheetsPushing(sheet.id))
            $0.bool("interactivePop", sheet.navigation.interactivePop)
            $0.writer.field("transition", sheet.navigation.transition.rawValue)
        }
        object("accessibility") { $0.fields(sheet.accessibility) }
        writer.key("layouts")
        array(plan.profiles) { $0.profileLayout($1) }
        writer.endObject()
    }

    /// A detent in the spec's syntax, with a fitted detent's floor and cap always written.
    mutating func declaredDetent(_ detent: Detent) {
        writer.beginObject()
        writer.field("id", detent.id.rawValue)
        switch detent.height {
        case .system(let system): writer.field("system", system.rawValue)
        case .points(let points): number("height", points)
        case .pointsByOrientation(let portrait, let landscape):
            object("height") {
                $0.number("portrait", portrait)
                $0.number("landscape", landscape)
            }
        case .fraction(let fraction): number("fraction", fraction)
        case .insetFromTop(let inset): number("inset", inset)
        case .fittedToContent(let minimum, let maximum):
            writer.field("fit", "content")
            object("min") { $0.heightLimit(minimum ?? BuiltInDefaults.fittedFloor) }
            object("max") { $0.heightLimit(maximum ?? BuiltInDefaults.fittedCap) }
        case .hidden:
            writer.key("hidden")
            writer.bool(true)
        }
        writer.endObject()
    }

    /// The one key of a limit, into the open object.
    mutating func heightLimit(_ limit: HeightLimit) {
        switch limit {
        case .points(let points): number("height", points)
        case .fraction(let fraction): number("fraction", fraction)
        }
    }

    /// `snap` with only the chosen policy's parameters (the others have no
    /// effect), `spring` and `rubberBand`, into the open object.
    mutating func physics(_ physics: SheetPhysics) {
        object("snap") {
            $0.writer.field("policy", SnapPolicyKeyword(physics.snapPolicy).rawValue)
            $0.fields(physics.snapPolicy)
        }
        object("spring") { $0.fields(physics.spring) }
        object("rubberBand") { $0.fields(physics.rubberBand) }
    }

    mutating func popover(_ popover: PopoverLayout?) {
        guard let popover else {
            writer.key("popover")
            return writer.null()
        }
        object("popover") {
            $0.writer.field("alignment", popover.alignment.rawValue)
            $0.number("width", popover.width)
            $0.object("height") {
                $0.number("portrait", popover.portraitHeight)
                $0.number("landscape", popover.landscapeHeight)
            }
            $0.number("bottomMargin", popover.bottomMargin)
            $0.strings("arrows", popover.arrows.names)
        }
    }
}
