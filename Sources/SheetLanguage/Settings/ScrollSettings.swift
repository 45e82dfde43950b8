import BottomSheetable

/// `scroll:`: how dragging in scrolling content interacts with the sheet.
public struct ScrollSettings: SettingsBlock {
    /// Scrolling up at the top edge grows the sheet before the content scrolls
    /// (UIKit's `prefersScrollingExpandsWhenScrolledToEdge`).
    public var expandsAtEdge: Located<Bool>?

    public init() {}

    typealias Key = ScrollKey
    static let expected = "a mapping such as `{ expandsAtEdge: false }`"
}

/// The keys of `scroll:`.
enum ScrollKey: ResolvingKey {
    case expandsAtEdge

    var spelling: StaticString { "expandsAtEdge" }

    static let table = FieldTable<ScrollKey>(
        owner: "`scroll`", elsewhere: [("prefersScrollingExpandsWhenScrolledToEdge", .renamed("expandsAtEdge"))])

    var valueSchema: SchemaNode {
        switch self {
        case .expandsAtEdge:
            SchemaNode.boolean.described("Scrolling up at the top edge grows the sheet before the content scrolls.")
        }
    }

    func decode(_ value: FieldValue, into block: inout ScrollSettings, with context: inout DecodingContext) {
        switch self {
        case .expandsAtEdge: block.expandsAtEdge = context.bool(value)
        }
    }

    func visitField(_ fields: inout some BlockFieldVisitor<ScrollSettings>) {
        switch self {
        case .expandsAtEdge: fields.visit(\.expandsAtEdge)
        }
    }

    static var unresolved: ScrollBehavior { ScrollBehavior() }

    /// Built in: UIKit's `prefersScrollingExpandsWhenScrolledToEdge`, true.
    func resolve(_ block: ScrollSettings?, into resolved: inout ScrollBehavior) {
        switch self {
        case .expandsAtEdge: resolved.expandsAtEdge = block?.expandsAtEdge?.value ?? true
        }
    }
}
