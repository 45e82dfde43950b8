import BottomSheetable
import SheetDiagnostics

/// On an overlay or an embedded drawer the background stays interactive, so a
/// tap outside the sheet goes to the content behind it and never dismisses.
struct TapOutsideOnOverlayRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2302), name: "tap-outside-on-overlay", severity: .warning,
        summary: "`tapOutside: true` on an overlay or an embedded drawer, where it does nothing.",
        explanation: """
            An overlay (a map drawer), like an embedded drawer, keeps the content behind it interactive: there is no dimming \
            view to tap, and a tap outside the sheet scrolls the map or presses its buttons. UIKit \
            documents the same for the undimmed area ("responds to user interaction"), and \
            FloatingPanel's backdrop tap only works while the backdrop is visible. Writing \
            `tapOutside: true` on an overlay promises a way out that does not exist. Remove the key \
            (or write `false`, which the fix does) and give the user another way out if they need \
            one, such as `closeButton: true`.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.presentation, .dismiss, .extends]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              placeDetails:
                type: PlaceDetailsViewController
                presentation: overlay
                dismiss: { swipe: true, tapOutside: true }
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              placeDetails:
                type: PlaceDetailsViewController
                presentation: overlay
                dismiss: { swipe: true, tapOutside: false }
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.compactMap { sheet in
            guard let presentation = sheet.settings.presentation,
                presentation.value == .overlay || presentation.value == .embedded,
                let tapOutside = sheet.settings.dismiss?.value.tapOutside, tapOutside.value,
                !context.parentHasSame(sheet, { [$0.presentation, $0.dismiss?.value.tapOutside] })
            else { return nil }
            return Self.descriptor.diagnostic(
                "`tapOutside` does nothing on \(Self.kind(presentation.value))", at: tapOutside.span,
                label: "the background of \(Self.kind(presentation.value)) is interactive",
                secondary: [DiagnosticLabel(span: presentation.span, message: Self.kind(presentation.value))]
                    + sheet.inheritanceLabels(tapOutside.span, presentation.span),
                help: presentation.value == .embedded
                    ? "write `tapOutside: false`: taps outside an embedded drawer reach its host"
                    : "write `tapOutside: false`, and `closeButton: true` if the user needs a way out",
                fixes: sheet.wrote(tapOutside.span) ? [FixIt(span: tapOutside.span, replacement: "false")] : [])
        }
    }

    /// The presentation as the messages name it.
    static func kind(_ presentation: Presentation) -> String {
        presentation == .embedded ? "an embedded drawer" : "an overlay"
    }
}
