import SheetDiagnostics

/// `style`'s numbers are an opacity and lengths: an alpha outside [0, 1] is
/// clamped by UIKit without a word, a negative width draws nothing, and a
/// grabber of no width or height is invisible.
struct StyleValueOutOfRangeRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2307), name: "style-value-out-of-range", severity: .error,
        summary: "A `style` number is outside the range it can be drawn with.",
        explanation: """
            `style.dimmingAlpha` is the dimming view's opacity when fully dimmed, from 0 (no \
            dimming) to 1 (the dimming colour covers the screen). `borderWidth` and \
            `grabberTopGap` are lengths in points and cannot be negative (a `borderWidth` of 0 \
            draws no border). `grabberWidth` and `grabberHeight` are the bar's size and must be \
            greater than 0: a bar of no size is not a grabber; write `grabber: hidden` to hide it. \
            Checked where written.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.style]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              countries:
                type: CountriesTableViewController
                presentation: overlay
                style: { dimmingAlpha: 40, grabberHeight: 0 }
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              countries:
                type: CountriesTableViewController
                presentation: overlay
                style: { dimmingAlpha: 0.4, grabberHeight: 4 }
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for place in WrittenSettings.all(in: context) {
            guard let style = place.settings.style?.value else { continue }
            Self.check(style.dimmingAlpha, "dimmingAlpha", unit: true, allowsZero: true, into: &found)
            Self.check(style.borderWidth, "borderWidth", unit: false, allowsZero: true, into: &found)
            Self.check(style.grabberWidth, "grabberWidth", unit: false, allowsZero: false, into: &found)
            Self.check(style.grabberHeight, "grabberHeight", unit: false, allowsZero: false, into: &found)
            Self.check(style.grabberTopGap, "grabberTopGap", unit: false, allowsZero: true, into: &found)
        }
        return found
    }

    private static func check(
        _ number: Located<Double>?, _ key: StaticString, unit: Bool, allowsZero: Bool, into found: inout [Diagnostic]
    ) {
        guard let number else { return }
        let value = number.value
        let inRange = (allowsZero ? value >= 0 : value > 0) && (!unit || value <= 1)
        guard !inRange else { return }
        let range = unit ? "from 0 to 1" : allowsZero ? "0 or more" : "greater than 0"
        var help = "write a value \(range)"
        if unit, value > 1, value <= 100 {
            help = "an alpha is a fraction: write `\(DecodingContext.plainText(value / 100))` for \(DecodingContext.plainText(value)) %"
        }
        found.append(
            descriptor.diagnostic(
                "`style.\(key)` is \(DecodingContext.plainText(value)), outside the range it can be drawn with",
                at: number.span, label: "expected \(range)", help: help))
    }
}
