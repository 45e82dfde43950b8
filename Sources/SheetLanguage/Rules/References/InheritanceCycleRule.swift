import SheetDiagnostics

/// A chain of `extends` that comes back to where it started has no root to
/// inherit from.
struct InheritanceCycleRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2102), name: "inheritance-cycle", severity: .error,
        summary: "Sheets extend each other in a cycle.",
        explanation: """
            `extends` layers a parent's settings under a sheet's own, so the chain of parents must \
            end at a sheet that extends nothing. When it comes back to a sheet already in the chain \
            (`a` extends `b`, `b` extends `a`; or a sheet extends itself), no sheet in the cycle has \
            a defined set of settings. sheetspec cuts the chain to keep going and reports the cycle \
            once, at the sheet of the cycle declared first, naming every link. Remove `extends` \
            from one sheet of the cycle, usually the one that is really the base. Sheets with a part \
            that failed to decode take part in the cycle but are not where it is reported.
            """)
    static let scope = RuleScope.correctness
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              checkout:
                extends: checkoutPayment
                type: CheckoutViewController
              checkoutPayment:
                extends: checkout
                type: PaymentViewController
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              checkout:
                type: CheckoutViewController
              checkoutPayment:
                extends: checkout
                type: PaymentViewController
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        guard InheritanceGraph.hasLinks(in: context) else { return [] }
        let checkable = Set(context.checkableSheets.map(\.id.value))
        return InheritanceGraph(context.index).cycles.compactMap { members in
            let links = members.compactMap { id in context.index[id]?.declaration.settings.extends.map { (id, $0) } }
            guard let first = links.first, checkable.contains(first.0) else { return nil }
            let path = (members + [members[0]]).map { "`\($0)`" }.joined(separator: " → ")
            let message =
                members.count == 1
                ? "sheet `\(first.0)` extends itself"
                : "sheets extend each other in a cycle: \(path)"
            return Self.descriptor.diagnostic(
                message, at: first.1.span, label: members.count == 1 ? "its own id" : "the cycle starts here",
                secondary: links.dropFirst().map { DiagnosticLabel(span: $0.1.span, message: "`\($0.0)` extends `\($0.1.value)`") },
                help: "remove `extends` from the sheet that is the base of the others")
        }
    }
}
