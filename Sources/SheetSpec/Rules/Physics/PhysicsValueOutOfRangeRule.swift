import SheetDiagnostics

/// The drag-end physics have ranges outside which the math degenerates: a
/// zero deceleration divides by zero, a damping ratio above 1 never
/// overshoots (so why ask for a spring), a threshold above 1 is never reached.
struct PhysicsValueOutOfRangeRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2701), name: "physics-value-out-of-range", severity: .error,
        summary: "A `physics` value is outside the range its formula accepts.",
        explanation: """
            Each physics value feeds a formula with a domain: `deceleration` is `a` in the \
            projected stop `x0 - 0.5·v0²/a`, so it must be greater than 0 (joomcode's BottomSheet \
            uses 800). `dismissThreshold` and `redirectThreshold` are shares of a distance, in \
            [0, 1] (FloatingPanel clamps `redirectionalProgress` to [0, 1], `Behavior.swift:41`). \
            `projectionRate` is a per-millisecond deceleration rate like `UIScrollView`'s (0.998), \
            in (0, 1): 1 never slows down and 0 stops at once. `removalVelocity` and \
            `spring.response` must be greater than 0. `spring.damping` and \
            `spring.dampingWithoutVelocity` are damping ratios in (0, 1] (PanModal's \
            `springDamping` is 0.8; 1 is critically damped, above 1 is slower without bouncing \
            less, 0 oscillates for ever). `rubberBand.coefficient` is in (0, 1] (Apple's 0.55): \
            above 1 the sheet moves further than the finger. Checked where written, in files \
            without decoding errors.
            """)
    static let scope = RuleScope.correctness
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              nowPlaying:
                type: NowPlayingViewController
                presentation: overlay
                physics:
                  deceleration: 0
                  spring: { damping: 1.4 }
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              nowPlaying:
                type: NowPlayingViewController
                presentation: overlay
                physics:
                  deceleration: 800
                  spring: { damping: 0.6 }
            """
        ])

    /// A parameter, how to read it from the block, and its range.
    private struct Parameter: Sendable {
        let key: String
        let value: @Sendable (PhysicsSettings) -> Located<Double>?
        let range: NumberRange
    }

    private static let parameters: [Parameter] = [
        Parameter(key: "deceleration", value: { $0.deceleration }, range: .positive),
        Parameter(key: "dismissThreshold", value: { $0.dismissThreshold }, range: .closedUnit),
        Parameter(key: "projectionRate", value: { $0.projectionRate }, range: .openUnit),
        Parameter(key: "redirectThreshold", value: { $0.redirectThreshold }, range: .closedUnit),
        Parameter(key: "removalVelocity", value: { $0.removalVelocity }, range: .positive),
        Parameter(key: "spring.response", value: { $0.spring?.value.response }, range: .positive),
        Parameter(key: "spring.damping", value: { $0.spring?.value.damping }, range: .positiveUnit),
        Parameter(key: "spring.dampingWithoutVelocity", value: { $0.spring?.value.dampingWithoutVelocity }, range: .positiveUnit),
        Parameter(key: "rubberBand.coefficient", value: { $0.rubberBand?.value.coefficient }, range: .positiveUnit),
    ]

    func check(_ context: RuleContext) -> [Diagnostic] {
        WrittenSettings.all(in: context).flatMap { place -> [Diagnostic] in
            guard let physics = place.settings.physics?.value else { return [] }
            return Self.parameters.compactMap { parameter in
                guard let number = parameter.value(physics), !parameter.range.contains(number.value) else { return nil }
                return Self.descriptor.diagnostic(
                    "`physics.\(parameter.key)` is \(DecodingContext.plainText(number.value)), outside \(parameter.range.notation)",
                    at: number.span, label: "expected \(parameter.range.description)",
                    help: "write a value \(parameter.range.description)")
            }
        }
    }
}

/// The ranges physics values live in.
private enum NumberRange {
    case positive, closedUnit, openUnit, positiveUnit

    func contains(_ value: Double) -> Bool {
        switch self {
        case .positive: value > 0
        case .closedUnit: value >= 0 && value <= 1
        case .openUnit: value > 0 && value < 1
        case .positiveUnit: value > 0 && value <= 1
        }
    }

    var notation: String {
        switch self {
        case .positive: "(0, ∞)"
        case .closedUnit: "[0, 1]"
        case .openUnit: "(0, 1)"
        case .positiveUnit: "(0, 1]"
        }
    }

    var description: String {
        switch self {
        case .positive: "greater than 0"
        case .closedUnit: "from 0 to 1"
        case .openUnit: "between 0 and 1, both excluded"
        case .positiveUnit: "greater than 0 and at most 1"
        }
    }
}
