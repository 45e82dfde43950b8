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
            `accessibility.escape` is `ignore`. A tap outside closes a modal sheet only where the \
            background is dimmed: at a detent at or below `undimmedThrough` the tap reaches the \
            content behind and the sheet stays, so a sheet that rests on such a visible detent, \
            on some device profile where that detent is active, has no way out there but the \
            swipe, and is reported with the detents and the first screen named. Moving to a \
            dimmed detent first is not counted: it is a second step, and without a control of \
            the app's it is a drag itself. `escape: dismiss` (the default) and `collapse` \
            answer the escape gesture, so they count as a way out. An embedded drawer is never \
            dismissed and is not checked. Add `closeButton: true` (the generated close button), \
            or let the escape gesture dismiss the sheet.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [
        .dismiss, .presentation, .accessibility, .extends, .undimmedThrough, .detents, .tiers, .frame,
        .edgeAttachedInCompactHeight,
    ]
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

    /// The visible detents at which the background is undimmed (at or below
    /// `undimmedThrough`, where it is active), on the first screen that has any:
    /// there a tap outside reaches the content behind and closes nothing.
    struct UndimmedRest {
        var screen: String
        var detents: [String]
    }

    static func firstUndimmedRest(of sheet: ResolvedSheet, on screens: [SheetScreen]) -> UndimmedRest? {
        for screen in screens {
            // Dimming is judged among all active detents, hidden stops included, as the plan does.
            let active = LayoutPlanner.detents(of: sheet, on: screen.screen).detents
            let ids = active.filter { !$0.isHidden && sheet.layout.isBackgroundInteractive(atHeight: $0.height, among: active) }
                .map(\.id.rawValue)
            if !ids.isEmpty { return UndimmedRest(screen: screen.name, detents: ids) }
        }
        return nil
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.compactMap { sheet in
            let paths = DismissalPaths(sheet)
            guard sheet.presentation != .embedded, paths.swipe, !paths.closeButton,
                let escape = sheet.settings.accessibility?.value.escape, escape.value == .ignore,
                !context.parentHasSame(sheet, {
                    [$0.dismiss, $0.presentation, $0.accessibility, $0.undimmedThrough, $0.detents, $0.tiers, $0.frame]
                })
            else { return nil }
            var undimmed: UndimmedRest?
            if paths.tapOutside {
                // A tap outside closes the sheet only where it is dimmed.
                guard sheet.settings.undimmedThrough != nil, let resolved = context.resolved(sheet),
                    let rest = Self.firstUndimmedRest(of: resolved, on: SheetScreen.all(of: sheet, in: context))
                else { return nil }
                undimmed = rest
            }
            return diagnostic(sheet, escape: escape, undimmed: undimmed)
        }
    }

    private func diagnostic(
        _ sheet: EffectiveSheet, escape: Located<SheetAccessibility.Escape>, undimmed: UndimmedRest?
    ) -> Diagnostic {
        let dismiss = sheet.settings.dismiss?.value
        var secondary: [DiagnosticLabel] = []
        if let swipe = dismiss?.swipe { secondary.append(DiagnosticLabel(span: swipe.span, message: "the only way out: a drag")) }
        if dismiss?.tapOutside?.value != false, let presentation = sheet.settings.presentation,
            presentation.value == .overlay
        {
            secondary.append(DiagnosticLabel(span: presentation.span, message: "tapping outside an overlay reaches the content behind"))
        }
        var message = "`\(sheet.id.value)` closes only by a swipe: no close button, no tap outside, and the escape gesture is ignored"
        var notes = [
            "WCAG 2.2 SC 2.5.7 asks for a way without dragging: a close button or a tap outside for a pointer, "
                + "the escape gesture for VoiceOver"
        ]
        if let undimmed, let through = sheet.settings.undimmedThrough {
            let detents = undimmed.detents.map { "`\($0)`" }.joined(separator: ", ")
            message = "`\(sheet.id.value)` closes only by a swipe at \(detents): no close button, the tap outside reaches "
                + "the content behind there, and the escape gesture is ignored"
            secondary.append(
                DiagnosticLabel(
                    span: through.span, message: "undimmed at \(detents) on \(undimmed.screen): a tap outside closes nothing"))
            notes.append("a tap outside closes a sheet only at a detent where the background is dimmed, above `undimmedThrough`")
        }
        return Self.descriptor.diagnostic(
            message, at: escape.span, label: "the escape gesture does nothing",
            secondary: secondary + sheet.inheritanceLabels(escape.span), notes: notes,
            help: "add `closeButton: true` to `dismiss`, or write `escape: dismiss`",
            fixes: sheet.wrote(escape.span) ? [FixIt(span: escape.span, replacement: SheetAccessibility.Escape.dismiss.spelling)] : [])
    }
}
