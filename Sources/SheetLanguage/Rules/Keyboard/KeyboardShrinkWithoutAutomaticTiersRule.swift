import BottomSheetable
import SheetDiagnostics

/// The original shrinks a popover only when it is one-tier automatic
/// (`PopoverShrink`); `shrink` on a popover with fixed tiers does nothing.
struct KeyboardShrinkWithoutAutomaticTiersRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2405), name: "keyboard-shrink-without-automatic-tiers", severity: .warning,
        summary: "`keyboard.policy: shrink` on a popover whose tiers are not `automatic`, which the keyboard never shrinks.",
        explanation: """
            `BottomSheetable`'s popover shrinks by the keyboard's height only when it is one-tier \
            automatic (sized by its content) and observes the keyboard: the original \
            `PopoverContainerViewController.keyboardWillShow` returns early for every other popover, \
            and the runtime and the plan follow it (the plan's `keyboard.popoverShrink` says \
            `tiersNotAutomatic`). A popover with `one`, `two` or `three` tiers is not shrunk by the \
            keyboard's height: like any popover it is moved up into the space above the keyboard, \
            and cut to that space's height only when it does not fit there (docs/Runtime.md §8), \
            which is what `plan` and `render` show. To shrink by the keyboard's height, size \
            the popover by its content: one `fit: content` detent, which makes `tiers` \
            `automatic`; otherwise write `policy: none`.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.presentation, .keyboard, .tiers, .detents, .extends]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              storePicker:
                type: StorePickerViewController
                presentation: popover
                popover: { height: 620 }
                keyboard: { policy: shrink }
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              storePicker:
                type: StorePickerViewController
                presentation: popover
                detents: [{ id: fit, fit: content }]
                popover: { height: 620 }
                keyboard: { policy: shrink }
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.compactMap { sheet in
            guard let policy = sheet.settings.keyboard?.value.policy, policy.value == .shrink,
                sheet.presentation == .popover,
                !context.parentHasSame(sheet, { [$0.keyboard?.value.policy, $0.presentation, $0.tiers, $0.detents] }),
                let resolved = context.resolved(sheet),
                // The runtime's own decision, asked only about tiers (SS2404 covers observing).
                PopoverShrink(resolved.layout, observesKeyboard: true) == .tiersNotAutomatic
            else { return nil }
            let tiers = resolved.tiers.spelling
            return Self.descriptor.diagnostic(
                "`policy: shrink` never shrinks popover `\(sheet.id.value)`: its tiers are `\(tiers)`, not `automatic`",
                at: policy.span, label: "only a one-tier automatic popover shrinks",
                secondary: (sheet.settings.tiers.map { [DiagnosticLabel(span: $0.span, message: "tiers set here")] } ?? [])
                    + sheet.inheritanceLabels(policy.span),
                notes: resolved.tiersInferred ? ["`tiers` is inferred from the detents: `\(tiers)`"] : [],
                help: "size the popover by its content with one `fit: content` detent, or write `policy: none`")
        }
    }
}
