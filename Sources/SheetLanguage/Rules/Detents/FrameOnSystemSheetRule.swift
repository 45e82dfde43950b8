import SheetDiagnostics

/// The system sheet measures every detent above the bottom safe-area edge and
/// stops the largest below the top safe-area edge; no UIKit or SwiftUI API
/// moves either end. A `frame` other than the safe areas on a sheet it shows
/// would make every planned height wrong, so it is an error, not a warning.
struct FrameOnSystemSheetRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2220), name: "frame-on-system-sheet", severity: .error,
        summary: "A `frame` that moves the edges heights are measured from, on a sheet the system sheet shows.",
        explanation: """
            `frame` says which edges a sheet's heights are measured between: `bottom: screen` \
            measures from the screen's bottom edge (OverlayContainer's notches), `bottom: tabBar` \
            from the top of a tab bar (a mini player resting above it), and `top: screen` lets the \
            largest height reach the top of the screen, over the status bar (a full-screen \
            player). The system sheet (`UISheetPresentationController`, SwiftUI's presentation \
            detents) has one frame only: heights above the bottom safe-area edge, the largest \
            below the top safe-area edge. No API moves either end, so on a sheet it shows such a \
            `frame` would make every planned height, picture and generated detent disagree with \
            the screen. It is an error rather than a warning for that reason. A sheet uses the \
            system sheet when it is `presentation: modal` and not content-sized, or a popover. \
            Give the sheet a custom presentation (`presentation: overlay`, or one `fit: content` \
            detent with `tiers: automatic`), or delete the `frame` block. A `frame` block in the \
            file's `defaults` is not reported, because it serves the file's custom sheets (a \
            sheet the system sheet shows is planned with the safe areas whatever it inherits \
            from there); a sheet that inherits the block from a sheet also shown by the system sheet is reported \
            at that sheet only.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.frame, .presentation, .tiers, .detents, .extends]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              player:
                type: PlayerViewController
                frame: { top: screen }
                detents:
                  - { id: full, fraction: 1 }
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              player:
                type: PlayerViewController
                presentation: overlay
                frame: { top: screen }
                detents:
                  - { id: full, fraction: 1 }
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.compactMap { sheet in
            // A block that spells the safe areas out asks for what the system sheet does anyway.
            guard let frame = sheet.settings.frame, Self.movesAnEdge(frame.value) else { return nil }
            let check = SystemSheetBlockCheck(
                key: "frame", verdict: "cannot be honoured", label: Self.label(frame.value),
                lack: "the system sheet measures heights between the safe areas only",
                help: "write `presentation: overlay` (or make the sheet content-sized) for a custom presentation, "
                    + "or delete the `frame` block")
            return check.diagnostic(for: sheet, in: context, block: \.frame, descriptor: Self.descriptor)
        }
    }

    /// Whether the block moves an edge off the safe areas (a block that
    /// spells the defaults out says what the system sheet does anyway).
    static func movesAnEdge(_ frame: FrameSettings) -> Bool {
        (frame.bottom.map { $0.value != .safeArea } ?? false) || (frame.top.map { $0.value != .safeArea } ?? false)
    }

    /// What the block asks for, in the words of the label under it.
    private static func label(_ frame: FrameSettings) -> String {
        var asks: [String] = []
        if let bottom = frame.bottom?.value, bottom != .safeArea {
            asks.append(bottom == .screen ? "heights from the screen's bottom edge" : "heights from the top of a tab bar")
        }
        if frame.top?.value == .screen { asks.append("reaching the top of the screen") }
        return asks.joined(separator: ", ") + ": only a custom presentation measures so"
    }
}
