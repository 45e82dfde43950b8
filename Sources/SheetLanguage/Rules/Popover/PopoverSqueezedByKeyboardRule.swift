import BottomSheetable
import SheetDiagnostics

/// A popover that observes the keyboard can be left a sliver above it: the
/// original subtracts the whole keyboard from the orientation's height, and
/// the placement never lets it reach under the keyboard either.
struct PopoverSqueezedByKeyboardRule: SpecRule {
    /// The least height a popover is useful at while typing: two rows of
    /// Apple's minimum tap target (44 pt), the field being typed into and one
    /// row of what it finds. Below that, the field or its result is cut off.
    static let minimumUsefulHeight: Double = 88

    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2504), name: "popover-squeezed-by-keyboard", severity: .warning,
        summary: "With the keyboard shown, a popover is left less than 88 pt tall on some iPad.",
        explanation: """
            A popover that observes the keyboard (`keyboard.observe`, true when a policy is set) is \
            typed into. With the keyboard shown, `shrink` takes the keyboard's whole height off the \
            orientation's `popover.height` (the original `PopoverContainerViewController` formula), \
            and no popover reaches below the keyboard's top edge. On an iPad in landscape the \
            keyboard is more than half the screen: `height: { landscape: 420 }` with `shrink` leaves \
            22 pt on an iPad mini. The rule places the popover on every iPad screen of the run's \
            device profiles with the plan's own math and warns when it is less than 88 pt tall: two \
            rows of Apple's minimum tap target of 44 pt, the field being typed into and one row of \
            what it finds. The message names the screen and the height; a note lists the others. \
            Raise that orientation's `popover.height` so that more is left above the keyboard, or \
            write `policy: none`, which keeps the popover's height up to the room above the \
            keyboard.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.presentation, .popover, .keyboard, .tiers, .detents, .extends]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              storePicker:
                type: StorePickerViewController
                presentation: popover
                detents: [{ id: fit, fit: content }]
                keyboard: { policy: shrink }
                popover: { height: { portrait: 620, landscape: 420 } }
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              storePicker:
                type: StorePickerViewController
                presentation: popover
                detents: [{ id: fit, fit: content }]
                keyboard: { policy: shrink }
                popover: { height: { portrait: 620, landscape: 560 } }
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.compactMap { sheet in
            guard sheet.presentation == .popover, let settings = sheet.settings.popover,
                !context.parentHasSame(sheet, { [$0.popover, $0.presentation, $0.keyboard, $0.tiers, $0.detents] }),
                let resolved = context.resolved(sheet), resolved.observesKeyboard,
                let layout = resolved.popover
            else { return nil }
            let squeezed = PopoverScreen.all(of: sheet, in: context).filter {
                $0.frames.withKeyboard.frame.height < Self.minimumUsefulHeight
            }
            guard let first = squeezed.first else { return nil }
            let heights = settings.value.height?.value
            let span = (first.orientation == .landscape ? heights?.landscape.span : heights?.portrait.span)
                ?? settings.keySpan
            let policy = sheet.settings.keyboard?.value.policy
            let others = squeezed.dropFirst().map { "\($0.name) (\(points($0.frames.withKeyboard.frame.height)))" }
            let kept = PopoverPlacement.resolve(
                layout, in: first.container, keyboardPolicy: .none, keyboardHeight: first.keyboardHeight
            ).frame.height
            var help = "raise the \(first.orientation.rawValue) `popover.height` so that more is left above the keyboard"
            if resolved.keyboard == .shrink && kept >= Self.minimumUsefulHeight {
                help += ", or write `policy: none` to keep \(points(kept)) there"
            }
            return Self.descriptor.diagnostic(
                "with the keyboard shown, popover `\(sheet.id.value)` is \(points(first.frames.withKeyboard.frame.height)) tall "
                    + "on \(first.name)",
                at: span, label: "leaves \(points(first.frames.withKeyboard.frame.height)) above a "
                    + "\(points(first.keyboardHeight)) keyboard",
                secondary: (policy.map { [DiagnosticLabel(span: $0.span, message: "the keyboard policy")] } ?? [])
                    + sheet.inheritanceLabels(span),
                notes: (others.isEmpty ? [] : ["also on " + others.joined(separator: ", ")])
                    + ["a popover being typed into needs \(points(Self.minimumUsefulHeight)): a field and one row of 44 pt each"],
                help: help)
        }
    }

    private func points(_ value: Double) -> String { LengthPrecision.text(value) + " pt" }
}
