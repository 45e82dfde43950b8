import SheetDiagnostics

/// Every id in `navigation.push` must be a sheet of the run: the generated
/// navigation controller pushes that sheet's view controller.
struct UnknownPushedSheetRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2106), name: "unknown-pushed-sheet", severity: .error,
        summary: "`navigation.push` names a sheet that no file of the run declares.",
        explanation: """
            `navigation.push` lists the sheets a sheet's navigation stack can push; each pushed \
            sheet brings its own detents and settings, so it must be declared somewhere in the \
            run. The help names the nearest sheet id and the fix writes it. Pass every spec file \
            the stack uses to the same run.
            """)
    static let scope = RuleScope.correctness
    /// It suggests among every id of the run.
    static let readsWholeRun = true
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              checkout:
                type: CheckoutViewController
                navigation:
                  push: [checkoutAdress]
              checkoutAddress:
                type: AddressViewController
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              checkout:
                type: CheckoutViewController
                navigation:
                  push: [checkoutAddress]
              checkoutAddress:
                type: AddressViewController
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.flatMap { sheet -> [Diagnostic] in
            guard let push = sheet.settings.navigation?.value.push,
                !context.parentHasSame(sheet, { [$0.navigation?.value.push] })
            else { return [] }
            return push.value.filter { context.index[$0.value] == nil }.map { target in
                let suggestion = ReferenceSuggestion(for: target, among: context.runIDs.ordered, kind: "sheet")
                return Self.descriptor.diagnostic(
                    "`\(sheet.id.value)` pushes `\(target.value)`, which is not a sheet", at: target.span,
                    label: "no sheet has this id", secondary: sheet.inheritanceLabels(target.span),
                    help: suggestion.help, fixes: suggestion.fixes)
            }
        }
    }
}
