import SheetDiagnostics

/// `extends` must name a sheet of the run; a typo would otherwise silently
/// drop every inherited setting.
struct UnknownParentSheetRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2101), name: "unknown-parent-sheet", severity: .error,
        summary: "`extends` names a sheet that no file of the run declares.",
        explanation: """
            `extends: checkout` layers the settings of sheet `checkout` under the sheet's own. When \
            no file of the run declares that id, the sheet inherits nothing and would be built with \
            built-in defaults only, which is never what the author meant. The help names the \
            nearest sheet id, and the fix writes it. Sheet ids are global: pass every spec file \
            the sheet depends on to the same run (`sheetspec validate specs`).
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
              checkoutAddress:
                extends: chekout
                type: AddressViewController
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              checkout:
                type: CheckoutViewController
              checkoutAddress:
                extends: checkout
                type: AddressViewController
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.compactMap { sheet in
            guard let parentID = sheet.declaration.settings.parentID, context.index[parentID] == nil,
                let parent = sheet.declaration.settings.extends
            else { return nil }
            // The sheet itself is no candidate: extending itself is a cycle (SS2102).
            let candidates = context.runIDs.ordered.filter { $0 != sheet.id.value }
            let suggestion = ReferenceSuggestion(for: parent, among: candidates, kind: "sheet")
            return Self.descriptor.diagnostic(
                "`\(sheet.id.value)` extends `\(parent.value)`, which is not a sheet", at: parent.span,
                label: "no sheet has this id",
                notes: [
                    "sheet ids are global: when another file declares `\(parent.value)`, check both in one run "
                        + "(`sheetspec lint` with no paths checks the whole configured project)"
                ],
                help: suggestion.help, fixes: suggestion.fixes)
        }
    }
}
