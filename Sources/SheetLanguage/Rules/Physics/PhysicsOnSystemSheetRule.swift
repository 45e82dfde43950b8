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
        context.checkableSheets.compactMap { sheet in
            guard let physics = sheet.settings.physics, sheet.usesSystemSheet else { return nil }
            // The file's `defaults` serve its custom sheets too; only a block
            // the sheet (or a sheet it extends) wrote is a mistake here.
            guard sheet.wrote(physics.keySpan) || !sheet.ancestors.isEmpty else { return nil }
            if let parent = context.parent(of: sheet), parent.usesSystemSheet,
                parent.settings.physics == sheet.settings.physics
            {
                return nil
            }
            let shownBy = sheet.presentation == .popover
                ? "a popover, which adapts to the system sheet in compact width" : "a modal sheet that is not content-sized"
            let message = "`physics` is not honoured: the system sheet shows `\(sheet.id.value)`"
            let notes = ["`\(sheet.id.value)` is \(shownBy); no UIKit or SwiftUI API takes a snap policy, a spring or a rubber band"]
            let help = "delete the `physics` block, or write `presentation: overlay` (or make the sheet content-sized) for a custom presentation that honours it"
            let presentation = sheet.settings.presentation
            if sheet.wrote(physics.keySpan) {
                let secondary = presentation.map { [DiagnosticLabel(span: $0.span, message: "presented as `\($0.value.rawValue)`")] } ?? []
                return Self.descriptor.diagnostic(
                    message, at: physics.keySpan, label: "the system sheet has its own drag physics", secondary: secondary,
                    notes: notes, help: help)
            }
            // Inherited: the sheet's own choice of presentation (or the sheet
            // itself) is where the block stopped being honoured.
            let origin = "inherited from `\(sheet.ancestors[0])`, which honours it"
            let inheritedHelp = "keep `\(sheet.ancestors[0])`'s presentation, or extend a sheet without `physics`"
            if let presentation, sheet.wrote(presentation.span) {
                return Self.descriptor.diagnostic(
                    message, at: presentation.span, label: "presented as `\(presentation.value.rawValue)`: by the system sheet",
                    secondary: [DiagnosticLabel(span: physics.keySpan, message: origin)], notes: notes, help: inheritedHelp)
            }
            return Self.descriptor.diagnostic(
                message, at: sheet.id.span, label: "shown by the system sheet",
                secondary: [DiagnosticLabel(span: physics.keySpan, message: origin)], notes: notes, help: inheritedHelp)
        }
    }
}
