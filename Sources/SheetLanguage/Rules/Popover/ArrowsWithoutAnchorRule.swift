import SheetDiagnostics

/// Only an anchored popover has an arrow: `center` and `bottomCenter` are
/// presented with no arrow at all, so `arrows` there is ignored.
struct ArrowsWithoutAnchorRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2505), name: "arrows-without-anchor", severity: .warning,
        summary: "`popover.arrows` on a popover that is not `anchored`.",
        explanation: """
            `arrows` lists the sides an anchored popover's arrow may point from. A `center` or \
            `bottomCenter` popover (the default is `center`) is placed at a point of its container \
            and presented with no arrow, so the list is ignored. Write `alignment: anchored` and \
            pass the source view when presenting the sheet, or delete `arrows`.
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
                popover: { alignment: center, arrows: [up] }
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              storePicker:
                type: StorePickerViewController
                presentation: popover
                popover: { alignment: anchored, arrows: [up] }
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        PresentationBlock.all(in: context, presentedAs: .popover, \.popover).compactMap { found in
            let (sheet, popover) = (found.sheet, found.block.value)
            guard let arrows = popover.arrows, popover.alignment?.value != .anchored else { return nil }
            let alignment = popover.alignment?.value.rawValue ?? "center"
            return Self.descriptor.diagnostic(
                "`arrows` has no effect on a `\(alignment)` popover", at: arrows.keySpan,
                label: "only read for `alignment: anchored`",
                secondary: (popover.alignment.map { [DiagnosticLabel(span: $0.span, message: "presented with no arrow")] }
                    ?? []) + sheet.inheritanceLabels(arrows.span),
                notes: popover.alignment == nil ? ["`alignment` defaults to `center`"] : [],
                help: "write `alignment: anchored` and present it from a source view, or delete `arrows`")
        }
    }
}
