import SheetDiagnostics
import SheetYAML

/// `style:`: how a custom presentation paints the dimming behind the sheet,
/// a border around it and its grabber. Flat keys, each its own value, so a
/// sheet that `extends` another can change one colour and keep the rest.
///
/// The system sheet exposes none of these (`StyleOnSystemSheetRule`).
public struct StyleSettings: SettingsBlock {
    public var dimmingColor: Located<HexColor>?
    /// The dimming view's opacity at full dimming, in [0, 1].
    public var dimmingAlpha: Located<Double>?
    public var borderColor: Located<HexColor>?
    /// Points; a border is drawn when it is greater than 0.
    public var borderWidth: Located<Double>?
    public var grabberColor: Located<HexColor>?
    public var grabberWidth: Located<Double>?
    public var grabberHeight: Located<Double>?
    /// Points between the sheet's top edge and the grabber.
    public var grabberTopGap: Located<Double>?

    public init() {}

    typealias Key = StyleKey
    static let expected = "a mapping such as `{ dimmingAlpha: 0.3 }`"
}

/// The keys of `style:`.
enum StyleKey: BlockKey {
    case dimmingColor, dimmingAlpha, borderColor, borderWidth, grabberColor, grabberWidth, grabberHeight, grabberTopGap

    var spelling: StaticString {
        switch self {
        case .dimmingColor: "dimmingColor"
        case .dimmingAlpha: "dimmingAlpha"
        case .borderColor: "borderColor"
        case .borderWidth: "borderWidth"
        case .grabberColor: "grabberColor"
        case .grabberWidth: "grabberWidth"
        case .grabberHeight: "grabberHeight"
        case .grabberTopGap: "grabberTopGap"
        }
    }

    static let table = FieldTable<StyleKey>(
        owner: "`style`",
        elsewhere: [
            ("dimming", .renamed("dimmingAlpha")), ("border", .renamed("borderWidth")),
            ("grabberSize", .renamed("grabberWidth")), ("grabberGap", .renamed("grabberTopGap")),
        ])

    private static let color = SchemaNode.string(pattern: "^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")

    var valueSchema: SchemaNode {
        switch self {
        case .dimmingColor: Self.color.described("Colour of the dimming view, \"#RRGGBB\" or \"#RRGGBBAA\".")
        case .dimmingAlpha: SchemaNode.fraction.described("Opacity of the dimming view when fully dimmed.")
        case .borderColor: Self.color.described("Colour of the border around the sheet.")
        case .borderWidth: SchemaNode.points.described("Border width in points; 0 or left out draws none.")
        case .grabberColor: Self.color.described("Colour of the grabber bar.")
        case .grabberWidth: SchemaNode.points.described("Grabber bar width in points.")
        case .grabberHeight: SchemaNode.points.described("Grabber bar height (thickness) in points.")
        case .grabberTopGap: SchemaNode.points.described("Points between the sheet's top edge and the grabber.")
        }
    }

    func decode(_ value: FieldValue, into block: inout StyleSettings, with context: inout DecodingContext) {
        switch self {
        case .dimmingColor: block.dimmingColor = context.color(value)
        case .dimmingAlpha: block.dimmingAlpha = context.number(value, .fraction)
        case .borderColor: block.borderColor = context.color(value)
        case .borderWidth: block.borderWidth = context.number(value, .points)
        case .grabberColor: block.grabberColor = context.color(value)
        case .grabberWidth: block.grabberWidth = context.number(value, .points)
        case .grabberHeight: block.grabberHeight = context.number(value, .points)
        case .grabberTopGap: block.grabberTopGap = context.number(value, .points)
        }
    }

    func visitField(_ fields: inout some BlockFieldVisitor<StyleSettings>) {
        switch self {
        case .dimmingColor: fields.visit(\.dimmingColor)
        case .dimmingAlpha: fields.visit(\.dimmingAlpha)
        case .borderColor: fields.visit(\.borderColor)
        case .borderWidth: fields.visit(\.borderWidth)
        case .grabberColor: fields.visit(\.grabberColor)
        case .grabberWidth: fields.visit(\.grabberWidth)
        case .grabberHeight: fields.visit(\.grabberHeight)
        case .grabberTopGap: fields.visit(\.grabberTopGap)
        }
    }
}
