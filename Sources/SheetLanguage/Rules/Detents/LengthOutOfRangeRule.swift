import SheetDiagnostics

/// Points that measure a height or a width must be positive; insets,
/// margins and radii may be 0 but not negative.
struct LengthOutOfRangeRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2204), name: "length-out-of-range", severity: .error,
        summary: "A length in points is zero or negative where it must be positive, or negative where it may be zero.",
        explanation: """
            Heights and widths must be greater than 0: a detent `height`, the `height` of a fitted \
            detent's `max`, the popover's `width` and `height`. A 0-point detent is a \
            hidden sheet, which a detent cannot express (dismissal does), and a negative one has no \
            meaning; UIKit's custom detent resolver and OverlayContainer both expect a positive \
            height. An `inset`, `cornerRadius`, `popover.bottomMargin` or a fitted detent's \
            `min.height` may be 0 (`inset: 0` is the full available height, `cornerRadius: 0` \
            square corners, `min: { height: 0 }` the default floor, which `plan` prints back) but \
            not negative. Whether \
            an inset leaves any height at all depends on the device and is the resolver's to check. \
            Checked where written.
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
                  - { id: tip, height: 0 }
                  - { id: full, inset: -24 }
                cornerRadius: -12
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              placeDetails:
                type: PlaceDetailsViewController
                detents:
                  - { id: tip, height: 96 }
                  - { id: full, inset: 0 }
                cornerRadius: 0
            """,
            """
            version: 1
            sheets:
              storePicker:
                type: StorePickerViewController
                detents:
                  - { id: fit, fit: content, min: { height: 0 } }
            """,
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        WrittenSettings.all(in: context).flatMap { place in
            WrittenNumber.lengths(in: place.settings, where: { value, allowsZero in allowsZero ? value < 0 : value <= 0 }).map { number in
                let requirement = number.allowsZero ? "0 or more" : "greater than 0"
                let owner = number.detent.map { " of detent `\($0)`" } ?? " in \(place.owner)"
                let magnitude = -number.value
                let positive = magnitude > 0 ? DecodingContext.plainText(magnitude) : nil
                return Self.descriptor.diagnostic(
                    "`\(number.key): \(DecodingContext.plainText(number.value))`\(owner) must be \(requirement)",
                    at: number.span, label: number.value < 0 ? "negative" : "zero",
                    help: positive.map { "write `\($0)` if the sign is a slip" } ?? "write a length greater than 0",
                    fixes: positive.map { [FixIt(span: number.span, replacement: number.replacement($0))] } ?? [])
            }
        }
    }
}
