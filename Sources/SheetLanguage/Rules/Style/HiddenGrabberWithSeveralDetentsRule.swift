import BottomSheetable
import SheetDiagnostics

/// The grabber is how people discover a sheet can be resized; hiding it on
/// a sheet with several detents hides that.
struct HiddenGrabberWithSeveralDetentsRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2905), name: "hidden-grabber-with-several-detents", severity: .warning,
        summary: "`grabber: hidden` on a sheet that has more than one detent.",
        explanation: """
            A sheet with several detents can be dragged between them, and the grabber (drag \
            indicator) is the affordance that tells people so; Apple's guidance for \
            `presentationDragIndicator` is to show it when a sheet supports more than one detent, \
            and UIKit's `prefersGrabberVisible` exists for this. Hidden, the extra detents are \
            found only by accident, and VoiceOver users lose the grabber's accessibility actions. \
            Write `grabber: visible` (the fix does, when the sheet wrote `grabber` itself) or \
            `automatic`. A sheet whose content has no control for the detent either \
            (`accessibility.detentControl` is not `app`) changes detent only by dragging: SS2208 \
            (`drag-only-detents`) reports it, and this rule does not report it again, so it is \
            left the sheets whose app provides the control. A style rule: `lint` runs it, \
            `validate` does not.
            """)
    static let scope = RuleScope.style
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
                accessibility: { detentControl: app }
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

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.compactMap { sheet in
            guard let grabber = sheet.settings.grabber, grabber.value == .hidden, sheet.visibleDetentCount > 1,
                !DragOnlyDetentsRule.isDragOnly(sheet),
                !context.parentHasSame(sheet, { [$0.grabber, $0.detents, $0.accessibility] })
            else { return nil }
            return Self.descriptor.diagnostic(
                "the grabber of `\(sheet.id.value)` is hidden, but it has \(sheet.detentCount) detents", at: grabber.span,
                label: "people cannot see the sheet resizes", secondary: sheet.inheritanceLabels(grabber.span),
                help: "write `grabber: visible`",
                fixes: sheet.wrote(grabber.span) ? [FixIt(span: grabber.span, replacement: GrabberVisibility.visible.rawValue)] : [])
        }
    }
}
