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
            above 1 the sheet moves further than the finger. Checked where written.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.physics]
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

    func check(_ context: RuleContext) -> [Diagnostic] {
        // Each parameter is read in place, not through a table of closures:
        // this runs for every written physics block, and nearly all pass.
        var found: [Diagnostic] = []
        for place in WrittenSettings.all(in: context) {
            guard let physics = place.settings.physics?.value else { continue }
            Self.check(physics.deceleration, "deceleration", in: .positive, into: &found)
            Self.check(physics.dismissThreshold, "dismissThreshold", in: .closedUnit, into: &found)
            Self.check(physics.projectionRate, "projectionRate", in: .openUnit, into: &found)
            Self.check(physics.redirectThreshold, "redirectThreshold", in: .closedUnit, into: &found)
            Self.check(physics.removalVelocity, "removalVelocity", in: .positive, into: &found)
            if let spring = physics.spring?.value {
                Self.check(spring.response, "spring.response", in: .positive, into: &found)
                Self.check(spring.damping, "spring.damping", in: .positiveUnit, into: &found)
                Self.check(spring.dampingWithoutVelocity, "spring.dampingWithoutVelocity", in: .positiveUnit, into: &found)
            }
            if let rubberBand = physics.rubberBand?.value {
                Self.check(rubberBand.coefficient, "rubberBand.coefficient", in: .positiveUnit, into: &found)
            }
        }
        return found
    }

    private static func check(
        _ number: Located<Double>?, _ key: StaticString, in range: NumberRange, into found: inout [Diagnostic]
    ) {
        guard let number, !range.contains(number.value) else { return }
        found.append(
            descriptor.diagnostic(
                "`physics.\(key)` is \(DecodingContext.plainText(number.value)), outside \(range.notation)",
                at: number.span, label: "expected \(range.description)", help: "write a value \(range.description)"))
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
