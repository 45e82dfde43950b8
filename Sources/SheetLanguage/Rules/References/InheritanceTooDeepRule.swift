import SheetDiagnostics

/// sheetspec follows at most `InheritanceFlattener.maxChainLength` links of
/// `extends`; settings beyond them would be dropped without a word.
struct InheritanceTooDeepRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2103), name: "inheritance-too-deep", severity: .error,
        summary: "A chain of `extends` is longer than sheetspec follows.",
        explanation: """
            Real chains have two or three links (`checkoutAddress` extends `checkout`, which takes \
            the file's `defaults`). sheetspec follows at most \(InheritanceFlattener.maxChainLength) \
            links, so that a generated or hostile file of thousands of chained sheets stays fast; \
            a sheet further down would silently lose the settings of the sheets beyond the limit. \
            The rule reports the first sheet past the limit (the sheets that extend it are past it \
            too). Shorten the chain: let that sheet extend one nearer the root, or move shared \
            settings into the file's `defaults`.
            """)
    static let scope = RuleScope.correctness
    static let examples = RuleExamples(
        triggering: [RuleExample(stringLiteral: chain(length: InheritanceFlattener.maxChainLength + 1))],
        passing: [RuleExample(stringLiteral: chain(length: 2))])

    /// A file whose last sheet has `links` links of `extends` above it.
    private static func chain(length links: Int) -> String {
        var text = "version: 1\nsheets:\n  step0:\n    type: Step0ViewController\n"
        for step in 1...links {
            text += "  step\(step):\n    extends: step\(step - 1)\n    type: Step\(step)ViewController\n"
        }
        return text
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        guard InheritanceGraph.hasLinks(in: context) else { return [] }
        let depths = InheritanceGraph(context.index).depths
        let limit = InheritanceFlattener.maxChainLength
        return context.checkableSheets.compactMap { sheet in
            guard depths[sheet.id.value] == limit + 1, let parent = sheet.declaration.settings.extends else { return nil }
            return Self.descriptor.diagnostic(
                "the `extends` chain of `\(sheet.id.value)` has \(limit + 1) links, more than the \(limit) sheetspec follows",
                at: parent.span, label: "link \(limit + 1)",
                notes: ["settings of sheets beyond link \(limit) would be ignored, here and in every sheet that extends this one"],
                help: "let `\(sheet.id.value)` extend a sheet nearer the root, or move shared settings into `defaults`")
        }
    }
}
