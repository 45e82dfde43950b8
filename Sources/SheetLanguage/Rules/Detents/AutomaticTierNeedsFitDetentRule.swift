import BottomSheetable
import SheetDiagnostics

/// `tiers: automatic` is `oneTierAutomatic`: one stop sized to the content,
/// which only a `fit: content` detent expresses.
struct AutomaticTierNeedsFitDetentRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2202), name: "automatic-tier-needs-fit-detent", severity: .error,
        summary: "`tiers: automatic` is used with a detent that is not `fit: content`.",
        explanation: """
            `automatic` is `BottomSheetable`'s `oneTierAutomatic`: a single resting stop whose \
            height follows the content's `preferredContentSize`. Its detent must therefore be \
            `fit: content` (optionally with `min` and `max`). With a fixed detent (`height`, \
            `fraction`, `inset`, `system`), the generated code would size the sheet to its content \
            and ignore the detent, or the other way round. Write `tiers: one` for one fixed stop \
            (the fix does, when the sheet wrote `tiers` itself), or make the detent \
            `fit: content`. A count mismatch is `SS2201`'s.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.tiers, .detents, .extends]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              checkout:
                type: CheckoutViewController
                tiers: automatic
                detents:
                  - { id: half, fraction: 0.5 }
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              checkout:
                type: CheckoutViewController
                tiers: automatic
                detents:
                  - { id: fit, fit: content, max: { fraction: 0.9 } }
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.compactMap { sheet in
            guard let tiers = sheet.settings.tiers, tiers.value == .oneTierAutomatic, sheet.detentCount == 1,
                !context.parentHasSame(sheet, { [$0.tiers, $0.detents] })
            else { return nil }
            let detent = sheet.settings.detents?.value.first
            if let detent, !detent.height.value.isFixed { return nil }
            let fix = sheet.wrote(tiers.span) ? [FixIt(span: tiers.span, replacement: Tiers.one.spelling)] : []
            let secondary = [DiagnosticLabel(span: tiers.span, message: "one stop sized to the content")]
                + sheet.inheritanceLabels(tiers.span, detent?.height.span ?? tiers.span)
            guard let detent else {
                return Self.descriptor.diagnostic(
                    "`tiers: automatic` needs a `fit: content` detent, but `\(sheet.id.value)` has the built-in `large`",
                    at: tiers.span, label: "needs `fit: content`",
                    notes: ["with no `detents`, a sheet has the one built-in detent `large`"],
                    help: "add `detents: [{ id: fit, fit: content }]`, or write `tiers: one`", fixes: fix)
            }
            return Self.descriptor.diagnostic(
                "`tiers: automatic` needs a `fit: content` detent, but `\(detent.id.value)` is `\(detent.height.value.spelling)`",
                at: detent.height.keySpan, label: "a fixed height", secondary: secondary,
                help: "write `tiers: one` for one fixed stop, or `fit: content` to size the sheet to its content",
                fixes: fix)
        }
    }
}
