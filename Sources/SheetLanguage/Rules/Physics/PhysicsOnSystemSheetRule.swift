import SheetDiagnostics

/// The system sheet (UIKit's `UISheetPresentationController`, SwiftUI's
/// presentation detents) drags, snaps and springs by its own rules; no API
/// takes a snap policy, a spring or a rubber band. A `physics` block on a
/// sheet it shows is read by nothing, in any backend.
struct PhysicsOnSystemSheetRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2703), name: "physics-on-system-sheet", severity: .warning,
        summary: "A `physics` block on a sheet that the system sheet shows, which has its own physics.",
        explanation: """
            A sheet uses the system sheet when it is `presentation: modal` and not content-sized, \
            or a popover (which adapts to the system sheet in compact width). The system sheet \
            decides by itself where a drag comes to rest, how it springs and how it resists past \
            the ends: neither `UISheetPresentationController` nor SwiftUI's presentation \
            modifiers take a snap policy, a deceleration, a spring or a rubber band. So no backend \
            writes these values for such a sheet, and the `BottomSheetable` runtime does not run \
            them either; the block would be silently ignored. Delete it, or give the sheet a \
            custom presentation that honours it: `presentation: overlay`, or a content-sized \
            sheet (one `fit: content` detent, `tiers: automatic`). A `physics` block in the \
            file's `defaults` is not reported, because it serves the file's custom sheets; a \
            sheet that inherits the block from a sheet also shown by the system sheet is reported \
            at that sheet only.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.physics, .presentation, .tiers, .detents, .extends]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              checkout:
                type: CheckoutViewController
                detents:
                  - { id: medium, system: medium }
                  - { id: large, system: large }
                physics: { deceleration: 800 }
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              placeDetails:
                type: PlaceDetailsViewController
                presentation: overlay
                physics: { deceleration: 800 }
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        let check = SystemSheetBlockCheck(
            key: "physics", verdict: "is not honoured", label: "the system sheet has its own drag physics",
            lack: "no UIKit or SwiftUI API takes a snap policy, a spring or a rubber band",
            help: "delete the `physics` block, or write `presentation: overlay` (or make the sheet content-sized) "
                + "for a custom presentation that honours it")
        return context.checkableSheets.compactMap { sheet in
            check.diagnostic(for: sheet, in: context, block: \.physics, descriptor: Self.descriptor)
        }
    }
}
