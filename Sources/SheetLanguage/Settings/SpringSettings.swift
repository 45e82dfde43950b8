import BottomSheetable

/// `physics.spring:`: the settling animation after a drag.
public struct SpringSettings: SettingsBlock {
    /// Seconds for one undamped oscillation.
    public var response: Located<Double>?
    /// Damping ratio when the drag ended with velocity.
    public var damping: Located<Double>?
    /// Damping ratio when it ended at rest.
    public var dampingWithoutVelocity: Located<Double>?
    /// How the ratio goes from `dampingWithoutVelocity` to `damping` with the release speed.
    public var dampingCurve: Located<SpringDampingCurve>?

    public init() {}

    typealias Key = SpringKey
    static let expected = "a mapping such as `{ damping: 0.6 }`"
}

/// `dampingCurve:` decodes the runtime's own enum: each word is its case name.
extension SpringDampingCurve: SpecKeyword {}

/// The keys of `physics.spring:`.
enum SpringKey: ResolvingKey {
    case response, damping, dampingWithoutVelocity, dampingCurve

    var spelling: StaticString {
        switch self {
        case .response: "response"
        case .damping: "damping"
        case .dampingWithoutVelocity: "dampingWithoutVelocity"
        case .dampingCurve: "dampingCurve"
        }
    }

    static let table = FieldTable<SpringKey>(owner: "`spring`", elsewhere: [("dampingRatio", .renamed("damping"))])

    var valueSchema: SchemaNode {
        switch self {
        case .response: SchemaNode.number.described("One undamped oscillation, in seconds.")
        case .damping: SchemaNode.number.described("Damping ratio after a release with velocity.")
        case .dampingWithoutVelocity: SchemaNode.number.described("Damping ratio after a release at rest.")
        case .dampingCurve:
            SchemaNode.keyword(SpringDampingCurve.self).described(
                "step: damping after any fling; ramp: from dampingWithoutVelocity at 150 pt/s to damping at 3000 pt/s.")
        }
    }

    func decode(_ value: FieldValue, into block: inout SpringSettings, with context: inout DecodingContext) {
        switch self {
        case .response: block.response = context.number(value, .plain("a duration in seconds"))
        case .damping: block.damping = context.number(value, .plain("a damping ratio like 0.6"))
        case .dampingWithoutVelocity:
            block.dampingWithoutVelocity = context.number(value, .plain("a damping ratio like 1"))
        case .dampingCurve: block.dampingCurve = context.keyword(value, as: SpringDampingCurve.self)
        }
    }

    func visitField(_ fields: inout some BlockFieldVisitor<SpringSettings>) {
        switch self {
        case .response: fields.visit(\.response)
        case .damping: fields.visit(\.damping)
        case .dampingWithoutVelocity: fields.visit(\.dampingWithoutVelocity)
        case .dampingCurve: fields.visit(\.dampingCurve)
        }
    }

    static var unresolved: SheetSpring { SheetSpring() }

    /// Built in: the overlay-container article's step from 1 at rest to 0.6 after a fling.
    func resolve(_ block: SpringSettings?, into resolved: inout SheetSpring) {
        switch self {
        case .response: resolved.response = block?.response?.value ?? 0.3
        case .damping: resolved.damping = block?.damping?.value ?? 0.6
        case .dampingWithoutVelocity: resolved.dampingWithoutVelocity = block?.dampingWithoutVelocity?.value ?? 1
        case .dampingCurve: resolved.dampingCurve = block?.dampingCurve?.value ?? .step
        }
    }
}
