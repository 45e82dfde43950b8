import SheetDiagnostics

/// A sheet with no swipe, no tap outside and no close button traps the
/// user, unless the app closes it itself and says so.
struct UndismissableSheetRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2301), name: "undismissable-sheet", severity: .error,
        summary: "The user has no way to close the sheet, and it is not marked `programmatic`.",
        explanation: """
            With `swipe: false`, `tapOutside: false` (or an overlay, where tapping outside reaches \
            the content behind and never closes the sheet) and no `closeButton`, nothing the user \
            does closes the sheet: PanModal and SwiftUI users report exactly this trap, and \
            SwiftUI's guidance asks for a visible control "when the sheet can't dismiss \
            interactively". Turn one way on (`closeButton: true` adds a generated close button), \
            or, when the app dismisses the sheet in code (a step of a flow, a drawer that is always \
            there), write `dismiss: { programmatic: true }` to say so. Checked on the flattened \
            sheet with the built-in defaults (`swipe` and `tapOutside` default to `true`).
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.dismiss, .presentation, .extends]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              termsOfService:
                type: TermsViewController
                dismiss: { swipe: false, tapOutside: false }
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              termsOfService:
                type: TermsViewController
                dismiss: { swipe: false, tapOutside: false, closeButton: true }
            """,
            """
            version: 1
            sheets:
              placeDetails:
                type: PlaceDetailsViewController
                presentation: overlay
                dismiss: { swipe: false, programmatic: true }
            """,
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.compactMap { sheet in
            // An embedded drawer is never dismissed, by design (SS2308 reports its dismissal keys).
            let paths = DismissalPaths(sheet)
            guard sheet.presentation != .embedded, !paths.userCanDismiss, !paths.programmatic,
                !context.parentHasSame(sheet, { [$0.dismiss, $0.presentation] })
            else { return nil }
            let dismiss = sheet.settings.dismiss
            var secondary: [DiagnosticLabel] = []
            if let presentation = sheet.settings.presentation, presentation.value == .overlay,
                dismiss?.value.tapOutside?.value != false
            {
                secondary.append(DiagnosticLabel(span: presentation.span, message: "tapping outside an overlay reaches the content behind"))
            }
            if let dismiss { secondary += sheet.inheritanceLabels(dismiss.span) }
            return Self.descriptor.diagnostic(
                "the user cannot dismiss `\(sheet.id.value)`", at: dismiss?.keySpan ?? sheet.id.span,
                label: "no swipe, no tap outside, no close button", secondary: secondary,
                help: "add `closeButton: true`, or `programmatic: true` if the app dismisses the sheet in code")
        }
    }
}
