import BottomSheetable
import SheetDiagnostics
import SheetYAML

/// `navigation:`: the sheet hosts a navigation stack.
public struct NavigationSettings: SettingsBlock {
    /// Ids of the sheets this one can push; each brings its own settings.
    public var push: Located<[Located<String>]>?
    /// Swipe from the leading edge pops the top screen.
    public var interactivePop: Located<Bool>?
    /// How a push or a pop of this sheet's stack is animated.
    public var transition: Located<NavigationTransition>?

    public init() {}

    typealias Key = NavigationKey
    static let expected = "a mapping such as `{ push: [address] }`"
}

/// `transition:` decodes the runtime's own enum: each word is its case name.
extension NavigationTransition: SpecKeyword {}

/// The keys of `navigation:`.
enum NavigationKey: ResolvingKey {
    case push, interactivePop, transition

    var spelling: StaticString {
        switch self {
        case .push: "push"
        case .interactivePop: "interactivePop"
        case .transition: "transition"
        }
    }

    static let table = FieldTable<NavigationKey>(owner: "`navigation`", elsewhere: [("screens", .renamed("push"))])

    var valueSchema: SchemaNode {
        switch self {
        case .push:
            SchemaNode.list(of: .identifier).described("Sheets this one can push; [] overrides an inherited list.")
        case .interactivePop: SchemaNode.boolean.described("Swipe from the leading edge pops.")
        case .transition:
            SchemaNode.keyword(NavigationTransition.self).described(
                "How a push or pop is animated: the navigation controller's slide, or the sheet's own rise and sink.")
        }
    }

    func decode(_ value: FieldValue, into block: inout NavigationSettings, with context: inout DecodingContext) {
        switch self {
        case .push: block.push = context.sheetReferences(value)
        case .interactivePop: block.interactivePop = context.bool(value)
        case .transition: block.transition = context.keyword(value, as: NavigationTransition.self)
        }
    }

    func visitField(_ fields: inout some BlockFieldVisitor<NavigationSettings>) {
        switch self {
        case .push: fields.visit(\.push)
        case .interactivePop: fields.visit(\.interactivePop)
        case .transition: fields.visit(\.transition)
        }
    }

    static var unresolved: SheetNavigation { SheetNavigation() }

    /// Built in: pushes nothing, the edge swipe pops, the navigation controller's own slide.
    func resolve(_ block: NavigationSettings?, into resolved: inout SheetNavigation) {
        switch self {
        case .push: resolved.pushableSheets = block?.push?.value.map(\.value) ?? []
        case .interactivePop: resolved.interactivePop = block?.interactivePop?.value ?? true
        case .transition: resolved.transition = block?.transition?.value ?? .system
        }
    }
}

extension DecodingContext {
    /// `push: [address, payment]`; an empty list is allowed and means none.
    fileprivate mutating func sheetReferences(_ field: FieldValue) -> Located<[Located<String>]>? {
        var help: String?
        var fixes: [FixIt] = []
        if document.kind(of: field.node) == .scalar, !isNull(field.node),
            Self.isIdentifier(document.scalarBytes(of: field.node))
        {
            help = "write a list, even for one sheet: `[\(text(field.node))]`"
            fixes = [FixIt(span: span(field.node), replacement: "[\(text(field.node))]", applicability: .safe)]
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
}
