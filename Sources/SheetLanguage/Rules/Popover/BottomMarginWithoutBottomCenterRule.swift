import SheetDiagnostics

/// `bottomMargin` is the gap under a `bottomCenter` popover; a centred
/// popover ignores it, and so does an anchored one, which UIKit places beside
/// its source view.
struct BottomMarginWithoutBottomCenterRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2502), name: "bottom-margin-without-bottom-center", severity: .warning,
        summary: "`popover.bottomMargin` on a popover that is not aligned `bottomCenter`.",
        explanation: """
            `bottomMargin` is the gap between a `bottomCenter` popover and the bottom of its \
            container. A `center` popover (the default alignment) is centred vertically, and an \
            `anchored` popover sits beside the view the app anchors it to, so either ignores the \
            margin. Write `alignment: bottomCenter` if the popover should sit at the bottom, or \
            delete `bottomMargin`.
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
                popover: { alignment: center, bottomMargin: 16 }
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              storePicker:
                type: StorePickerViewController
                presentation: popover
                popover: { alignment: bottomCenter, bottomMargin: 16 }
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        PresentationBlock.all(in: context, presentedAs: .popover, \.popover).compactMap { found in
            let (sheet, popover) = (found.sheet, found.block.value)
            guard let margin = popover.bottomMargin, popover.alignment?.value != .bottomCenter else { return nil }
            let anchored = popover.alignment?.value == .anchored
            return Self.descriptor.diagnostic(
                "`bottomMargin` has no effect on \(anchored ? "an anchored" : "a centred") popover", at: margin.keySpan,
                label: "only read for `alignment: bottomCenter`",
                secondary: (popover.alignment.map { [DiagnosticLabel(span: $0.span, message: "aligned here")] } ?? [])
                    + sheet.inheritanceLabels(margin.span),
                notes: popover.alignment == nil ? ["`alignment` defaults to `center`"] : [],
                help: anchored
                    ? "delete `bottomMargin`: UIKit places an anchored popover beside its source view"
                    : "write `alignment: bottomCenter`, or delete `bottomMargin`")
        }
    }
}
