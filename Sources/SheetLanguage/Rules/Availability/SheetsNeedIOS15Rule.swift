import SheetDiagnostics

/// Everything sheetspec generates rests on `UISheetPresentationController`,
/// which iOS 15 introduced.
struct SheetsNeedIOS15Rule: SpecRule {
    static let required = OSVersion(15)

    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2801), name: "sheets-need-ios-15", severity: .error,
        summary: "`minimumOS` is below iOS 15, the first release with sheet detents.",
        explanation: """
            sheetspec generates UIKit code: each sheet is a view controller conforming to \
            `BottomSheetable`, presented through `UISheetPresentationController` or, for \
            content-sized and overlay sheets, a custom presentation controller that adapts the \
            same detents. Everything the language configures on the system sheet first shipped in \
            iOS 15: `detents` with `.medium()` and `.large()`, `selectedDetentIdentifier` \
            (`initial`), `largestUndimmedDetentIdentifier` (`undimmedThrough`), \
            `prefersGrabberVisible` (`grabber`), `preferredCornerRadius` (`cornerRadius`), \
            `prefersScrollingExpandsWhenScrolledToEdge` and `prefersEdgeAttachedInCompactHeight`, \
            and a popover's `adaptiveSheetPresentationController` (Apple documentation of \
            `UISheetPresentationController`, all "iOS 15.0+"; research survey §2.A, §2.F, §2.K). \
            A file whose `minimumOS` is below 15 cannot use any of it. Raise `minimumOS` to 15 (the \
            fix does), or keep those screens out of sheetspec. Without `minimumOS` no availability \
            is checked. Files with decoding errors are not checked.
            """)
    static let scope = RuleScope.correctness
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            minimumOS: 14
            sheets:
              commentComposer:
                type: CommentComposerViewController
                detents: [{ id: medium, system: medium }, { id: large, system: large }]
            """
        ],
        passing: [
            """
            version: 1
            minimumOS: 15
            sheets:
              commentComposer:
                type: CommentComposerViewController
                detents: [{ id: medium, system: medium }, { id: large, system: large }]
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableFiles.compactMap { file in
            guard let target = file.minimumOS, target.value < Self.required, let first = file.sheets.first else { return nil }
            return Self.descriptor.diagnostic(
                "bottom sheets need iOS \(Self.required), but the deployment target is iOS \(target.value)",
                at: target.span, label: "deployment target",
                secondary: [DiagnosticLabel(span: first.id.span, message: "a sheet, presented with `UISheetPresentationController`")],
                notes: ["`UISheetPresentationController` and its detents were introduced in iOS 15"],
                help: "raise `minimumOS` to \(Self.required)",
                fixes: [FixIt(span: target.span, replacement: "\(Self.required)")])
        }
    }
}
