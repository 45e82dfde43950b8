import BottomSheetable

/// A sheet's resolved settings, in the spec's own words: the same keys and
/// keywords as docs/SpecReference.md, every one present.
extension PlanEncoder {
    mutating func sheet(_ plan: SheetPlan, navigation: NavigationGraph) {
        let sheet = plan.sheet
        writer.beginObject()
        writer.field("id", sheet.id)
        writer.field("type", sheet.type)
        writer.key("source")
        writer.beginObject()
        writer.field("file", sheet.source.path)
        writer.field("line", Int(sheet.source.range.start.line))
        writer.field("column", Int(sheet.source.range.start.column))
        writer.endObject()
        writer.key("extends")
        strings(sheet.ancestors)
        writer.field("presentation", sheet.presentation.rawValue)
        writer.key("tiers")
        writer.beginObject()
        writer.field("value", Self.word(for: sheet.tiers))
        bool("inferred", sheet.tiersInferred)
        writer.endObject()
        writer.key("detents")
        array(sheet.detents) { $0.declaredDetent($1.detent) }
        writer.key("initial")
        writer.beginObject()
        if let initial = sheet.initialDetent {
            writer.field("rule", "declared")
            writer.field("detent", initial.rawValue)
        } else {
            writer.field("rule", "smallest")
        }
        writer.endObject()
        optionalString("undimmedThrough", sheet.undimmedThrough?.rawValue)
        writer.field("grabber", sheet.grabber.rawValue)
        writer.key("cornerRadius")
        switch sheet.cornerRadius {
        case .system: writer.string("system")
        case .points(let points): writer.number(points)
        }
        bool("edgeAttachedInCompactHeight", sheet.edgeAttachedInCompactHeight)
        writer.key("scroll")
        writer.beginObject()
        bool("expandsAtEdge", sheet.scroll.expandsAtEdge)
        writer.endObject()
        dismissal(sheet)
        writer.key("keyboard")
        writer.beginObject()
        writer.field("policy", sheet.keyboard.rawValue)
        bool("observe", sheet.observesKeyboard)
        writer.endObject()
        physics(sheet.physics)
        popover(sheet.popover)
        writer.key("navigation")
        writer.beginObject()
        writer.key("push")
        strings(sheet.navigation.pushableSheets)
        writer.key("pushedBy")
        strings(navigation.sheetsPushing(sheet.id))
        bool("interactivePop", sheet.navigation.interactivePop)
        writer.endObject()
        writer.key("layouts")
        array(plan.profiles) { $0.profileLayout($1) }
        writer.endObject()
    }

    /// `tiers` as the spec writes it (`automatic` is the runtime's `oneTierAutomatic`).
    static func word(for tiers: Tiers) -> String {
        switch tiers {
        case .oneTierAutomatic: "automatic"
        case .one: "one"
        case .two: "two"
        case .three: "three"
        }
    }

    /// A detent in the spec's syntax, with a fitted detent's floor and cap always written.
    mutating func declaredDetent(_ detent: Detent) {
        writer.beginObject()
        writer.field("id", detent.id.rawValue)
        switch detent.height {
        case .system(let system): writer.field("system", system.rawValue)
        case .points(let points): number("height", points)
        case .fraction(let fraction): number("fraction", fraction)
        case .insetFromTop(let inset): number("inset", inset)
        case .fittedToContent(let minimum, let maximum):
            writer.field("fit", "content")
            writer.key("min")
            heightLimit(minimum ?? BuiltInDefaults.fittedFloor)
            writer.key("max")
            heightLimit(maximum ?? BuiltInDefaults.fittedCap)
        }
        writer.endObject()
    }

    mutating func heightLimit(_ limit: HeightLimit) {
        writer.beginObject()
        switch limit {
        case .points(let points): number("height", points)
        case .fraction(let fraction): number("fraction", fraction)
        }
        writer.endObject()
    }

    mutating func dismissal(_ sheet: ResolvedSheet) {
        writer.key("dismiss")
        writer.beginObject()
        bool("swipe", sheet.dismissal.swipe)
        bool("tapOutside", sheet.dismissal.tapOutside)
        bool("closeButton", sheet.dismissal.closeButton)
        bool("confirm", sheet.dismissal.confirm)
        bool("programmatic", sheet.programmaticDismissal)
        writer.endObject()
    }

    /// Only the chosen snap policy's parameters: the others have no effect.
    mutating func physics(_ physics: SheetPhysics) {
        writer.key("physics")
        writer.beginObject()
        writer.key("snap")
        writer.beginObject()
        switch physics.snapPolicy {
        case .projectedStop(let policy):
            writer.field("policy", SnapPolicyKeyword.projected.rawValue)
            number("deceleration", policy.deceleration)
            number("dismissThreshold", policy.dismissalProgress)
        case .momentumRedirect(let policy):
            writer.field("policy", SnapPolicyKeyword.momentumRedirect.rawValue)
            number("projectionRate", policy.projectionRate)
            number("redirectThreshold", policy.redirectThreshold)
            bool("skipStops", policy.skipsStops)
            number("removalVelocity", policy.removalVelocityThreshold)
        }
        writer.endObject()
        writer.key("spring")
        writer.beginObject()
        number("response", physics.spring.response)
        number("damping", physics.spring.damping)
        number("dampingWithoutVelocity", physics.spring.dampingWithoutVelocity)
        writer.endObject()
        writer.key("rubberBand")
        writer.beginObject()
        number("coefficient", physics.rubberBand.coefficient)
        bool("aboveLargest", physics.rubberBand.bandsAboveLargest)
        bool("belowSmallest", physics.rubberBand.bandsBelowSmallest)
        writer.endObject()
        writer.endObject()
    }

    mutating func popover(_ popover: PopoverLayout?) {
        writer.key("popover")
        guard let popover else { return writer.null() }
        writer.beginObject()
        writer.field("alignment", popover.alignment.rawValue)
        number("width", popover.width)
        writer.key("height")
        writer.beginObject()
        number("portrait", popover.portraitHeight)
        number("landscape", popover.landscapeHeight)
        writer.endObject()
        number("bottomMargin", popover.bottomMargin)
        writer.endObject()
    }
}
