import SheetDiagnostics

/// Each sheet becomes one `BottomSheetable` conformance of its `type`, and a
/// Swift type can conform only once.
struct DuplicateTypeNameRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2005), name: "duplicate-type-name", severity: .error,
        summary: "Two sheets name the same Swift `type`.",
        explanation: """
            sheetspec generates one `BottomSheetable` conformance per sheet, on the sheet's `type`. \
            Two sheets with the same type would generate two conformances of one class, which Swift \
            rejects ("redundant conformance"), and even if it did not, one view controller cannot \
            have two sets of detents. A sheet that shares another's settings writes \
            `extends: <id>` and still names its own type. This rule looks at every file of the run, \
            including files with decoding errors.
            """)
    static let scope = RuleScope.correctness
    /// It compares types across every file.
    static let readsWholeRun = true
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              checkout:
                type: CheckoutViewController
              checkoutAddress:
                extends: checkout
                type: CheckoutViewController
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
        // The first sheet of each type, by its settings (one reference): the
        // located type is read again only for a duplicate.
        var first: [String: (id: String, settings: SheetSettings)] = [:]
        first.reserveCapacity(context.index.ids.count)
        var diagnostics: [Diagnostic] = []
        // Files and sheets in order, duplicates included, without a list of them.
        for file in context.index.files {
            for declaration in file.sheets {
                guard let name = declaration.settings.typeName else { continue }
                guard let original = first[name] else {
                    first[name] = (declaration.id.value, declaration.settings)
                    continue
                }
                guard original.id != declaration.id.value, let type = declaration.settings.type,
                    let originalType = original.settings.type
                else { continue }
                diagnostics.append(
                    Self.descriptor.diagnostic(
                        "sheets `\(original.id)` and `\(declaration.id.value)` have the same type `\(type.value)`",
                        at: type.span, label: "already the type of `\(original.id)`",
                        secondary: [DiagnosticLabel(span: originalType.span, message: "`\(original.id)` uses it here")],
                        notes: ["each sheet generates a `BottomSheetable` conformance of its type, and a type conforms once"],
                        help: "give `\(declaration.id.value)` its own view controller type"))
            }
        }
        return diagnostics
    }
}
