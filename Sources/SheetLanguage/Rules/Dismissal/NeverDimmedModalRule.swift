import SheetDiagnostics

/// `undimmedThrough` naming a modal sheet's largest detent leaves it
/// undimmed everywhere. On the system sheet that is background interaction
/// at every detent, which the author may well mean; the warning says so.
struct NeverDimmedModalRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2303), name: "never-dimmed-modal", severity: .warning,
        summary: "A modal sheet's `undimmedThrough` is its largest detent, so it never dims.",
        explanation: """
            `undimmedThrough` is the largest detent at which the background stays undimmed and \
            interactive (`largestUndimmedDetentIdentifier`). Naming the largest detent means the \
            background is never dimmed and always interactive, and tapping outside never dismisses \
            the sheet, while `presentation: modal` tells readers it blocks the screen. On the system \
            sheet that is background interaction at every detent: SwiftUI's \
            `.presentationBackgroundInteraction(.enabled)` (iOS 16.4), UIKit's \
            `largestUndimmedDetentIdentifier` set to the largest detent. If that is what you mean, \
            keep it (`rules: { never-dimmed-modal: off }` in `.sheetspec.yml` silences the \
            warning); `presentation: overlay` is not the same thing, since it swaps the \
            system sheet for a custom presentation with its own physics. Otherwise name a smaller \
            detent so the sheet dims when it is raised. On a content-sized sheet, which already \
            uses a custom presentation, `presentation: overlay` says the same thing more plainly. \
            The largest detent is the last one listed (`SS2206` checks the order).
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.presentation, .undimmedThrough, .detents, .extends]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              placeDetails:
                type: PlaceDetailsViewController
                presentation: modal
                detents:
                  - { id: half, fraction: 0.5 }
                  - { id: full, system: large }
                undimmedThrough: full
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              placeDetails:
                type: PlaceDetailsViewController
                presentation: modal
                detents:
                  - { id: half, fraction: 0.5 }
                  - { id: full, system: large }
                undimmedThrough: half
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.compactMap { sheet in
            guard sheet.presentation == .modal, let undimmed = sheet.settings.undimmedThrough,
                undimmed.value == sheet.detentIDs.last,
                !context.parentHasSame(sheet, { [$0.presentation, $0.undimmedThrough, $0.detents] })
            else { return nil }
            return Self.descriptor.diagnostic(
                "modal sheet `\(sheet.id.value)` is never dimmed", at: undimmed.span,
                label: "its largest detent",
                secondary: sheet.inheritanceLabels(undimmed.span),
                notes: ["the background stays interactive at every detent and tapping outside never dismisses"],
                help: sheet.usesSystemSheet
                    ? "if that is meant, it is the system sheet's background interaction at every detent (SwiftUI "
                        + "`.presentationBackgroundInteraction(.enabled)`, UIKit `largestUndimmedDetentIdentifier` = "
                        + "`\(undimmed.value)`); otherwise name a smaller detent in `undimmedThrough`"
                    : "write `presentation: overlay`, or name a smaller detent in `undimmedThrough`")
        }
    }
}
