/// `physics:`: how a drag ends. The system sheet ignores it; custom
/// presentations (overlay, content-sized) honour it.
///
/// The parameters of the policy a sheet does not use, and the rubber band
/// most sheets leave at its default, are kept out of line (`OutOfLine`).
public struct PhysicsSettings: SettingsBlock {
    public var snap: Located<SnapPolicyKeyword>?
    /// `a` in the projected stopping point `x0 - 0.5 * v0^2 / a`, in pt/s².
    public var deceleration: Located<Double>?
    /// How far below the smallest detent, as a fraction of it, a projected
    /// stop must fall to dismiss (`projected`).
    @OutOfLine public var dismissThreshold: Located<Double>? = nil
    /// Per-millisecond deceleration rate of the momentum projection (`momentumRedirect`).
    @OutOfLine public var projectionRate: Located<Double>? = nil
    /// Progress towards the next detent beyond which a drag goes on to it (`momentumRedirect`).
    @OutOfLine public var redirectThreshold: Located<Double>? = nil
    /// Whether a fast fling may pass over intermediate detents (`momentumRedirect`).
    @OutOfLine public var skipStops: Located<Bool>? = nil
    /// Downward speed, in heights per second, that removes the sheet (`momentumRedirect`).
    @OutOfLine public var removalVelocity: Located<Double>? = nil
    public var spring: Located<SpringSettings>?
    @OutOfLine public var rubberBand: Located<RubberBandSettings>? = nil

    public init() {}

    typealias Key = PhysicsKey
    static let expected = "a mapping such as `{ deceleration: 800 }`"
}

/// The keys of `physics:`.
enum PhysicsKey: BlockKey {
    case snap, deceleration, dismissThreshold, projectionRate, redirectThreshold, skipStops, removalVelocity
    case spring, rubberBand

    var spelling: StaticString {
        switch self {
        case .snap: "snap"
        case .deceleration: "deceleration"
        case .dismissThreshold: "dismissThreshold"
        case .projectionRate: "projectionRate"
        case .redirectThreshold: "redirectThreshold"
        case .skipStops: "skipStops"
        case .removalVelocity: "removalVelocity"
        case .spring: "spring"
        case .rubberBand: "rubberBand"
        }
    }

    static let table = FieldTable<PhysicsKey>(
        owner: "`physics`",
        elsewhere: [
            ("damping", .belongsUnder("spring")), ("response", .belongsUnder("spring")),
            ("decelerationRate", .renamed("projectionRate")),
        ])

    // The meaning column of docs/SpecReference.md, shortened to one line.
    var valueSchema: SchemaNode {
        switch self {
        case .snap:
            SchemaNode.keyword(SnapPolicyKeyword.self).described("How the resting detent is chosen when a drag ends.")
        case .deceleration:
            SchemaNode.number.described("projected: deceleration in pt/s² used to project the stopping point.")
        case .dismissThreshold:
            SchemaNode.fraction.described(
                "projected: dismiss when the stop falls this share below the smallest detent.")
        case .projectionRate:
            SchemaNode.number.described("momentumRedirect, velocityDirection: per-millisecond deceleration rate, like 0.998.")
        case .redirectThreshold:
            SchemaNode.fraction.described(
                "momentumRedirect: progress beyond which the drag goes on to the next detent.")
        case .skipStops: SchemaNode.boolean.described("momentumRedirect: a fast fling may pass over detents.")
        case .removalVelocity:
            SchemaNode.number.described(
                "momentumRedirect: downward speed in heights per second that removes the sheet.")
        case .spring: SchemaNode.reference(.spring).described("The spring that settles the sheet on a detent.")
        case .rubberBand: SchemaNode.reference(.rubberBand).described("Resistance past the end detents.")
        }
    }

    func decode(_ value: FieldValue, into block: inout PhysicsSettings, with context: inout DecodingContext) {
        switch self {
        case .snap: block.snap = context.keyword(value, as: SnapPolicyKeyword.self)
        case .deceleration: block.deceleration = context.number(value, .plain("a deceleration in points per second squared"))
        case .dismissThreshold: block.dismissThreshold = context.number(value, .fraction)
        case .projectionRate: block.projectionRate = context.number(value, .plain("a rate like 0.998"))
        case .redirectThreshold: block.redirectThreshold = context.number(value, .fraction)
        case .skipStops: block.skipStops = context.bool(value)
        case .removalVelocity: block.removalVelocity = context.number(value, .plain("a speed in heights per second"))
        case .spring: block.spring = context.decodeBlock(value, as: SpringSettings.self)
        case .rubberBand: block.rubberBand = context.decodeBlock(value, as: RubberBandSettings.self)
        }
    }

    func visitField(_ fields: inout some BlockFieldVisitor<PhysicsSettings>) {
        switch self {
        case .snap: fields.visit(\.snap)
        case .deceleration: fields.visit(\.deceleration)
        case .dismissThreshold: fields.visit(\.dismissThreshold)
        case .projectionRate: fields.visit(\.projectionRate)
        case .redirectThreshold: fields.visit(\.redirectThreshold)
        case .skipStops: fields.visit(\.skipStops)
        case .removalVelocity: fields.visit(\.removalVelocity)
        case .spring: fields.visit(\.spring)
        case .rubberBand: fields.visit(\.rubberBand)
        }
    }
}
