import SheetDiagnostics

/// The system sheet draws its own dimming, edge and grabber: neither
/// `UISheetPresentationController` nor SwiftUI's presentation modifiers take
/// a dimming colour or alpha, a border, or a grabber's colour, size or gap.
/// A `style` block on a sheet it shows would be read by nothing.
struct StyleOnSystemSheetRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2306), name: "style-on-system-sheet", severity: .warning,
        summary: "A `style` block on a sheet that the system sheet shows, which draws its own dimming and grabber.",
        explanation: """
            A sheet uses the system sheet when it is `presentation: modal` and not content-sized, \
            or a popover (which adapts to the system sheet in compact width). The system sheet \
            dims the screen, draws its edge and its grabber itself: `UISheetPresentationController` \
            offers only `prefersGrabberVisible`, `preferredCornerRadius` and \
            `largestUndimmedDetentIdentifier`, and SwiftUI only `presentationDragIndicator`, \
            `presentationCornerRadius`, `presentationBackground` (what is behind the content, not \
            the dimming) and `presentationBackgroundInteraction`. No API takes a dimming colour or \
            alpha, a border, or a grabber's colour, size or gap, so no backend writes `style` for \
            such a sheet and the block would be silently ignored. It is a warning, not an error, \
            because the sheet still works as the system draws it. Delete the block, or give the \
            sheet a custom presentation, which honours it: `presentation: overlay`, or a \
            content-sized sheet (one `fit: content` detent, `tiers: automatic`). A `style` block \
            in the file's `defaults` is not reported, because it serves the file's custom sheets; a \
            sheet that inherits the block from a sheet also shown by the system sheet is reported \
            at that sheet only, and one that inherits it from a custom presentation is reported at \
            its own `presentation`.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.style, .presentation, .tiers, .detents, .extends]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              commentComposer:
                type: CommentComposerViewController
                detents:
                  - { id: medium, system: medium }
                  - { id: large, system: large }
                style: { grabberColor: "#8E8E93" }
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              countries:
                type: CountriesTableViewController
                presentation: overlay
                style: { borderColor: "#D1D1D6", borderWidth: 1 }
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        let check = SystemSheetBlockCheck(
            key: "style", verdict: "is not honoured", label: "the system sheet draws its own dimming and grabber",
            lack: "no UIKit or SwiftUI API takes a dimming colour, a border or a grabber style",
            help: "delete the `style` block, or write `presentation: overlay` (or make the sheet content-sized) "
                + "for a custom presentation that honours it")
        return context.checkableSheets.compactMap { sheet in
            check.diagnostic(for: sheet, in: context, block: \.style, descriptor: Self.descriptor)
        }
    }
}
