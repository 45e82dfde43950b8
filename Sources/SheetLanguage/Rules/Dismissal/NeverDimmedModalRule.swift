import SheetDiagnostics

/// `undimmedThrough` naming a modal sheet's largest detent leaves it
/// undimmed everywhere: an overlay in all but name.
struct NeverDimmedModalRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2303), name: "never-dimmed-modal", severity: .warning,
        summary: "A modal sheet's `undimmedThrough` is its largest detent, so it never dims.",
        explanation: """
            `undimmedThrough` is the largest detent at which the background stays undimmed and \
            interactive (`largestUndimmedDetentIdentifier`). Naming the largest detent means the \
            background is never dimmed and always interactive, and tapping outside never dismisses \
            the sheet: it is an overlay, while `presentation: modal` tells readers and the \
            generated code it blocks the screen. Write `presentation: overlay` if the background \
            should stay interactive, or name a smaller detent so the sheet dims when it is raised. \
            The largest detent is the last one listed (`SS2206` checks the order). Sheets in files \
            with decoding errors, or inheriting from one, are not checked.
            """)
    static let scope = RuleScope.correctness
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
                notes: ["the background stays interactive at every detent and tapping outside never dismisses, as on an overlay"],
                help: "write `presentation: overlay`, or name a smaller detent in `undimmedThrough`")
        }
    }
}
