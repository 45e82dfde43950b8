import BottomSheetable
import SheetDiagnostics

/// Several detents, the grabber hidden and no control of the app's: someone
/// who points but cannot drag has no way to change the detent.
struct DragOnlyDetentsRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2208), name: "drag-only-detents", severity: .warning,
        summary: "A sheet with several detents, a hidden grabber and no control of the app's changes detent only by dragging.",
        explanation: """
            WCAG 2.2 success criterion 2.5.7, "Dragging Movements" \
            (https://www.w3.org/WAI/WCAG22/Understanding/dragging-movements), asks that \
            everything done by dragging can also be done with a single pointer, without \
            dragging: people with a tremor, a head pointer or a mouth stick cannot hold and \
            move. Apple's Human Interface Guidelines ("Sheets", \
            https://developer.apple.com/design/human-interface-guidelines/sheets) give a sheet \
            with several detents a grabber for this: it shows that the sheet resizes, and \
            VoiceOver users adjust it. With `grabber: hidden` and `accessibility.detentControl` \
            `grabber` (the default), the runtime still offers VoiceOver and Switch Control the \
            grabber's adjustable element, but nothing on screen changes the detent for \
            anyone else. Show the grabber (`grabber: visible`; the fix does, when the sheet \
            wrote `grabber` itself), or put a control in the content that moves between the \
            detents and say so with `accessibility: { detentControl: app }`. SS2905 \
            (`hidden-grabber-with-several-detents`, a style rule) leaves every sheet this rule \
            reports to it and keeps only the hidden grabber of a sheet whose app provides the \
            control, where discoverability is the only loss.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.grabber, .detents, .accessibility, .extends]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              nowPlaying:
                type: NowPlayingViewController
                detents: [{ id: half, fraction: 0.5 }, { id: full, system: large }]
                grabber: hidden
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              nowPlaying:
                type: NowPlayingViewController
                detents: [{ id: half, fraction: 0.5 }, { id: full, system: large }]
                grabber: visible
            """
        ])

    /// Whether `sheet` changes detent only by dragging: several visible
    /// detents, the grabber hidden, and no control of the app's.
    static func isDragOnly(_ sheet: EffectiveSheet) -> Bool {
        sheet.settings.grabber?.value == .hidden && sheet.visibleDetentCount > 1
            && sheet.settings.accessibility?.value.detentControl?.value != .appControl
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.compactMap { sheet in
            guard Self.isDragOnly(sheet), let grabber = sheet.settings.grabber,
                !context.parentHasSame(sheet, { [$0.grabber, $0.detents, $0.accessibility] })
            else { return nil }
            return Self.descriptor.diagnostic(
                "`\(sheet.id.value)` has \(sheet.visibleDetentCount) detents and a hidden grabber: "
                    + "its detent changes only by dragging",
                at: grabber.span, label: "no control on screen changes the detent",
                secondary: sheet.inheritanceLabels(grabber.span),
                notes: [
                    "VoiceOver and Switch Control still get the adjustable grabber element; "
                        + "a person who points but cannot drag gets nothing (WCAG 2.2 SC 2.5.7)"
                ],
                help: "write `grabber: visible`, or `accessibility: { detentControl: app }` "
                    + "when the content has its own control",
                fixes: sheet.wrote(grabber.span) ? [FixIt(span: grabber.span, replacement: GrabberVisibility.visible.rawValue)] : [])
        }
    }
}
