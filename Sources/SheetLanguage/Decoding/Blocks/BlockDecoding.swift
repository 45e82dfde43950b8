import SheetDiagnostics
import SheetYAML

extension DecodingContext {
    mutating func decodeScroll(_ field: FieldValue) -> Located<ScrollSettings>? {
        guard expectMapping(field, expected: "a mapping such as `{ expandsAtEdge: false }`") else { return nil }
        var settings = ScrollSettings()
        forEachField(of: field.node, table: ScrollKey.table) { context, key, value in
            switch key {
            case .expandsAtEdge: settings.expandsAtEdge = context.bool(value)
            }
        }
        return located(settings, field)
    }

    mutating func decodeDismissal(_ field: FieldValue) -> Located<DismissalSettings>? {
        guard expectMapping(field, expected: "a mapping such as `{ swipe: true, tapOutside: false }`") else { return nil }
        var settings = DismissalSettings()
        forEachField(of: field.node, table: DismissalKey.table) { context, key, value in
            switch key {
            case .swipe: settings.swipe = context.bool(value)
            case .tapOutside: settings.tapOutside = context.bool(value)
            case .closeButton: settings.closeButton = context.bool(value)
            case .confirm: settings.confirm = context.bool(value)
            case .programmatic: settings.programmatic = context.bool(value)
            }
        }
        return located(settings, field)
    }

    mutating func decodeKeyboard(_ field: FieldValue) -> Located<KeyboardSettings>? {
        guard expectMapping(field, expected: "a mapping such as `{ policy: expand }`") else { return nil }
        var settings = KeyboardSettings()
        forEachField(of: field.node, table: KeyboardKey.table) { context, key, value in
            switch key {
            case .policy: settings.policy = context.keyword(value, as: KeyboardPolicyKeyword.self)
            case .observe: settings.observe = context.bool(value)
            }
        }
        return located(settings, field)
    }

    mutating func decodeNavigation(_ field: FieldValue) -> Located<NavigationSettings>? {
        guard expectMapping(field, expected: "a mapping such as `{ push: [address] }`") else { return nil }
        var settings = NavigationSettings()
        forEachField(of: field.node, table: NavigationKey.table) { context, key, value in
            switch key {
            case .push: settings.push = context.sheetReferences(value)
            case .interactivePop: settings.interactivePop = context.bool(value)
            }
        }
        return located(settings, field)
    }

    /// `push: [address, payment]`; an empty list is allowed and means none.
    private mutating func sheetReferences(_ field: FieldValue) -> Located<[Located<String>]>? {
        var help: String?
        var fixes: [FixIt] = []
        if document.kind(of: field.node) == .scalar, !isNull(field.node),
            Self.isIdentifier(document.scalarBytes(of: field.node))
        {
            help = "write a list, even for one sheet: `[\(text(field.node))]`"
            fixes = [FixIt(span: span(field.node), replacement: "[\(text(field.node))]")]
        }
        guard expectList(field, expected: "a list of sheet ids", help: help) else {
            if !fixes.isEmpty, let last = diagnostics.indices.last { diagnostics[last].fixes = fixes }
            return nil
        }
        var references: [Located<String>] = []
        for item in document.items(of: field.node) {
            if let reference = identifier(FieldValue(node: item, key: nil), what: "sheet id") {
                references.append(reference)
            }
        }
        return located(references, field)
    }

    mutating func decodePhysics(_ field: FieldValue) -> Located<PhysicsSettings>? {
        guard expectMapping(field, expected: "a mapping such as `{ deceleration: 800 }`") else { return nil }
        var settings = PhysicsSettings()
        forEachField(of: field.node, table: PhysicsKey.table) { context, key, value in
            switch key {
            case .snap: settings.snap = context.keyword(value, as: SnapPolicyKeyword.self)
            case .deceleration: settings.deceleration = context.number(value, .plain("a deceleration in points per second squared"))
            case .dismissThreshold: settings.dismissThreshold = context.number(value, .fraction)
            case .projectionRate: settings.projectionRate = context.number(value, .plain("a rate like 0.998"))
            case .redirectThreshold: settings.redirectThreshold = context.number(value, .fraction)
            case .skipStops: settings.skipStops = context.bool(value)
            case .removalVelocity: settings.removalVelocity = context.number(value, .plain("a speed in heights per second"))
            case .spring: settings.spring = context.decodeSpring(value)
            case .rubberBand: settings.rubberBand = context.decodeRubberBand(value)
            }
        }
        return located(settings, field)
    }

    private mutating func decodeSpring(_ field: FieldValue) -> Located<SpringSettings>? {
        guard expectMapping(field, expected: "a mapping such as `{ damping: 0.6 }`") else { return nil }
        var settings = SpringSettings()
        forEachField(of: field.node, table: SpringKey.table) { context, key, value in
            switch key {
            case .response: settings.response = context.number(value, .plain("a duration in seconds"))
            case .damping: settings.damping = context.number(value, .plain("a damping ratio like 0.6"))
            case .dampingWithoutVelocity:
                settings.dampingWithoutVelocity = context.number(value, .plain("a damping ratio like 1"))
            }
        }
        return located(settings, field)
    }

    private mutating func decodeRubberBand(_ field: FieldValue) -> Located<RubberBandSettings>? {
        guard expectMapping(field, expected: "a mapping such as `{ coefficient: 0.55 }`") else { return nil }
        var settings = RubberBandSettings()
        forEachField(of: field.node, table: RubberBandKey.table) { context, key, value in
            switch key {
            case .coefficient: settings.coefficient = context.number(value, .plain("a coefficient like 0.55"))
            case .aboveLargest: settings.aboveLargest = context.bool(value)
            case .belowSmallest: settings.belowSmallest = context.bool(value)
            }
        }
        return located(settings, field)
    }

    mutating func decodePopover(_ field: FieldValue) -> Located<PopoverSettings>? {
        guard expectMapping(field, expected: "a mapping such as `{ alignment: center }`") else { return nil }
        var settings = PopoverSettings()
        forEachField(of: field.node, table: PopoverKey.table) { context, key, value in
            switch key {
            case .alignment: settings.alignment = context.keyword(value, as: PopoverAlignmentKeyword.self)
            case .width: settings.width = context.number(value, .points)
            case .height: settings.height = context.popoverHeights(value)
            case .bottomMargin: settings.bottomMargin = context.number(value, .points)
            }
        }
        return located(settings, field)
    }

    /// `height: 540` for both orientations, or `{ portrait: 620, landscape: 420 }`.
    private mutating func popoverHeights(_ field: FieldValue) -> Located<PopoverHeights>? {
        if document.kind(of: field.node) != .mapping {
            let meaning = NumberMeaning.plain("a number of points or `{ portrait: 620, landscape: 420 }`")
            guard let both = number(field, meaning) else { return nil }
            return located(PopoverHeights(portrait: both, landscape: both), field)
        }
        var portrait: Located<Double>?
        var landscape: Located<Double>?
        forEachField(of: field.node, table: PopoverHeightKey.table, owner: field.key.map(range)) { context, key, value in
            switch key {
            case .portrait: portrait = context.number(value, .points)
            case .landscape: landscape = context.number(value, .points)
            }
        }
        guard let portrait, let landscape else { return nil }
        return located(PopoverHeights(portrait: portrait, landscape: landscape), field)
    }
}
