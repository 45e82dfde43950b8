import SheetDiagnostics

/// An embedded drawer is part of its host's screen: nothing dismisses it, so a
/// dismissal key that promises a way out (or a question before one) is dead.
/// `tapOutside` is `SS2302`'s, which says the same of an overlay.
struct DismissalOnEmbeddedSheetRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2308), name: "dismissal-on-embedded-sheet", severity: .warning,
        summary: "`swipe`, `closeButton`, `confirm` or `programmatic` set on an embedded drawer, which is never dismissed.",
        explanation: """
            `presentation: embedded` is the drawer that stays on its host's screen for as long as \
            the host shows it (a map app's drawer, added as a child view controller rather than \
            presented). The runtime dismisses it for no trigger: a drag below its smallest stop \
            settles back on that stop, a close button does nothing, app code's dismissal request \
            is ignored, and `shouldDismiss` is never asked; the host removes the drawer when it \
            goes away itself. A dismissal key set to `true` on such a sheet promises something \
            that cannot happen. Write `false` (the fix does) or delete the key; to park the \
            drawer out of sight, give it a hidden stop (`{ id: parked, hidden: true }`). \
            `tapOutside` is reported by `SS2302`, which covers overlays too.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.presentation, .dismiss, .extends]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              mapDrawer:
                type: MapDrawerViewController
                presentation: embedded
                dismiss: { swipe: true, closeButton: true }
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              mapDrawer:
                type: MapDrawerViewController
                presentation: embedded
                dismiss: { swipe: false }
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        PresentationBlock.all(in: context, presentedAs: .embedded, \.dismiss).flatMap { found -> [Diagnostic] in
            let (sheet, presentation, dismiss) = (found.sheet, found.presentation, found.block.value)
            let keys: [(name: String, value: Located<Bool>?, does: String)] = [
                ("swipe", dismiss.swipe, "a drag below the smallest stop settles back on it"),
                ("closeButton", dismiss.closeButton, "a close button would do nothing"),
                ("confirm", dismiss.confirm, "`shouldDismiss` is never asked"),
                ("programmatic", dismiss.programmatic, "the host removes the drawer; app code cannot dismiss it"),
            ]
            return keys.compactMap { key in
                guard let value = key.value, value.value else { return nil }
                return Self.descriptor.diagnostic(
                    "`\(key.name)` does nothing on an embedded drawer", at: value.span,
                    label: key.does,
                    secondary: [DiagnosticLabel(span: presentation.span, message: "never dismissed")]
                        + sheet.inheritanceLabels(value.span, presentation.span),
                    help: "write `\(key.name): false` or delete it; a hidden stop parks the drawer out of sight",
                    fixes: sheet.wrote(value.span) ? [FixIt(span: value.span, replacement: "false")] : [])
            }
        }
    }
}
