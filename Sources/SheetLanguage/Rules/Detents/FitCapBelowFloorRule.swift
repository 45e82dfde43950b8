import SheetDiagnostics

/// A content-fitted detent clamps the content's height between `min` and
/// `max`; a cap below the floor leaves no height that satisfies both.
struct FitCapBelowFloorRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2205), name: "fit-cap-below-floor", severity: .error,
        summary: "A `fit: content` detent's `max` is below its `min`.",
        explanation: """
            `fit: content` sizes the detent to the content, then clamps it: never below `min`, \
            never above `max`. When `max` is below `min`, no height satisfies both, and which one \
            wins depends on the order the generated code applies them. The two can be compared \
            without a device when both are in points (`{ height: … }`) or both fractions \
            (`{ fraction: … }`); a floor in points and a cap as a fraction depend on the screen and \
            are checked by the resolver with device profiles. Swap the two, or fix the one that is \
            wrong. Checked where written.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.detents]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              checkout:
                type: CheckoutViewController
                detents:
                  - { id: fit, fit: content, min: { height: 420 }, max: { height: 320 } }
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              checkout:
                type: CheckoutViewController
                detents:
                  - { id: fit, fit: content, min: { height: 220 }, max: { fraction: 0.9 } }
                scroll: { expandsAtEdge: true }
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        // Only fitted detents with both limits are looked at, matched in
        // place: this runs for every detent of every place settings are written.
        var found: [Diagnostic] = []
        for place in WrittenSettings.all(in: context) {
            guard let detents = place.settings.detents?.value else { continue }
            for index in detents.indices {
                guard case .fitContent(let floor?, let cap?) = detents[index].height.value else { continue }
                switch (floor.value, cap.value) {
                case let (.points(low), .points(high)) where high < low,
                    let (.fraction(low), .fraction(high)) where high < low:
                    found.append(
                        Self.descriptor.diagnostic(
                            "detent `\(detents[index].id.value)` has a cap below its floor", at: cap.span,
                            label: "cap \(DecodingContext.plainText(high))",
                            secondary: [DiagnosticLabel(span: floor.span, message: "floor \(DecodingContext.plainText(low))")],
                            notes: ["`fit: content` keeps the height between `min` and `max`; here no height is both"],
                            help: "swap `min` and `max`, or correct the one that is wrong"))
                default:
                    continue
                }
            }
        }
        return found
    }
}
