import BottomSheetable
import SheetDiagnostics

/// `shrink` subtracts the keyboard from a popover's height per orientation;
/// a sheet has no such height.
struct KeyboardShrinkOutsidePopoverRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2402), name: "keyboard-shrink-outside-popover", severity: .warning,
        summary: "`keyboard.policy: shrink` on a sheet that is not a popover.",
        explanation: """
            `shrink` is `BottomSheetable`'s popover behaviour: the popover's height for the current \
            orientation (`popover.height`) minus the keyboard's height. A modal or overlay sheet has \
            no such height; the generated code falls back to doing nothing, and the keyboard covers \
            the content. Use `lift` (rise by the keyboard's height) or `expand` (move to the largest \
            detent) on sheets.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.keyboard, .presentation, .extends]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              search:
                type: SearchViewController
                presentation: modal
                keyboard: { policy: shrink }
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              search:
                type: SearchViewController
                presentation: popover
                detents: [{ id: fit, fit: content }]
                popover: { height: 620 }
                keyboard: { policy: shrink }
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.compactMap { sheet in
            guard let policy = sheet.settings.keyboard?.value.policy, policy.value == .shrink,
                sheet.presentation != .popover,
                !context.parentHasSame(sheet, { [$0.keyboard?.value.policy, $0.presentation] })
            else { return nil }
            return Self.descriptor.diagnostic(
                "`policy: shrink` applies only to popovers, and `\(sheet.id.value)` is \(Self.kind(sheet.presentation))",
                at: policy.span, label: "shrinks a popover's height",
                secondary: sheet.inheritanceLabels(policy.span),
                help: "write `policy: lift` to raise the sheet by the keyboard's height, or `expand` to move it to its largest detent",
                fixes: sheet.wrote(policy.span) ? [FixIt(span: policy.span, replacement: KeyboardPolicy.lift.rawValue)] : [])
        }
    }

    /// The sheet as the message names it (never a popover here).
    static func kind(_ presentation: Presentation) -> String {
        switch presentation {
        case .overlay: "an overlay"
        case .embedded: "an embedded drawer"
        case .modal, .popover: "a modal sheet"
        }
    }
}
