import SheetDiagnostics

/// A keyboard policy needs keyboard notifications; `observe: false` turns
/// them off.
struct KeyboardPolicyNotObservedRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2404), name: "keyboard-policy-not-observed", severity: .warning,
        summary: "A keyboard policy is set but `keyboard.observe` is `false`.",
        explanation: """
            `observe` is `BottomSheetable`'s `isKeyboardObserver`: whether the sheet listens to \
            keyboard notifications at all. `expand`, `lift` and `shrink` react to those \
            notifications, so with `observe: false` they never run. Remove `observe: false` (it \
            defaults to `true` when a policy is set; the fix writes `true`), or write \
            `policy: none` if the content handles the keyboard itself.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.keyboard, .extends]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              addressForm:
                type: AddressViewController
                keyboard: { policy: lift, observe: false }
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              addressForm:
                type: AddressViewController
                keyboard: { policy: lift }
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.compactMap { sheet in
            guard let keyboard = sheet.settings.keyboard?.value, let policy = keyboard.policy, policy.value != .none,
                let observe = keyboard.observe, !observe.value,
                !context.parentHasSame(sheet, { [$0.keyboard] })
            else { return nil }
            return Self.descriptor.diagnostic(
                "`policy: \(policy.value.rawValue)` never runs: `observe` is `false`", at: observe.span,
                label: "the sheet ignores the keyboard",
                secondary: [DiagnosticLabel(span: policy.span, message: "policy set here")]
                    + sheet.inheritanceLabels(observe.span, policy.span),
                help: "remove `observe: false`, or write `policy: none` if the content handles the keyboard",
                fixes: sheet.wrote(observe.span) ? [FixIt(span: observe.span, replacement: "true")] : [])
        }
    }
}
