import BottomSheetable

/// `dismiss:`: the ways a user can close the sheet.
public struct DismissalSettings: SettingsBlock {
    public var swipe: Located<Bool>?
    public var tapOutside: Located<Bool>?
    public var closeButton: Located<Bool>?
    /// Ask `shouldDismiss` before dismissing.
    public var confirm: Located<Bool>?
    /// The app dismisses the sheet in code, so having no user gesture is intended.
    public var programmatic: Located<Bool>?

    public init() {}

    typealias Key = DismissalKey
    static let expected = "a mapping such as `{ swipe: true, tapOutside: false }`"

    /// `dismiss: false` means neither gesture dismisses the sheet.
    static func help(forScalar text: String) -> String? {
        guard text == "true" || text == "false" else { return nil }
        return "say which gestures dismiss the sheet: `dismiss: { swipe: \(text), tapOutside: \(text) }`"
    }
}

/// `dismiss:` resolved: the runtime's rules, and `programmatic`, which only
/// the rules (SS2303) and the plan read.
struct ResolvedDismissal {
    var rules: DismissalRules
    var programmatic: Bool
}

/// The keys of `dismiss:`.
enum DismissalKey: ResolvingKey {
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

    var valueSchema: SchemaNode {
        switch self {
        case .swipe: SchemaNode.boolean.described("Drag down past the smallest detent to close.")
        case .tapOutside: SchemaNode.boolean.described("Tap the dimmed area to close.")
        case .closeButton: SchemaNode.boolean.described("Add a generated close button.")
        case .confirm: SchemaNode.boolean.described("Ask shouldDismiss before dismissing.")
        case .programmatic:
            SchemaNode.boolean.described("The app dismisses the sheet in code, so having no user gesture is intended.")
        }
    }

    func decode(_ value: FieldValue, into block: inout DismissalSettings, with context: inout DecodingContext) {
        switch self {
        case .swipe: block.swipe = context.bool(value)
        case .tapOutside: block.tapOutside = context.bool(value)
        case .closeButton: block.closeButton = context.bool(value)
        case .confirm: block.confirm = context.bool(value)
        case .programmatic: block.programmatic = context.bool(value)
        }
    }

    func visitField(_ fields: inout some BlockFieldVisitor<DismissalSettings>) {
        switch self {
        case .swipe: fields.visit(\.swipe)
        case .tapOutside: fields.visit(\.tapOutside)
        case .closeButton: fields.visit(\.closeButton)
        case .confirm: fields.visit(\.confirm)
        case .programmatic: fields.visit(\.programmatic)
        }
    }

    static var unresolved: ResolvedDismissal { ResolvedDismissal(rules: DismissalRules(), programmatic: false) }

    /// Built in: swipe and tap outside, no close button, no confirmation.
    func resolve(_ block: DismissalSettings?, into resolved: inout ResolvedDismissal) {
        switch self {
        case .swipe: resolved.rules.swipe = block?.swipe?.value ?? true
        case .tapOutside: resolved.rules.tapOutside = block?.tapOutside?.value ?? true
        case .closeButton: resolved.rules.closeButton = block?.closeButton?.value ?? false
        case .confirm: resolved.rules.confirm = block?.confirm?.value ?? false
        case .programmatic: resolved.programmatic = block?.programmatic?.value ?? false
        }
    }
}
