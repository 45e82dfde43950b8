import SheetDiagnostics

/// One navigation stack lives in one sheet; when the pushed screens bring
/// other detents, the sheet jumps on every push and pop.
struct MixedHeightsInStackRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2601), name: "mixed-heights-in-stack", severity: .warning,
        summary: "A pushed sheet has other detents than the sheet that pushes it.",
        explanation: """
            `navigation.push` puts sheets on one navigation stack inside one presented sheet, and \
            each pushed sheet brings its own detents. When they differ from the root's, the sheet \
            resizes on every push and pop, which `BottomSheetable` discourages ("mixed heights in \
            one stack"), SwiftUI cannot do at all (detents apply to the whole `NavigationStack`), \
            and custom sheets get wrong (PanModal #148, FloatingPanel #340). The rule compares the \
            flattened detent lists, heights only (ids aside), with the built-in `large` for a sheet \
            without detents. Give the pushed sheets the same detents, most simply with `extends:` \
            the root sheet, or `fit: content` detents everywhere. Sheets in files with decoding \
            errors, or inheriting from one, are not checked.
            """)
    static let scope = RuleScope.correctness
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              checkout:
                type: CheckoutViewController
                detents: [{ id: fit, fit: content }]
                navigation: { push: [checkoutPayment] }
              checkoutPayment:
                type: PaymentViewController
                detents: [{ id: half, fraction: 0.5 }, { id: full, system: large }]
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              checkout:
                type: CheckoutViewController
                detents: [{ id: fit, fit: content }]
                navigation: { push: [checkoutPayment] }
              checkoutPayment:
                extends: checkout
                type: PaymentViewController
                navigation: { push: [] }
            """
        ])

    static let reads: SheetParts = [.navigation, .detents, .extends]

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.flatMap { sheet -> [Diagnostic] in
            guard let push = sheet.settings.navigation?.value.push,
                !context.parentHasSame(sheet, { [$0.navigation?.value.push, $0.detents] })
            else { return [] }
            let heights = Self.heights(sheet)
            return push.value.compactMap { target -> Diagnostic? in
                guard let pushed = context.sheet(target.value), context.damage(of: target.value).isDisjoint(with: Self.reads),
                    Self.heights(pushed) != heights
                else { return nil }
                let secondary = [Self.label(for: pushed), Self.label(for: sheet)] + sheet.inheritanceLabels(target.span)
                return Self.descriptor.diagnostic(
                    "`\(target.value)` has other detents than `\(sheet.id.value)`, which pushes it", at: target.span,
                    label: "pushed onto a stack of another height", secondary: secondary,
                    notes: ["one stack lives in one sheet, which resizes on every push and pop when heights differ"],
                    help: "give `\(target.value)` the detents of `\(sheet.id.value)`, for example with `extends: \(sheet.id.value)`")
            }
        }
    }

    /// The heights of the sheet's detents, without their ids and places.
    static func heights(_ sheet: EffectiveSheet) -> [DetentHeightForm] {
        sheet.settings.detents?.value.map(\.height.value.withoutPlaces) ?? [.system(.large)]
    }

    private static func label(for sheet: EffectiveSheet) -> DiagnosticLabel {
        let list = heights(sheet).map { "`\($0.spelling)`" }.joined(separator: ", ")
        return DiagnosticLabel(span: sheet.settings.detents?.keySpan ?? sheet.id.span, message: "`\(sheet.id.value)`: \(list)")
    }
}
