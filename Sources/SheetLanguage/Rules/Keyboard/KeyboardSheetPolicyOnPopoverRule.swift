import BottomSheetable
import SheetDiagnostics

/// A popover has no detents to expand to and no room to rise into; its
/// keyboard answer is `shrink`.
struct KeyboardSheetPolicyOnPopoverRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2403), name: "keyboard-sheet-policy-on-popover", severity: .warning,
        summary: "`keyboard.policy: lift` or `expand` on a popover.",
        explanation: """
            `lift` and `expand` move a sheet along its detents: up by the keyboard's height, or to \
            the largest detent. A popover sits at a fixed place in its container (`center` or \
            `bottomCenter`) with a height per orientation, so neither has anything to move; \
            `BottomSheetable` answers the keyboard on a one-tier automatic popover (one \
            `fit: content` detent) by shrinking its height by the keyboard's (`shrink`); any other \
            popover keeps its height (`SS2405`). The fix, when the sheet wrote the policy itself, \
            writes `shrink` on a one-tier automatic popover and `none` on the others.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.keyboard, .presentation, .tiers, .detents, .extends]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              storePicker:
                type: StorePickerViewController
                presentation: popover
                keyboard: { policy: lift }
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
                keyboard: { policy: shrink }
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.compactMap { sheet in
            guard let policy = sheet.settings.keyboard?.value.policy, policy.value == .lift || policy.value == .expand,
                sheet.presentation == .popover,
                !context.parentHasSame(sheet, { [$0.keyboard?.value.policy, $0.presentation] })
            else { return nil }
            let shrinks = context.resolved(sheet)?.tiers == .oneTierAutomatic
            let replacement: KeyboardPolicy = shrinks ? .shrink : .none
            return Self.descriptor.diagnostic(
                "`policy: \(policy.value.rawValue)` does not apply to popover `\(sheet.id.value)`", at: policy.span,
                label: "moves a sheet along its detents", secondary: sheet.inheritanceLabels(policy.span),
                help: shrinks
                    ? "write `policy: shrink` to take the keyboard's height off the popover's"
                    : "write `policy: none`: only a one-tier automatic popover shrinks, and this one is only moved above the keyboard",
                fixes: sheet.wrote(policy.span) ? [FixIt(span: policy.span, replacement: replacement.rawValue)] : [])
        }
    }
}
