import BottomSheetable

/// `physics.rubberBand:`: resistance when dragging past the end detents.
public struct RubberBandSettings: SettingsBlock {
    public var coefficient: Located<Double>?
    public var aboveLargest: Located<Bool>?
    public var belowSmallest: Located<Bool>?

    public init() {}

    typealias Key = RubberBandKey
    static let expected = "a mapping such as `{ coefficient: 0.55 }`"
}

/// The keys of `physics.rubberBand:`.
enum RubberBandKey: ResolvingKey {
    case coefficient, aboveLargest, belowSmallest

    var spelling: StaticString {
        switch self {
        case .coefficient: "coefficient"
        case .aboveLargest: "aboveLargest"
        case .belowSmallest: "belowSmallest"
        }
    }

    static let table = FieldTable<RubberBandKey>(owner: "`rubberBand`")

    var valueSchema: SchemaNode {
        switch self {
        case .coefficient: SchemaNode.number.described("Resistance past the end detents, like 0.55.")
        case .aboveLargest: SchemaNode.boolean.described("Band above the largest detent (otherwise stop there).")
        case .belowSmallest: SchemaNode.boolean.described("Band below the smallest detent.")
        }
    }

    func decode(_ value: FieldValue, into block: inout RubberBandSettings, with context: inout DecodingContext) {
        switch self {
        case .coefficient: block.coefficient = context.number(value, .plain("a coefficient like 0.55"))
        case .aboveLargest: block.aboveLargest = context.bool(value)
        case .belowSmallest: block.belowSmallest = context.bool(value)
        }
    }

    func visitField(_ fields: inout some BlockFieldVisitor<RubberBandSettings>) {
        switch self {
        case .coefficient: fields.visit(\.coefficient)
        case .aboveLargest: fields.visit(\.aboveLargest)
        case .belowSmallest: fields.visit(\.belowSmallest)
        }
    }

    static var unresolved: RubberBand { RubberBand() }

    /// Built in: UIScrollView's coefficient, banding past both ends.
    func resolve(_ block: RubberBandSettings?, into resolved: inout RubberBand) {
        switch self {
        case .coefficient: resolved.coefficient = block?.coefficient?.value ?? 0.55
        case .aboveLargest: resolved.bandsAboveLargest = block?.aboveLargest?.value ?? true
        case .belowSmallest: resolved.bandsBelowSmallest = block?.belowSmallest?.value ?? true
        }
    }
}
