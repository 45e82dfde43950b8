import SheetDiagnostics

/// Sheets written in one order read alike: a reviewer finds `detents` in
/// the same place in every sheet of every file.
///
/// The rule sees decoded settings, which keep no comments or layout, so its
/// fix is attached by the validator, which has the text (`KeyOrderFixes`).
struct KeyOrderRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2904), name: "key-order", severity: .warning,
        summary: "A sheet's keys are not in the canonical order.",
        explanation: """
            The keys of a sheet (and of a file's `defaults`) follow one order, from what the sheet \
            is to what it does: `extends`, `type`; `presentation`; `tiers`, `frame`, `detents`, `initial`, \
            `undimmedThrough`; `grabber`, `cornerRadius`, `edgeAttachedInCompactHeight`, `sizing`, `style`; `scroll`, \
            `dismiss`, `keyboard`, `physics`; then `popover` and `navigation`, which only some sheets \
            have. It is the order of `docs/SpecReference.md`, with `extends` first because it says \
            where the rest comes from. The diagnostic points at the first key out of place and \
            lists the expected order of the keys the mapping has. Its fix, which `sheetspec fix` \
            applies, moves every key of the mapping with its value, the comment lines and blank \
            lines above it and the comment at the end of its lines, so the spec means what it \
            meant. A flow mapping (`{ … }`), keys at different indentations, anchors, aliases, \
            merge keys, block scalars, quoted strings over several lines, tabs and line breaks \
            other than LF and CRLF get no fix: the warning then carries a note saying which. A \
            style rule: `lint` runs it, `validate` does not.
            """)
    static let scope = RuleScope.style
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              commentComposer:
                type: CommentComposerViewController
                dismiss: { confirm: true }
                detents: [{ id: medium, system: medium }, { id: large, system: large }]
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              commentComposer:
                type: CommentComposerViewController
                detents: [{ id: medium, system: medium }, { id: large, system: large }]
                dismiss: { confirm: true }
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        WrittenSettings.all(in: context).compactMap { place in
            let written = SheetKeyOrder.writtenKeys(place.settings)
            // Each key ranked once, not at every comparison.
            let ranks = written.map { SheetKeyOrder.rank(of: $0.key) }
            var previous: Int?
            for (position, entry) in written.enumerated() {
                if let last = previous, ranks[position] < ranks[last] {
                    let before = written[last]
                    let expected = written.indices.sorted { ranks[$0] < ranks[$1] }.map { "`\(written[$0].key)`" }
                    return Self.descriptor.diagnostic(
                        "`\(entry.key)` should come before `\(before.key)` in \(place.owner)",
                        at: SourceSpan(path: place.path, range: entry.range), label: "out of order",
                        secondary: [DiagnosticLabel(span: SourceSpan(path: place.path, range: before.range), message: "`\(before.key)` is here")],
                        help: "order the keys: " + expected.joined(separator: ", "))
                }
                if previous.map({ ranks[position] > ranks[$0] }) ?? true { previous = position }
            }
            return nil
        }
    }
}
