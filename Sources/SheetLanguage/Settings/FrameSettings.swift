import BottomSheetable

/// `frame:`: the edges a sheet's heights are measured between, for a custom
/// presentation that does not measure as UIKit does (`SheetFrame`).
public struct FrameSettings: SettingsBlock {
    /// Where heights are measured up from.
    public var bottom: Located<SheetFrame.Bottom>?
    /// How high the largest height reaches.
    public var top: Located<SheetFrame.Top>?

    public init() {}

    typealias Key = FrameKey
    static let expected = "a mapping such as `{ bottom: tabBar }` or `{ bottom: screen, top: screen }`"
}

/// `bottom:` and `top:` decode the runtime's own enums: each word is its case name.
extension SheetFrame.Bottom: SpecKeyword {}
extension SheetFrame.Top: SpecKeyword {}

/// The keys of `frame:`.
enum FrameKey: ResolvingKey {
    case bottom, top

    var spelling: StaticString {
        switch self {
        case .bottom: "bottom"
        case .top: "top"
        }
    }

    static let table = FieldTable<FrameKey>(owner: "`frame`")

    var valueSchema: SchemaNode {
        switch self {
        case .bottom:
            SchemaNode.keyword(SheetFrame.Bottom.self).described(
                "Where heights are measured from: the bottom safe-area edge, the screen's bottom edge, or a tab bar.")
        case .top:
            SchemaNode.keyword(SheetFrame.Top.self).described(
                "How high the largest height reaches: the top safe area (less the top gap) or the screen's top edge.")
        }
    }

    func decode(_ value: FieldValue, into block: inout FrameSettings, with context: inout DecodingContext) {
        switch self {
        case .bottom: block.bottom = context.keyword(value, as: SheetFrame.Bottom.self)
        case .top: block.top = context.keyword(value, as: SheetFrame.Top.self)
        }
    }

    func visitField(_ fields: inout some BlockFieldVisitor<FrameSettings>) {
        switch self {
        case .bottom: fields.visit(\.bottom)
        case .top: fields.visit(\.top)
        }
    }

    static var unresolved: SheetFrame { SheetFrame() }

    /// Built in: between the safe areas, as UIKit measures.
    func resolve(_ block: FrameSettings?, into resolved: inout SheetFrame) {
        switch self {
        case .bottom: resolved.bottom = block?.bottom?.value ?? .safeArea
        case .top: resolved.top = block?.top?.value ?? .safeArea
        }
    }
}
