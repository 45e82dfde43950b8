import SheetDiagnostics

/// `navigation.transition` animates the pushes of the sheet that writes it and
/// the pops back to it; a sheet that pushes nothing has neither.
struct TransitionWithoutPushRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2605), name: "transition-without-push", severity: .warning,
        summary: "`navigation.transition` on a sheet that pushes nothing.",
        explanation: """
            `navigation.transition` says how the navigation stack inside a sheet animates a \
            push from this sheet and the pop back to it: `system` keeps the navigation \
            controller's slide, `sheet` raises the pushed screen from the sheet's bottom edge and \
            sinks it again on pop. The sheet that pushes decides, as it decides `interactivePop`, \
            so a sheet whose `push` list is empty or missing has no transition to animate: a \
            screen pushed onto it comes from a sheet that lists it, and that sheet's \
            `transition` applies. Move `transition` to the sheet whose `push` lists this one, or \
            delete it. A pushed sheet that `extends` its root and writes `push: []` inherits the \
            root's transition without a report.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.navigation, .extends]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              storePicker:
                type: StorePickerViewController
                navigation: { transition: sheet }
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              storePicker:
                type: StorePickerViewController
                detents: [{ id: fit, fit: content }]
                navigation: { push: [storeDetails], transition: sheet }
              storeDetails:
                type: StoreDetailsViewController
                detents: [{ id: fit, fit: content }]
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.compactMap { sheet in
            guard let navigation = sheet.settings.navigation?.value, let transition = navigation.transition,
                navigation.push?.value.isEmpty ?? true,
                !context.parentHasSame(sheet, { [$0.navigation?.value.transition] })
            else { return nil }
            var secondary = sheet.inheritanceLabels(transition.span)
            if let push = navigation.push {
                secondary.insert(DiagnosticLabel(span: push.span, message: "pushes nothing"), at: 0)
            }
            return Self.descriptor.diagnostic(
                "`\(sheet.id.value)` pushes nothing, so its `transition: \(transition.value.rawValue)` animates nothing",
                at: transition.keySpan, label: "no push or pop of this sheet's stack uses it", secondary: secondary,
                notes: ["the sheet that pushes decides how its pushes and the pops back to it are animated"],
                help: "write `transition` beside a `push` list, or delete it")
        }
    }
}
