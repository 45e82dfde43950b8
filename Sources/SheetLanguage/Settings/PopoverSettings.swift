import BottomSheetable

/// `popover:`: the iPad popover of `BottomSheetable`.
public struct PopoverSettings: SettingsBlock {
    public var alignment: Located<PopoverAlignment>?
    /// Points; 504 when not written.
    public var width: Located<Double>?
    public var height: Located<PopoverHeights>?
    /// Points between the popover and the container's bottom for `bottomCenter`.
    public var bottomMargin: Located<Double>?
    /// The sides an `anchored` popover's arrow may point from; `any` when not written.
    public var arrows: Located<PopoverArrowsForm>?

    public init() {}

    typealias Key = PopoverKey
    static let expected = "a mapping such as `{ alignment: center }`"
}

/// The popover's maximum height in each orientation: what the keyboard's
/// height is subtracted from under `keyboard.policy: shrink`.
///
/// `height: 540` gives both orientations the same value (and range).
public struct PopoverHeights: Hashable, Sendable {
    public var portrait: Located<Double>
    public var landscape: Located<Double>

    public init(portrait: Located<Double>, landscape: Located<Double>) {
        self.portrait = portrait
        self.landscape = landscape
    }
}

/// `alignment:` decodes the runtime's own enum: each word is its case name.
extension PopoverAlignment: SpecKeyword {}

/// The keys of `popover:`.
enum PopoverKey: BlockKey {
    case alignment, width, height, bottomMargin, arrows

    var spelling: StaticString {
        switch self {
        case .alignment: "alignment"
        case .width: "width"
        case .height: "height"
        case .bottomMargin: "bottomMargin"
        case .arrows: "arrows"
        }
    }

    static let table = FieldTable<PopoverKey>(
        owner: "`popover`",
        elsewhere: [
            ("portrait", .belongsUnder("height")), ("landscape", .belongsUnder("height")),
            ("popoverAlignment", .renamed("alignment")),
            ("permittedArrowDirections", .renamed("arrows")), ("arrowEdge", .renamed("arrows")),
        ])

    var valueSchema: SchemaNode {
        switch self {
        case .alignment:
            SchemaNode.keyword(PopoverAlignment.self).described("Where the popover sits in its container.")
        case .width: SchemaNode.points.described("Fixed width in points.")
        case .height:
            SchemaNode.anyOf([.points, .reference(.popoverHeight)])
                .described("Maximum height in points for both orientations, or { portrait, landscape }.")
        case .bottomMargin: SchemaNode.points.described("Gap to the container's bottom, for bottomCenter.")
        case .arrows:
            SchemaNode.anyOf([.keyword(PopoverArrowsWord.self), .list(of: .keyword(PopoverArrowKeyword.self))])
                .described("Sides an anchored popover's arrow may point from: any, or a list of up, down, left, right.")
        }
    }

    func decode(_ value: FieldValue, into block: inout PopoverSettings, with context: inout DecodingContext) {
        switch self {
        case .alignment: block.alignment = context.keyword(value, as: PopoverAlignment.self)
        case .width: block.width = context.number(value, .points)
        case .height: block.height = context.popoverHeights(value)
        case .bottomMargin: block.bottomMargin = context.number(value, .points)
        case .arrows: block.arrows = context.popoverArrows(value)
        }
    }

    func visitField(_ fields: inout some BlockFieldVisitor<PopoverSettings>) {
        switch self {
        case .alignment: fields.visit(\.alignment)
        case .width: fields.visit(\.width)
        case .height: fields.visit(\.height)
        case .bottomMargin: fields.visit(\.bottomMargin)
        case .arrows: fields.visit(\.arrows)
        }
    }
}

/// The keys of `popover.height:` written per orientation. Both are required,
/// so the heights are a value, not a block that layers key by key.
enum PopoverHeightKey: FieldKey {
    case portrait, landscape

    var spelling: StaticString {
        switch self {
        case .portrait: "portrait"
        case .landscape: "landscape"
        }
    }

    static let table = FieldTable<PopoverHeightKey>(
        owner: "`popover.height`", required: [.portrait, .landscape],
        elsewhere: [("portraitHeight", .renamed("portrait")), ("landscapeHeight", .renamed("landscape"))])

    var valueSchema: SchemaNode {
        switch self {
        case .portrait: SchemaNode.points.described("Maximum height in portrait, in points.")
        case .landscape: SchemaNode.points.described("Maximum height in landscape, in points.")
        }
    }
}

extension DecodingContext {
    /// `height: 540` for both orientations, or `{ portrait: 620, landscape: 420 }`.
    fileprivate mutating func popoverHeights(_ field: FieldValue) -> Located<PopoverHeights>? {
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
