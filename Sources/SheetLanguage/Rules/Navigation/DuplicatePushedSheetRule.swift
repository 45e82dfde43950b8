import SheetDiagnostics

/// `navigation.push` is a set of sheets the stack can push; the same id
/// twice is a slip, usually for another sheet.
struct DuplicatePushedSheetRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2602), name: "duplicate-pushed-sheet", severity: .warning,
        summary: "`navigation.push` lists the same sheet twice.",
        explanation: """
            `navigation.push` lists the sheets a sheet's navigation stack can push, each once; the \
            generated code has one push route per entry. The same id twice adds nothing and is \
            usually a copy-paste slip where another sheet was meant. Remove the second entry, or \
            name the sheet you meant. Checked where written.
            """)
    static let scope = RuleScope.correctness
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              checkout:
                type: CheckoutViewController
                navigation: { push: [checkoutAddress, checkoutAddress] }
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
                navigation: { push: [checkoutAddress] }
              checkoutAddress:
                type: AddressViewController
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        WrittenSettings.all(in: context).flatMap { place -> [Diagnostic] in
            repeatedEntries(in: place.settings.navigation?.value.push?.value ?? []).map { target, original in
                Self.descriptor.diagnostic(
                    "`\(target.value)` is listed twice in `push` of \(place.owner)", at: target.span,
                    label: "listed again here",
                    secondary: [DiagnosticLabel(span: original.span, message: "first listed here")],
                    help: "remove the second `\(target.value)`, or name the sheet you meant")
            }
        }
    }
}
