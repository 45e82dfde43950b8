import SheetDiagnostics

/// A fraction is a share of the available height: more than none of it,
/// and at most all of it.
struct FractionOutOfRangeRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2203), name: "fraction-out-of-range", severity: .error,
        summary: "A fraction of the available height is not in (0, 1].",
        explanation: """
            `fraction: 0.5` is half the available height (the container minus its safe areas), so \
            a detent's `fraction` and the `fraction` of a fitted detent's `min` or `max` must be \
            greater than 0 and at most 1. 0 or less is a sheet with no height; above 1 is taller \
            than the screen and clamped, or rejected: Android's `halfExpandedRatio` throws outside \
            (0, 1), and OverlayContainer notches "must not exceed the available space". A whole \
            number from 2 to 100 is usually a percentage, and the fix writes it as a fraction (`50` \
            becomes `0.5`). Checked where written (a sheet or the file's `defaults`).
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.detents]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              placeDetails:
                type: PlaceDetailsViewController
                detents:
                  - { id: half, fraction: 50 }
                  - { id: full, system: large }
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              placeDetails:
                type: PlaceDetailsViewController
                detents:
                  - { id: half, fraction: 0.5 }
                  - { id: full, system: large }
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        WrittenSettings.all(in: context).flatMap { place in
            WrittenNumber.fractions(in: place.settings, where: { !($0 > 0 && $0 <= 1) }).map { number in
                let written = DecodingContext.plainText(number.value)
                let percentage = number.value > 1 && number.value <= 100 && number.value == number.value.rounded()
                let fraction = DecodingContext.plainText(number.value / 100)
                return Self.descriptor.diagnostic(
                    "`\(number.key): \(written)` of detent `\(number.detent ?? "")` is not in (0, 1]", at: number.span,
                    label: number.value > 1 ? "more than the whole available height" : "no height at all",
                    notes: ["a fraction is a share of the available height: 0.5 is half of it"],
                    help: percentage
                        ? "write the percentage as a fraction: `\(fraction)`"
                        : "write a fraction greater than 0 and at most 1, or a height in points with `height:`",
                    fixes: percentage ? [FixIt(span: number.span, replacement: number.replacement(fraction))] : [])
            }
        }
    }
}
