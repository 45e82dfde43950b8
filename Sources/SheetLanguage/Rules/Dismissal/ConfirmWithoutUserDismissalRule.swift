import SheetDiagnostics

/// `confirm` asks `shouldDismiss` before a dismissal the user starts; with
/// no way for the user to start one, it is never asked.
struct ConfirmWithoutUserDismissalRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2304), name: "confirm-without-user-dismissal", severity: .warning,
        summary: "`confirm: true` on a sheet the user cannot dismiss.",
        explanation: """
            `confirm: true` makes the sheet ask `shouldDismiss` before the user dismisses it (the \
            `BottomSheetable` runtime asks it; on the system sheet the app's presentation delegate \
            answers UIKit's `presentationControllerShouldDismiss` and shows the confirmation in \
            `presentationControllerDidAttemptToDismiss`, which no backend generates). When the user \
            has no way to dismiss (no swipe, no tap outside, no close button) and the app \
            dismisses the sheet in code (`programmatic: true`), the question is never asked: the \
            app decides when it dismisses. Remove `confirm`, or give the user a way to dismiss.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.dismiss, .presentation, .extends]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              onboarding:
                type: OnboardingViewController
                dismiss: { swipe: false, tapOutside: false, programmatic: true, confirm: true }
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              onboarding:
                type: OnboardingViewController
                dismiss: { swipe: true, tapOutside: false, confirm: true }
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.compactMap { sheet in
            // On an embedded drawer SS2308 reports `confirm` with every other dismissal key.
            guard sheet.presentation != .embedded, let confirm = sheet.settings.dismiss?.value.confirm, confirm.value,
                !DismissalPaths(sheet).userCanDismiss,
                !context.parentHasSame(sheet, { [$0.dismiss, $0.presentation] })
            else { return nil }
            return Self.descriptor.diagnostic(
                "`confirm` is never asked: the user cannot dismiss `\(sheet.id.value)`", at: confirm.span,
                label: "asks `shouldDismiss` before a dismissal by the user",
                secondary: sheet.inheritanceLabels(confirm.span),
                help: "remove `confirm`, or let the user dismiss the sheet (`swipe`, `tapOutside` or `closeButton`)")
        }
    }
}
