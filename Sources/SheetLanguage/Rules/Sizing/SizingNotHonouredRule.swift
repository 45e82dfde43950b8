import SheetDiagnostics

/// `sizing` asks the system sheet for its iPad width (SwiftUI
/// `presentationSizing`, UIKit `prefersPageSizing`). A popover has its own
/// width (`popover.width`) on an iPad, and a custom presentation (an overlay,
/// a content-sized sheet) spans its container's width on every device, so
/// neither reads the value: writing it would change nothing, silently.
struct SizingNotHonouredRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2311), name: "sizing-not-honoured", severity: .warning,
        summary: "`sizing` on a sheet that is not a modal system sheet, which alone takes it.",
        explanation: """
            `sizing` (`automatic`, `form`, `page`, `fitted`) chooses how wide the system sheet is \
            in regular width, on an iPad: SwiftUI's `presentationSizing(_:)` (iOS 18) and UIKit's \
            `UISheetPresentationController.prefersPageSizing` (iOS 17) take it, and nothing else \
            does. A `presentation: popover` sheet is a popover on an iPad, as wide as its \
            `popover.width`, and adapts to a sheet only in compact width, where every sheet spans \
            the screen. An overlay or a content-sized sheet (one `fit: content` detent, `tiers: \
            automatic`) uses a custom presentation that spans its container's width on every \
            device and has no page or form size. So any value but `automatic` is read by nothing \
            there. Delete `sizing`, set a popover's width with `popover.width`, or make the sheet \
            a modal system sheet (`presentation: modal`, not content-sized). A `sizing` in the \
            file's `defaults` is not reported, because it serves the file's modal sheets; a sheet \
            that inherits `sizing` from a sheet that does not honour it either is reported at \
            that sheet only.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.sizing, .presentation, .tiers, .detents, .extends]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              storePicker:
                type: StorePickerViewController
                presentation: popover
                sizing: form
                popover: { height: { portrait: 600, landscape: 500 } }
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              checkout:
                type: CheckoutViewController
                detents:
                  - { id: medium, system: medium }
                  - { id: large, system: large }
                sizing: form
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.compactMap { sheet -> Diagnostic? in
            guard let sizing = sheet.settings.sizing, sizing.value != .automatic, !Self.honours(sheet) else { return nil }
            guard sheet.wrote(sizing.keySpan) || !sheet.ancestors.isEmpty else { return nil }
            if let parent = context.parent(of: sheet), !Self.honours(parent), parent.settings.sizing == sizing {
                return nil
            }
            let isPopover = sheet.presentation == .popover
            let kind = isPopover ? "a popover" : sheet.presentation == .overlay ? "an overlay" : "content-sized"
            let note =
                isPopover
                ? "an iPad shows a popover at its `popover.width`; in compact width its adaptive sheet spans the screen"
                : "a custom presentation spans its container's width on every device; it has no page or form size"
            let help =
                isPopover
                ? "delete `sizing`; a popover's width is `popover.width`"
                : "delete `sizing`, or make the sheet a modal system sheet (`presentation: modal`, not content-sized)"
            let message = "`sizing: \(sizing.value.rawValue)` is not honoured: `\(sheet.id.value)` is \(kind)"
            if sheet.wrote(sizing.keySpan) {
                return Self.descriptor.diagnostic(
                    message, at: sizing.keySpan, label: "only a modal system sheet takes `sizing`", notes: [note], help: help)
            }
            // Inherited from a sheet that honours it: reported where this sheet stopped being one.
            let place = sheet.settings.presentation.flatMap { sheet.wrote($0.span) ? $0.span : nil } ?? sheet.id.span
            return Self.descriptor.diagnostic(
                message, at: place, label: "`\(sheet.id.value)` is \(kind)",
                secondary: [DiagnosticLabel(span: sizing.keySpan, message: "inherited from `\(sheet.ancestors[0])`, which takes it")],
                notes: [note], help: "keep `\(sheet.ancestors[0])`'s presentation, or write `sizing: automatic`")
        }
    }

    /// A modal sheet shown by the system sheet (`SheetLayout.honoursSizing`).
    static func honours(_ sheet: EffectiveSheet) -> Bool {
        sheet.presentation == .modal && sheet.usesSystemSheet
    }
}
