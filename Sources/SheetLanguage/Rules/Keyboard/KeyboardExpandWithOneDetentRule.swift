import SheetDiagnostics

/// `expand` moves the sheet to its largest detent; a sheet with one detent
/// is always there.
struct KeyboardExpandWithOneDetentRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2401), name: "keyboard-expand-with-one-detent", severity: .warning,
        summary: "`keyboard.policy: expand` on a sheet whose only detent is its largest.",
        explanation: """
            `expand` answers the keyboard by moving the sheet to its largest detent. A sheet with \
            one detent is always at its largest, so `expand` does nothing the author can rely on, \
            and the keyboard covers the bottom of the content. To keep the content above the \
            keyboard, use `lift` (the sheet rises by the keyboard's height, clamped to the \
            available height; the fix writes it when the sheet wrote the policy itself), or add a \
            larger detent to expand to. Popovers are `SS2403`'s. Sheets in files with decoding \
            errors, or inheriting from one, are not checked.
            """)
    static let scope = RuleScope.correctness
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              commentComposer:
                type: CommentComposerViewController
                detents:
                  - { id: fit, fit: content }
                keyboard: { policy: expand }
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              commentComposer:
                type: CommentComposerViewController
                detents:
                  - { id: medium, system: medium }
                  - { id: large, system: large }
                keyboard: { policy: expand }
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.compactMap { sheet in
            guard let policy = sheet.settings.keyboard?.value.policy, policy.value == .expand, sheet.detentCount == 1,
                sheet.presentation != .popover,
                !context.parentHasSame(sheet, { [$0.keyboard?.value.policy, $0.detents] })
            else { return nil }
            return Self.descriptor.diagnostic(
                "`policy: expand` does nothing: `\(sheet.id.value)` has one detent", at: policy.span,
                label: "the sheet is always at its largest detent",
                secondary: sheet.inheritanceLabels(policy.span),
                help: "write `policy: lift` to raise the sheet by the keyboard's height, or add a larger detent",
                fixes: sheet.wrote(policy.span) ? [FixIt(span: policy.span, replacement: KeyboardPolicyKeyword.lift.rawValue)] : [])
        }
    }
}
