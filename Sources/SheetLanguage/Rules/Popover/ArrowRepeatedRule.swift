import SheetDiagnostics

/// `arrows` is a set of sides: one written twice says nothing more, and is
/// usually a typo for another side.
struct ArrowRepeatedRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2507), name: "arrow-repeated", severity: .warning,
        summary: "A side is listed twice in a popover's `arrows`.",
        explanation: """
            `arrows` is the set of sides an anchored popover's arrow may point from; listing a \
            side twice permits nothing more. It is often a typo for another side (`[up, up]` for \
            `[up, down]`). Delete the repeat, or write the side you meant.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.presentation, .popover, .extends]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              storePicker:
                type: StorePickerViewController
                presentation: popover
                popover: { alignment: anchored, arrows: [up, up] }
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              storePicker:
                type: StorePickerViewController
                presentation: popover
                popover: { alignment: anchored, arrows: [up, down] }
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.flatMap { sheet -> [Diagnostic] in
            guard let popover = sheet.settings.popover?.value, let arrows = popover.arrows,
                case .list(let sides) = arrows.value,
                !context.parentHasSame(sheet, { [$0.popover] })
            else { return [] }
            return repeatedEntries(in: sides).map { side, earlier in
                Self.descriptor.diagnostic(
                    "`\(side.value.rawValue)` is already listed in `arrows`", at: side.span,
                    label: "listed again",
                    secondary: [DiagnosticLabel(span: earlier.span, message: "first listed here")]
                        + sheet.inheritanceLabels(arrows.span),
                    help: "delete the repeat, or write the side you meant")
            }
        }
    }
}
