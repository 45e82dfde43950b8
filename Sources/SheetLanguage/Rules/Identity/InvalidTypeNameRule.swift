import SheetDiagnostics

/// A sheet's `type` is written into generated Swift as it is, so it must be
/// a type name Swift accepts, in the shape sheetspec documents.
struct InvalidTypeNameRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2003), name: "invalid-type-name", severity: .error,
        summary: "A sheet's `type` is not a valid Swift type name.",
        explanation: """
            `type` names the view controller that conforms to `BottomSheetable`, and the generated \
            code writes it as it is (`extension CheckoutViewController: BottomSheetable`). sheetspec \
            accepts one identifier, or several joined by dots for a nested type \
            (`Checkout.SheetViewController`): each starts with an ASCII letter or `_` and goes on with \
            ASCII letters, digits and `_`. Generic arguments, backticks, spaces and non-ASCII letters \
            are not accepted: a conformance cannot be generic over a spec, and a name that only some \
            fonts tell apart does not belong in a diff. The fix removes the characters that cannot \
            be part of a name. Swift keywords are reported by `SS2004`.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.type]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              checkout:
                type: Checkout Sheet-ViewController
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              checkout:
                type: Checkout.SheetViewController
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.compactMap { sheet in
            guard let name = sheet.declaration.settings.typeName, !SwiftTypeName.isWellFormed(name),
                let type = sheet.declaration.settings.type
            else { return nil }
            let repaired = SwiftTypeName.repaired(type.value)
            return Self.descriptor.diagnostic(
                "`\(type.value)` is not a valid Swift type name", at: type.span,
                label: "expected a name such as `CheckoutViewController`",
                notes: ["a nested type is written with dots: `Checkout.SheetViewController`"],
                help: repaired.map { "write `\($0)`" } ?? "name the Swift class of the sheet's view controller",
                fixes: repaired.map { [FixIt(span: type.span, replacement: $0)] } ?? [])
        }
    }
}
