/// The keys of `scroll:`.
enum ScrollKey: FieldKey {
    case expandsAtEdge

    var spelling: StaticString { "expandsAtEdge" }

    static let table = FieldTable<ScrollKey>(
        owner: "`scroll`", elsewhere: [("prefersScrollingExpandsWhenScrolledToEdge", .renamed("expandsAtEdge"))])
}

/// The keys of `dismiss:`.
enum DismissalKey: FieldKey {
    case swipe, tapOutside, closeButton, confirm, programmatic

    var spelling: StaticString {
        switch self {
        case .swipe: "swipe"
        case .tapOutside: "tapOutside"
        case .closeButton: "closeButton"
        case .confirm: "confirm"
        case .programmatic: "programmatic"
        }
    }

    static let table = FieldTable<DismissalKey>(
        owner: "`dismiss`",
        elsewhere: [
            ("shouldDismiss", .renamed("confirm")), ("drag", .renamed("swipe")), ("tap", .renamed("tapOutside")),
        ])
}

/// The keys of `keyboard:`.
enum KeyboardKey: FieldKey {
    case policy, observe

    var spelling: StaticString {
        switch self {
        case .policy: "policy"
        case .observe: "observe"
        }
    }

    static let table = FieldTable<KeyboardKey>(
        owner: "`keyboard`", elsewhere: [("isKeyboardObserver", .renamed("observe"))])
}

/// The keys of `navigation:`.
enum NavigationKey: FieldKey {
    case push, interactivePop

    var spelling: StaticString {
        switch self {
        case .push: "push"
        case .interactivePop: "interactivePop"
        }
    }

    static let table = FieldTable<NavigationKey>(owner: "`navigation`", elsewhere: [("screens", .renamed("push"))])
}
