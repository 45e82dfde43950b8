import SheetDiagnostics

/// Sheet ids become Swift identifiers in generated code, where Swift's API
/// guidelines write values in lowerCamelCase.
struct SheetIDCaseRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2901), name: "sheet-id-case", severity: .warning,
        summary: "A sheet id is not lowerCamelCase.",
        explanation: """
            Sheet ids become Swift identifiers (`SheetID.placeDetails`) and are typed in \
            `extends` and `navigation.push`; the Swift API Design Guidelines write such names in \
            lowerCamelCase, and one convention across files makes ids easy to guess. An id is \
            lowerCamelCase when it starts with a lower-case ASCII letter and has only letters and \
            digits (no `_`): `placeDetails`, `checkoutAddress`. The fix renames the sheet and \
            every `extends` and `navigation.push` that names it in the run. A style rule: `lint` \
            runs it, `validate` does not.
            """)
    static let scope = RuleScope.style
    static let reads: SheetParts = []
    /// It a new name must be free in the whole run.
    static let readsWholeRun = true
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              place_details:
                type: PlaceDetailsViewController
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              placeDetails:
                type: PlaceDetailsViewController
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableFiles.flatMap { file in
            file.sheets.filter { !NamingConvention.isLowerCamelCase($0.id.value) }.map { sheet in
                let renamed = NamingConvention.lowerCamelCase(sheet.id.value)
                let usable = NamingConvention.isLowerCamelCase(renamed) && !context.runIDs.contains(renamed)
                return Self.descriptor.diagnostic(
                    "sheet id `\(sheet.id.value)` is not lowerCamelCase", at: sheet.id.span,
                    label: "expected a name like `placeDetails`",
                    help: usable ? "rename it `\(renamed)`" : "rename it in lowerCamelCase",
                    fixes: usable ? Self.renaming(sheet.id.value, to: renamed, in: context) : [])
            }
        }
    }

    /// Edits that rename a sheet and every reference to it in the files the
    /// rule may edit.
    private static func renaming(_ id: String, to renamed: String, in context: RuleContext) -> [FixIt] {
        var spans: [SourceSpan] = []
        for file in context.checkableFiles {
            for sheet in file.sheets {
                if sheet.id.value == id { spans.append(sheet.id.span) }
                if let parent = sheet.settings.extends, parent.value == id { spans.append(parent.span) }
            }
            for place in [file.defaults?.value].compactMap({ $0 }) + file.sheets.map(\.settings) {
                spans += (place.navigation?.value.push?.value ?? []).filter { $0.value == id }.map(\.span)
            }
        }
        return spans.sorted().map { FixIt(span: $0, replacement: renamed) }
    }
}
