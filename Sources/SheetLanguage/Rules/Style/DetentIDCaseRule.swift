import SheetDiagnostics

/// Detent ids become `Detent.Identifier` constants; the same lowerCamelCase
/// as sheet ids keeps them predictable.
struct DetentIDCaseRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2902), name: "detent-id-case", severity: .warning,
        summary: "A detent id is not lowerCamelCase.",
        explanation: """
            Detent ids become part of `UISheetPresentationController.Detent.Identifier` constants \
            (the `uikit` backend's `checkoutFit` for detent `fit` of sheet `checkout`) and are \
            typed in `initial` and `undimmedThrough`. Like sheet ids, they are lowerCamelCase: a \
            lower-case ASCII letter first, then letters and digits (`tip`, `half`, `fullHeight`). \
            The fix renames the detent and every `initial` and `undimmedThrough` that refers to it \
            in the sheets using that detent list. A style rule: `lint` runs it, `validate` does \
            not.
            """)
    static let scope = RuleScope.style
    static let reads: SheetParts = [.detents, .initial, .undimmedThrough, .extends]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              placeDetails:
                type: PlaceDetailsViewController
                detents:
                  - { id: Half, fraction: 0.5 }
                  - { id: full_height, system: large }
                initial: Half
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              placeDetails:
                type: PlaceDetailsViewController
                detents:
                  - { id: half, fraction: 0.5 }
                  - { id: fullHeight, system: large }
                initial: half
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        WrittenSettings.all(in: context).flatMap { place -> [Diagnostic] in
            guard let detents = place.settings.detents else { return [] }
            let ids = Set(detents.value.map(\.id.value))
            return detents.value.filter { !NamingConvention.isLowerCamelCase($0.id.value) }.map { detent in
                let renamed = NamingConvention.lowerCamelCase(detent.id.value)
                let usable = NamingConvention.isLowerCamelCase(renamed) && !ids.contains(renamed)
                return Self.descriptor.diagnostic(
                    "detent id `\(detent.id.value)` is not lowerCamelCase", at: detent.id.span,
                    label: "expected a name like `half`",
                    help: usable ? "rename it `\(renamed)`" : "rename it in lowerCamelCase",
                    fixes: usable ? Self.renaming(detent.id, in: detents, to: renamed, context: context) : [])
            }
        }
    }

    /// The detent's id and the `initial` and `undimmedThrough` naming it in
    /// every sheet whose flattened detents are this list.
    private static func renaming(
        _ id: Located<String>, in list: Located<[DetentDeclaration]>, to renamed: String, context: RuleContext
    ) -> [FixIt] {
        var spans: Set<SourceSpan> = [id.span]
        for sheet in context.checkableSheets where sheet.settings.detents == list {
            for reference in [sheet.settings.initial, sheet.settings.undimmedThrough].compactMap({ $0 })
            where reference.value == id.value {
                spans.insert(reference.span)
            }
        }
        return spans.sorted().map { FixIt(span: $0, replacement: renamed) }
    }
}
