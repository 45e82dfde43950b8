import SheetDiagnostics

/// The system sheet rests on `UISheetPresentationController`, which iOS 15
/// introduced; content-sized and overlay sheets use a custom presentation and
/// are not held to it.
struct SheetsNeedIOS15Rule: SpecRule {
    static let required = OSVersion(15)

    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2801), name: "sheets-need-ios-15", severity: .error,
        summary: "`minimumOS` is below iOS 15, the first release with sheet detents, in a file with a system sheet.",
        explanation: """
            sheetspec generates UIKit code: each sheet is a view controller conforming to \
            `BottomSheetable`, presented through `UISheetPresentationController` (the system sheet: \
            modal sheets with fixed detents, and popovers, which adapt to it on iPhone) or, for \
            content-sized (`tiers: automatic`) and overlay sheets, a custom presentation controller \
            that adapts the same detents and runs on earlier iOS releases (the content-sized sheet \
            of the Joom article targets iOS 12). Everything the language configures on the system sheet first shipped in \
            iOS 15: `detents` with `.medium()` and `.large()`, `selectedDetentIdentifier` \
            (`initial`), `largestUndimmedDetentIdentifier` (`undimmedThrough`), \
            `prefersGrabberVisible` (`grabber`), `preferredCornerRadius` (`cornerRadius`), \
            `prefersScrollingExpandsWhenScrolledToEdge` and `prefersEdgeAttachedInCompactHeight`, \
            and a popover's `adaptiveSheetPresentationController` (Apple documentation of \
            `UISheetPresentationController`, all "iOS 15.0+"; research survey §2.A, §2.F, §2.K). \
            A file whose `minimumOS` is below 15 cannot present any of its sheets with the system \
            sheet; it is reported at `minimumOS`, pointing at the first sheet that uses the system \
            sheet. A file whose sheets all use a custom presentation is not reported. Raise \
            `minimumOS` to 15 (the fix does), make the sheet content-sized or an overlay, or keep \
            those screens out of sheetspec. Without `minimumOS` no availability is checked.
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
            """,
            """
            version: 1
            minimumOS: 12
            sheets:
              storePicker:
                type: StorePickerViewController
                detents: [{ id: fit, fit: content, max: { fraction: 0.9 } }]
              mapDrawer:
                type: MapDrawerViewController
                presentation: overlay
                detents: [{ id: tip, height: 96 }, { id: full, inset: 24 }]
            """,
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableFiles.compactMap { file in
            guard let target = file.minimumOS, target.value < Self.required,
                let first = context.checkableSheets.first(where: { $0.path == file.path && $0.usesSystemSheet })
            else { return nil }
            return Self.descriptor.diagnostic(
                "the system sheet needs iOS \(Self.required), but the deployment target is iOS \(target.value)",
                at: target.span, label: "deployment target",
                secondary: [DiagnosticLabel(span: first.id.span, message: "a sheet, presented with `UISheetPresentationController`")],
                notes: [
                    "`UISheetPresentationController` and its detents were introduced in iOS 15",
                    "content-sized and overlay sheets use a custom presentation, which earlier releases have",
                ],
                help: "raise `minimumOS` to \(Self.required)",
                fixes: [FixIt(span: target.span, replacement: "\(Self.required)")])
        }
    }
}
