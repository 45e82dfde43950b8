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
        // Every typed sheet in order (files, then sheets as declared,
        // duplicates included), by position: the located type is read again
        // only for a duplicate.
        var typed: [(name: String, file: Int, sheet: Int)] = []
        for (fileIndex, file) in context.index.files.enumerated() {
            for (sheetIndex, declaration) in file.sheets.enumerated() {
                if let name = declaration.settings.typeName { typed.append((name, fileIndex, sheetIndex)) }
            }
        }
        // The first sheet of each type, for each later one that repeats it.
        var repeats: [(original: Int, duplicate: Int)] = []
        if typed.count <= 16 {
            // A file holds a few sheets: comparing each name with the ones
            // before it costs less than hashing them all.
            for later in typed.indices {
                if let earlier = typed[..<later].firstIndex(where: { $0.name == typed[later].name }) {
                    repeats.append((earlier, later))
                }
            }
        } else {
            var first: [String: Int] = [:]
            first.reserveCapacity(typed.count)
            for (position, entry) in typed.enumerated() {
                if let earlier = first[entry.name] { repeats.append((earlier, position)) } else { first[entry.name] = position }
            }
        }
        return repeats.compactMap { pair in
            let original = context.index.files[typed[pair.original].file].sheets[typed[pair.original].sheet]
            let declaration = context.index.files[typed[pair.duplicate].file].sheets[typed[pair.duplicate].sheet]
            return diagnostic(original: original, duplicate: declaration)
        }
    }

    /// `nil` when both declare the same id: that is a duplicate id, reported
    /// on its own.
    private func diagnostic(original: SheetDeclaration, duplicate declaration: SheetDeclaration) -> Diagnostic? {
        guard original.id.value != declaration.id.value, let type = declaration.settings.type,
            let originalType = original.settings.type
        else { return nil }
        let originalID = original.id.value
        return Self.descriptor.diagnostic(
            "sheets `\(originalID)` and `\(declaration.id.value)` have the same type `\(type.value)`",
            at: type.span, label: "already the type of `\(originalID)`",
            secondary: [DiagnosticLabel(span: originalType.span, message: "`\(originalID)` uses it here")],
            notes: ["each sheet generates a `BottomSheetable` conformance of its type, and a type conforms once"],
            help: "give `\(declaration.id.value)` its own view controller type")
    }
}
