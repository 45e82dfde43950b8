import SheetDiagnostics

/// Sheet ids are one namespace across every file of a run, because
/// `extends` and `navigation.push` name sheets by id alone.
struct DuplicateSheetIDRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2001), name: "duplicate-sheet-id", severity: .error,
        summary: "Two files declare a sheet with the same id.",
        explanation: """
            Sheet ids are global across all the files given to one run: `extends: checkout` and \
            `navigation.push: [checkout]` name a sheet by id alone, and the generated code has one \
            identifier per sheet. When two files declare the same id, the first file (in path order) \
            wins and the other sheet is unreachable. Rename one of them. The same id twice in one \
            file is a duplicate YAML key (`SS0021`). This rule looks at every file, including files \
            with decoding errors: a sheet id that decoded is an id whatever else failed.
            """)
    static let scope = RuleScope.correctness
    /// It compares ids across every file.
    static let readsWholeRun = true
    static let examples = RuleExamples(
        triggering: [
            RuleExample(files: [
                .init(path: "checkout.sheet.yaml", text: "version: 1\nsheets:\n  checkout:\n    type: CheckoutViewController\n"),
                .init(path: "legacy.sheet.yaml", text: "version: 1\nsheets:\n  checkout:\n    type: LegacyCheckoutViewController\n"),
            ])
        ],
        passing: [
            RuleExample(files: [
                .init(path: "checkout.sheet.yaml", text: "version: 1\nsheets:\n  checkout:\n    type: CheckoutViewController\n"),
                .init(path: "legacy.sheet.yaml", text: "version: 1\nsheets:\n  legacyCheckout:\n    type: LegacyCheckoutViewController\n"),
            ])
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        // Within one file the decoder reports a repeated id (a duplicate key);
        // this rule is about two files, and most contexts hold one.
        guard context.index.files.count > 1 else { return [] }
        var diagnostics: [Diagnostic] = []
        // The index holds the first declaration of every id, found in this same
        // order, so no second table of ids is built here.
        for file in context.index.files {
            for declaration in file.sheets {
                guard let original = context.index[declaration.id.value], original.file.path != file.path else { continue }
                diagnostics.append(
                    Self.descriptor.diagnostic(
                        "sheet id `\(declaration.id.value)` is declared in two files", at: declaration.id.span,
                        label: "declared again here",
                        secondary: [DiagnosticLabel(span: original.declaration.id.span, message: "first declared here")],
                        notes: ["sheet ids are global across files; `extends` and `navigation.push` find the first declaration"],
                        help: "rename one of the two sheets"))
            }
        }
        return diagnostics
    }
}
