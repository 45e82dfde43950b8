/// The keys of a sheet (and of a file's `defaults:`).
enum SheetKey: FieldKey {
    case type, extends, presentation, tiers, frame, detents, initial, undimmedThrough, grabber, cornerRadius
    case edgeAttachedInCompactHeight, sizing, style, scroll, dismiss, keyboard, physics, popover, navigation
    case accessibility

    var spelling: StaticString {
        switch self {
        case .type: "type"
        case .extends: "extends"
        case .presentation: "presentation"
        case .tiers: "tiers"
        case .frame: "frame"
        case .detents: "detents"
        case .initial: "initial"
        case .undimmedThrough: "undimmedThrough"
        case .grabber: "grabber"
        case .cornerRadius: "cornerRadius"
        case .edgeAttachedInCompactHeight: "edgeAttachedInCompactHeight"
        case .sizing: "sizing"
        case .style: "style"
        case .scroll: "scroll"
        case .dismiss: "dismiss"
        case .keyboard: "keyboard"
        case .physics: "physics"
        case .popover: "popover"
        case .navigation: "navigation"
        case .accessibility: "accessibility"
        }
    }

    /// The part of a sheet this key writes, for recording what failed.
    var part: SheetParts {
        switch self {
        case .type: .type
        case .extends: .extends
        case .presentation: .presentation
        case .tiers: .tiers
        case .frame: .frame
        case .detents: .detents
        case .initial: .initial
        case .undimmedThrough: .undimmedThrough
        case .grabber: .grabber
        case .cornerRadius: .cornerRadius
        case .edgeAttachedInCompactHeight: .edgeAttachedInCompactHeight
        case .sizing: .sizing
        case .style: .style
        case .scroll: .scroll
        case .dismiss: .dismiss
        case .keyboard: .keyboard
        case .physics: .physics
        case .popover: .popover
        case .navigation: .navigation
        case .accessibility: .accessibility
        }
    }

    /// `type` and `extends` name one sheet's Swift type and parent, so they
    /// cannot be shared through `defaults:` (SS1014).
    var isAllowedInDefaults: Bool {
        switch self {
        case .type, .extends: false
        case .presentation, .tiers, .frame, .detents, .initial, .undimmedThrough, .grabber, .cornerRadius,
            .edgeAttachedInCompactHeight, .sizing, .style, .scroll, .dismiss, .keyboard, .physics, .popover, .navigation,
            .accessibility:
            true
        }
    }

    /// Keys of the inner blocks and other tools' names, so a misplaced key
    /// gets "belongs under `dismiss:`" rather than a far-fetched spelling.
    static let elsewhere: [(key: String, advice: KeyAdvice)] = [
        ("swipe", .belongsUnder("dismiss")), ("tapOutside", .belongsUnder("dismiss")),
        ("closeButton", .belongsUnder("dismiss")), ("confirm", .belongsUnder("dismiss")),
        ("policy", .belongsUnder("keyboard")), ("expandsAtEdge", .belongsUnder("scroll")),
        ("bottom", .belongsUnder("frame")), ("top", .belongsUnder("frame")),
        ("alignment", .belongsUnder("popover")), ("width", .belongsUnder("popover")),
        ("push", .belongsUnder("navigation")), ("interactivePop", .belongsUnder("navigation")),
        ("transition", .belongsUnder("navigation")),
        ("detentControl", .belongsUnder("accessibility")), ("announcesDetent", .belongsUnder("accessibility")),
        ("escape", .belongsUnder("accessibility")), ("reduceMotion", .belongsUnder("accessibility")),
        ("fadeDuration", .belongsUnder("accessibility")), ("textGrowth", .belongsUnder("accessibility")),
        ("deceleration", .belongsUnder("physics")), ("spring", .belongsUnder("physics")),
        ("initialDetent", .renamed("initial")), ("selectedDetent", .renamed("initial")),
        ("largestUndimmedDetent", .renamed("undimmedThrough")), ("dismissal", .renamed("dismiss")),
        ("tiersType", .renamed("tiers")), ("isKeyboardObserver", .belongsUnder("keyboard")),
        ("dimmingColor", .belongsUnder("style")), ("dimmingAlpha", .belongsUnder("style")),
        ("borderColor", .belongsUnder("style")), ("borderWidth", .belongsUnder("style")),
        ("grabberColor", .belongsUnder("style")),
        ("prefersGrabberVisible", .renamed("grabber")), ("preferredCornerRadius", .renamed("cornerRadius")),
    ]

    static let sheetTable = FieldTable<SheetKey>(owner: "a sheet", required: [.type], elsewhere: elsewhere)
    static let defaultsTable = FieldTable<SheetKey>(owner: "`defaults`", elsewhere: elsewhere)
}
