import BottomSheetable

/// `keyboard:`: what the sheet does when the keyboard appears.
public struct KeyboardSettings: SettingsBlock {
    public var policy: Located<KeyboardPolicy>?
    /// `BottomSheetable`'s `isKeyboardObserver`.
    public var observe: Located<Bool>?

    public init() {}

    typealias Key = KeyboardKey
    static let expected = "a mapping such as `{ policy: expand }`"

    /// `keyboard: lift` means the policy.
    static func help(forScalar text: String) -> String? {
        KeyboardPolicy(rawValue: text).map { "write the policy under its key: `keyboard: { policy: \($0.rawValue) }`" }
    }
}

/// `policy:` decodes the runtime's own enum: each word is its case name.
extension KeyboardPolicy: SpecKeyword {}

/// The keys of `keyboard:`.
enum KeyboardKey: BlockKey {
    case policy, observe

    var spelling: StaticString {
        switch self {
        case .policy: "policy"
        case .observe: "observe"
        }
    }

    static let table = FieldTable<KeyboardKey>(
        owner: "`keyboard`", elsewhere: [("isKeyboardObserver", .renamed("observe"))])

    var valueSchema: SchemaNode {
        switch self {
        case .policy:
            SchemaNode.keyword(KeyboardPolicy.self).described(
                "expand: to the largest detent; lift: rise by the keyboard's height; shrink: popover height minus it.")
        case .observe:
            SchemaNode.boolean.described("BottomSheetable's isKeyboardObserver; true when policy is not none.")
        }
    }

    func decode(_ value: FieldValue, into block: inout KeyboardSettings, with context: inout DecodingContext) {
        switch self {
        case .policy: block.policy = context.keyword(value, as: KeyboardPolicy.self)
        case .observe: block.observe = context.bool(value)
        }
    }

    func visitField(_ fields: inout some BlockFieldVisitor<KeyboardSettings>) {
        switch self {
        case .policy: fields.visit(\.policy)
        case .observe: fields.visit(\.observe)
        }
    }
}
