import SheetDiagnostics

/// A hidden stop parks a sheet out of sight without dismissing it. Only an
/// overlay or an embedded drawer can be parked: the system sheet has no detent out of sight (a
/// custom detent resolves to a visible height or is inactive), and a parked
/// modal sheet would keep dimming and blocking a screen on which nothing of
/// it shows (docs/SpecReference.md, "Decided: a hidden stop").
struct HiddenStopOutsideOverlayRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2207), name: "hidden-stop-outside-overlay", severity: .error,
        summary: "A hidden stop (`hidden: true`) on a sheet that is neither `presentation: overlay` nor `embedded`.",
        explanation: """
            A detent written `hidden: true` is FloatingPanel's hidden state: the sheet is parked \
            below the bottom edge without being dismissed, and app code brings it back by \
            selecting another detent. Only an overlay or an embedded drawer can be parked. The system sheet \
            (`UISheetPresentationController`, SwiftUI's presentation detents) has no detent out of \
            sight: a custom detent's resolver gives a visible height, or makes the detent \
            inactive. A content-sized modal sheet uses a custom presentation, but a modal sheet \
            parked out of sight would still dim and block the screen behind it while nothing of \
            it shows. Write `presentation: overlay` (the drawer over a map) or `embedded` (the \
            drawer that is part of its host's screen), or remove the hidden \
            stop and dismiss the sheet when it should go. Checked on the flattened sheet; a sheet \
            that inherits both the stop and the presentation is reported at its parent only.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.presentation, .detents, .extends]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              placeDetails:
                type: PlaceDetailsViewController
                detents:
                  - { id: parked, hidden: true }
                  - { id: half, fraction: 0.5 }
                  - { id: full, system: large }
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              placeDetails:
                type: PlaceDetailsViewController
                presentation: overlay
                detents:
                  - { id: parked, hidden: true }
                  - { id: half, fraction: 0.5 }
                  - { id: full, system: large }
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.compactMap { sheet in
            guard sheet.presentation != .overlay, sheet.presentation != .embedded, let detents = sheet.settings.detents,
                let hidden = detents.value.first(where: { $0.height.value == .hidden }),
                !context.parentHasSame(sheet, { [$0.presentation, $0.detents] })
            else { return nil }
            var secondary: [DiagnosticLabel] = []
            if let presentation = sheet.settings.presentation {
                secondary.append(
                    DiagnosticLabel(span: presentation.span, message: "presented as `\(presentation.value.rawValue)`"))
            }
            secondary += sheet.inheritanceLabels(hidden.height.keySpan)
            let shownBy = sheet.usesSystemSheet
                ? "the system sheet shows `\(sheet.id.value)`, and it has no detent out of sight"
                : "`\(sheet.id.value)` is modal: parked out of sight, it would still dim and block the screen"
            return Self.descriptor.diagnostic(
                "detent `\(hidden.id.value)` is a hidden stop, but `\(sheet.id.value)` is not an overlay or embedded",
                at: hidden.height.keySpan, label: "parks the sheet out of sight", secondary: secondary,
                notes: [shownBy],
                help: "write `presentation: overlay` (or `embedded`), or remove the hidden stop and dismiss the sheet instead")
        }
    }
}
