import BottomSheetable
import SheetDiagnostics

/// `PopoverPlacement` narrows a popover to the container's usable width; a
/// `width` wider than some iPad is not what the popover gets there.
struct PopoverWidthClampedRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2503), name: "popover-width-clamped", severity: .warning,
        summary: "`popover.width` is wider than some iPad, so the popover gets the screen's width instead.",
        explanation: """
            A popover is never wider than its container minus the left and right safe areas: the \
            runtime (`PopoverPlacement`) narrows it to that width, and a layout drawn for the written \
            width is squeezed. `width: 2000` is 744 pt on an iPad mini in portrait. The rule places \
            the popover on every iPad screen of the run's device profiles with the plan's own math and \
            names the first screen where it is narrowed, the width it gets there, and the other \
            screens in a note. Write a width of at most the narrowest usable width it names, or leave \
            `width` out for the standard 504 pt.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.presentation, .popover, .extends]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              storePicker:
                type: StorePickerViewController
                presentation: popover
                popover: { width: 2000, height: 540 }
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              storePicker:
                type: StorePickerViewController
                presentation: popover
                popover: { width: 504, height: 540 }
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        PresentationBlock.all(in: context, presentedAs: .popover, \.popover).compactMap { found in
            let (sheet, settings) = (found.sheet, found.block)
            guard let resolved = context.resolved(sheet), let width = resolved.popover?.width else { return nil }
            let narrowed = PopoverScreen.all(of: sheet, in: context).filter {
                LengthPrecision.text($0.frames.placement.frame.width) != LengthPrecision.text(width)
            }
            guard let first = narrowed.first else { return nil }
            let span = settings.value.width?.span ?? settings.keySpan
            let narrowest = narrowed.map(\.frames.placement.frame.width).min() ?? first.frames.placement.frame.width
            let others = narrowed.dropFirst().map { "\($0.name) (\(LengthPrecision.text($0.frames.placement.frame.width)) pt)" }
            return Self.descriptor.diagnostic(
                "popover `\(sheet.id.value)` asks for \(LengthPrecision.text(width)) pt, but on \(first.name) it is "
                    + "\(LengthPrecision.text(first.frames.placement.frame.width)) pt wide, the screen's usable width",
                at: span, label: "narrowed on \(first.name)",
                secondary: sheet.inheritanceLabels(span),
                notes: others.isEmpty ? [] : ["also narrowed on " + others.joined(separator: ", ")],
                help: "write a `width` of at most \(LengthPrecision.text(narrowest)) pt, or leave it out for the standard "
                    + "\(LengthPrecision.text(BuiltInDefaults.popoverWidth)) pt")
        }
    }
}
