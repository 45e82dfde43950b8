import BottomSheetable
import SheetDiagnostics

/// A sheet that closes only by a swipe: no close button, no tap outside, and
/// an escape gesture that does nothing.
struct SwipeOnlyDismissalRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2312), name: "swipe-only-dismissal", severity: .warning,
        summary: "The sheet closes only by a swipe: no close button, no tap outside, and the escape gesture does nothing.",
        explanation: """
            WCAG 2.2 success criterion 2.5.7, "Dragging Movements" \
            (https://www.w3.org/WAI/WCAG22/Understanding/dragging-movements), asks for a way to do \
            without dragging whatever dragging does. A swipe down is a drag: a sheet whose only \
            way out is `swipe` traps someone who cannot hold and move a finger or a pointer, and \
            a VoiceOver user when the escape gesture (the two-finger scrub, \
            `accessibilityPerformEscape()`) does nothing; PanModal and FloatingPanel users report \
            both. The rule reports a sheet that the user may dismiss by swiping and by nothing \
            else that needs no drag: `closeButton` is not `true`, tapping outside does not close \
            it (`tapOutside: false`, or an overlay, whose background takes the tap), and \
            `accessibility.escape` is `ignore`. `escape: dismiss` (the default) and `collapse` \
            answer the escape gesture, so they count as a way out. An embedded drawer is never \
            dismissed and is not checked. Add `closeButton: true` (the generated close button), \
            or let the escape gesture dismiss the sheet.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.dismiss, .presentation, .accessibility, .extends]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              nowPlaying:
                type: NowPlayingViewController
                presentation: overlay
                accessibility: { escape: ignore }
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              nowPlaying:
                type: NowPlayingViewController
                presentation: overlay
                dismiss: { closeButton: true }
                accessibility: { escape: ignore }
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.compactMap { sheet in
            let paths = DismissalPaths(sheet)
            guard sheet.presentation != .embedded, paths.swipe, !paths.tapOutside, !paths.closeButton,
                let escape = sheet.settings.accessibility?.value.escape, escape.value == .ignore,
                !context.parentHasSame(sheet, { [$0.dismiss, $0.presentation, $0.accessibility] })
            else { return nil }
            let dismiss = sheet.settings.dismiss?.value
            var secondary: [DiagnosticLabel] = []
            if let swipe = dismiss?.swipe { secondary.append(DiagnosticLabel(span: swipe.span, message: "the only way out: a drag")) }
            if dismiss?.tapOutside?.value != false, let presentation = sheet.settings.presentation,
                presentation.value == .overlay
            {
                secondary.append(DiagnosticLabel(span: presentation.span, message: "tapping outside an overlay reaches the content behind"))
            }
            return Self.descriptor.diagnostic(
                "`\(sheet.id.value)` closes only by a swipe: no close button, no tap outside, and the escape gesture is ignored",
                at: escape.span, label: "the escape gesture does nothing",
                secondary: secondary + sheet.inheritanceLabels(escape.span),
                notes: [
                    "WCAG 2.2 SC 2.5.7 asks for a way without dragging: a close button or a tap outside for a pointer, "
                        + "the escape gesture for VoiceOver"
                ],
                help: "add `closeButton: true` to `dismiss`, or write `escape: dismiss`",
                fixes: sheet.wrote(escape.span) ? [FixIt(span: escape.span, replacement: SheetAccessibility.Escape.dismiss.spelling)] : [])
        }
    }
}
