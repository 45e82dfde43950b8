import SheetDiagnostics

/// An overlay or an embedded drawer never dims and always lets touches through, at every detent,
/// so naming the largest undimmed detent says nothing.
struct UndimmedThroughOnOverlayRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2305), name: "undimmed-through-on-overlay", severity: .warning,
        summary: "`undimmedThrough` on an overlay or an embedded drawer, which is undimmed at every detent.",
        explanation: """
            `undimmedThrough` is UIKit's `largestUndimmedDetentIdentifier`: on a modal sheet, the \
            detents up to it leave the content behind undimmed and interactive, and larger ones dim \
            it. An overlay (a map drawer, a now-playing bar) and an embedded drawer are undimmed \
            and interactive at every detent, so the key changes nothing and misleads a reader into expecting dimming above \
            it. Remove it; if larger detents should dim the content behind, make the sheet \
            `presentation: modal` and keep `undimmedThrough`.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.presentation, .undimmedThrough, .extends]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              nowPlaying:
                type: NowPlayingViewController
                presentation: overlay
                detents: [{ id: mini, fraction: 0.25 }, { id: full, fraction: 0.75 }]
                undimmedThrough: mini
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              nowPlaying:
                type: NowPlayingViewController
                presentation: modal
                detents: [{ id: mini, fraction: 0.25 }, { id: full, fraction: 0.75 }]
                undimmedThrough: mini
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.compactMap { sheet in
            guard let presentation = sheet.settings.presentation,
                presentation.value == .overlay || presentation.value == .embedded,
                let undimmed = sheet.settings.undimmedThrough,
                !context.parentHasSame(sheet, { [$0.presentation, $0.undimmedThrough] })
            else { return nil }
            return Self.descriptor.diagnostic(
                "`undimmedThrough` does nothing on \(TapOutsideOnOverlayRule.kind(presentation.value))",
                at: undimmed.keySpan, label: "\(TapOutsideOnOverlayRule.kind(presentation.value)) is undimmed at every detent",
                secondary: [DiagnosticLabel(span: presentation.span, message: TapOutsideOnOverlayRule.kind(presentation.value))]
                    + sheet.inheritanceLabels(undimmed.span, presentation.span),
                help: presentation.value == .embedded
                    ? "remove `undimmedThrough`: an embedded drawer never dims its host"
                    : "remove `undimmedThrough`, or make the sheet `presentation: modal` if larger detents should dim")
        }
    }
}
