import SheetDiagnostics

/// The `popover` block lays out an iPad popover; on any other presentation
/// nothing reads it.
struct PopoverBlockOnNonPopoverRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2501), name: "popover-block-on-non-popover", severity: .error,
        summary: "A `popover` block on a sheet whose presentation is not `popover`.",
        explanation: """
            `popover:` gives the alignment, width and per-orientation heights of \
            `BottomSheetable`'s iPad popover. A modal or overlay sheet has none of these, so the \
            block would be silently ignored, and usually means the author expected a popover. \
            Write `presentation: popover`, or delete the block. (An alignment other than `center` \
            or `bottomCenter` is a decoding error, `SS1012`.) Checked on the flattened sheet, so a \
            `popover` block in the file's `defaults` is reported for each sheet that is not a \
            popover.
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
                presentation: modal
                popover: { alignment: bottomCenter, width: 504 }
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              storePicker:
                type: StorePickerViewController
                presentation: popover
                popover: { alignment: bottomCenter, width: 504 }
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.compactMap { sheet in
            guard let popover = sheet.settings.popover, sheet.presentation != .popover,
                !context.parentHasSame(sheet, { [$0.popover, $0.presentation] })
            else { return nil }
            let presentation = sheet.settings.presentation
            let secondary = presentation.map { [DiagnosticLabel(span: $0.span, message: "presented as `\($0.value.rawValue)`")] }
                ?? []
            return Self.descriptor.diagnostic(
                "`popover` has no effect: `\(sheet.id.value)` is not presented as a popover", at: popover.keySpan,
                label: "only read for `presentation: popover`",
                secondary: secondary + sheet.inheritanceLabels(popover.span),
                notes: presentation == nil ? ["`presentation` defaults to `modal`"] : [],
                help: "write `presentation: popover`, or delete the `popover` block")
        }
    }
}
