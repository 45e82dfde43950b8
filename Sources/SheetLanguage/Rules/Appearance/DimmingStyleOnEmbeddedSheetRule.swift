import SheetDiagnostics

/// An embedded drawer never dims its host's screen, so the dimming colour and
/// opacity of its `style` are never drawn.
struct DimmingStyleOnEmbeddedSheetRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2309), name: "dimming-style-on-embedded-sheet", severity: .warning,
        summary: "`style.dimmingColor` or `style.dimmingAlpha` on an embedded drawer, which never dims.",
        explanation: """
            `presentation: embedded` puts the drawer on its host's screen as a child view \
            controller: there is no dimming view behind it, and the content around it stays \
            interactive at every height. The dimming colour and opacity of `style` are therefore \
            never drawn, and a reader would expect the host to darken as the drawer grows. Delete \
            them; the border and grabber keys of `style` still apply. (On a system sheet the \
            whole block is `SS2306`'s.)
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.presentation, .style, .extends]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              mapDrawer:
                type: MapDrawerViewController
                presentation: embedded
                style: { dimmingAlpha: 0.3, grabberWidth: 40 }
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              mapDrawer:
                type: MapDrawerViewController
                presentation: embedded
                style: { grabberWidth: 40 }
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        PresentationBlock.all(in: context, presentedAs: .embedded, \.style).flatMap { found -> [Diagnostic] in
            let (sheet, presentation, style) = (found.sheet, found.presentation, found.block.value)
            let spans: [(name: String, span: SourceSpan?, keySpan: SourceSpan?)] = [
                ("dimmingColor", style.dimmingColor?.span, style.dimmingColor?.keySpan),
                ("dimmingAlpha", style.dimmingAlpha?.span, style.dimmingAlpha?.keySpan),
            ]
            return spans.compactMap { key in
                guard let span = key.span else { return nil }
                return Self.descriptor.diagnostic(
                    "`\(key.name)` is never drawn on an embedded drawer", at: key.keySpan ?? span,
                    label: "an embedded drawer has no dimming view",
                    secondary: [DiagnosticLabel(span: presentation.span, message: "never dims its host")]
                        + sheet.inheritanceLabels(span, presentation.span),
                    help: "delete `\(key.name)`; the host's screen stays undimmed at every height")
            }
        }
    }
}
