import SheetDiagnostics

/// An anchored popover points at its source from some side; with none
/// permitted, UIKit has no side to put it on.
struct ArrowsListEmptyRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2506), name: "arrows-list-empty", severity: .error,
        summary: "An anchored popover's `arrows` list is empty.",
        explanation: """
            An `anchored` popover sits beside the view the app anchors it to, with its arrow on \
            one of the sides `arrows` permits. An empty list permits none, which leaves UIKit no \
            side to place the popover on. List the sides (`[up, down]`), write `any` to let the \
            system choose, or use `alignment: center` or `bottomCenter` for a popover with no arrow.
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
                popover: { alignment: anchored, arrows: [] }
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              storePicker:
                type: StorePickerViewController
                presentation: popover
                popover: { alignment: anchored, arrows: any }
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        PresentationBlock.all(in: context, presentedAs: .popover, \.popover).compactMap { found in
            let (sheet, popover) = (found.sheet, found.block.value)
            guard popover.alignment?.value == .anchored, let arrows = popover.arrows,
                case .list(let sides) = arrows.value, sides.isEmpty
            else { return nil }
            return Self.descriptor.diagnostic(
                "an anchored popover needs at least one arrow direction", at: arrows.span,
                label: "no side permitted",
                secondary: sheet.inheritanceLabels(arrows.span),
                help: "write `any`, or list the sides such as `[up, down]`; for no arrow, use `alignment: center`",
                fixes: [FixIt(span: arrows.span, replacement: "any")])
        }
    }
}
