import SheetDiagnostics

/// An embedded drawer is one child view controller of its host, not a
/// presented navigation stack: nothing could push the sheets it names.
struct NavigationInEmbeddedSheetRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2604), name: "navigation-in-embedded-sheet", severity: .error,
        summary: "`navigation.push` on an embedded drawer, which holds one screen.",
        explanation: """
            `navigation.push` lists the sheets pushed onto a navigation stack inside a presented \
            sheet (`BottomSheetNavigationController`, presented with \
            `present(bottomSheet:animated:)`). An embedded drawer (`presentation: embedded`) is \
            added to its host as one child view controller with `embed(bottomSheet:)`, which \
            takes a single `BottomSheetable` screen and has no stack to push onto: the pushed \
            sheets would never be shown as the spec says. Delete the `navigation` block, and \
            present the next screen from the drawer as a sheet of its own (a `modal` or \
            `overlay` sheet can push).
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.presentation, .navigation, .extends]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              mapDrawer:
                type: MapDrawerViewController
                presentation: embedded
                navigation: { push: [placeDetails] }
              placeDetails:
                type: PlaceDetailsViewController
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              mapDrawer:
                type: MapDrawerViewController
                presentation: embedded
              placeDetails:
                type: PlaceDetailsViewController
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        PresentationBlock.all(in: context, presentedAs: .embedded, \.navigation).compactMap { found in
            let (sheet, presentation) = (found.sheet, found.presentation)
            guard let push = found.block.value.push, !push.value.isEmpty else { return nil }
            return Self.descriptor.diagnostic(
                "`\(sheet.id.value)` is embedded and cannot push `\(push.value[0].value)`", at: push.keySpan,
                label: "an embedded drawer holds one screen",
                secondary: [DiagnosticLabel(span: presentation.span, message: "embedded in its host")]
                    + sheet.inheritanceLabels(push.span, presentation.span),
                help: "delete the `navigation` block, and present the next screen as a sheet of its own")
        }
    }
}
