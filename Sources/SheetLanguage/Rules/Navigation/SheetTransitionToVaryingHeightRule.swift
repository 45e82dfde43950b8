import SheetDiagnostics

/// Walmart's `BottomSheetNavigationController` runs its own push and pop
/// animators only towards a content-sized, one-tier screen; the sheet
/// transition is written for that case and shows other detents poorly.
struct SheetTransitionToVaryingHeightRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2606), name: "sheet-transition-to-varying-height", severity: .warning,
        summary: "`transition: sheet` in a stack whose screens are not one content-sized detent.",
        explanation: """
            `transition: sheet` animates a push by raising the pushed screen from the sheet's \
            bottom edge while the height moves to the screen's detent, and a pop by sinking it \
            again (Walmart's `TransitionAnimator(for: .presenting)` and `.dismissing` in its \
            `BottomSheetNavigationController`). Walmart's delegate returns those animators only \
            when the destination has `tiersType == .oneTierAutomatic`, one detent that fits its \
            content, and its documentation warns: "It is not advised to use controllers with \
            varying content heights as it can result in unexpected effects." A pushed sheet with \
            several detents, or one fixed or fractional detent, is still animated as written \
            (the runtime moves to its initial detent), but the screen rises into a height that \
            is not its own content's, and a drag between its detents during the push fights \
            the animation. Give the pushed sheets one `fit: content` detent (`tiers: \
            automatic`), most simply with `extends:` the root; or keep `transition: system` for \
            this stack. A pushed sheet whose detents differ from the pusher's is reported by \
            SS2601 instead, which already says to give it the pusher's detents; this rule \
            reports stacks that share detents that do not fit their content.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.navigation, .detents, .extends]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              checkout:
                type: CheckoutViewController
                detents: [{ id: half, fraction: 0.5 }, { id: full, system: large }]
                navigation: { push: [checkoutPayment], transition: sheet }
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
                tiers: automatic
                detents: [{ id: fit, fit: content }]
                navigation: { push: [checkoutPayment], transition: sheet }
              checkoutPayment:
                extends: checkout
                type: PaymentViewController
                navigation: { push: [] }
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.flatMap { sheet -> [Diagnostic] in
            guard let navigation = sheet.settings.navigation?.value, let transition = navigation.transition,
                transition.value == .sheet, let push = navigation.push,
                !context.parentHasSame(sheet, { [$0.navigation?.value.push, $0.navigation?.value.transition] })
            else { return [] }
            return push.value.compactMap { target -> Diagnostic? in
                guard let pushed = context.sheet(target.value),
                    context.damage(of: target.value).isDisjoint(with: Self.reads),
                    !Self.fitsContentInOneDetent(pushed),
                    MixedHeightsInStackRule.heights(pushed) == MixedHeightsInStackRule.heights(sheet)
                else { return nil }
                let secondary =
                    [
                        DiagnosticLabel(
                            span: pushed.settings.detents?.keySpan ?? pushed.id.span, message: Self.shape(of: pushed)),
                        DiagnosticLabel(span: transition.span, message: "animated with the sheet's own transition"),
                    ] + sheet.inheritanceLabels(target.span, transition.span)
                return Self.descriptor.diagnostic(
                    "`\(sheet.id.value)` pushes `\(target.value)` with `transition: sheet`, but `\(target.value)` does not fit its content",
                    at: target.span, label: "pushed with the sheet transition", secondary: secondary,
                    notes: [
                        "Walmart's BottomSheetable animates only content-sized one-tier screens this way: "
                            + "\"It is not advised to use controllers with varying content heights\""
                    ],
                    help:
                        "give `\(sheet.id.value)` and `\(target.value)` one `fit: content` detent, or write `transition: system`"
                )
            }
        }
    }

    /// One detent, and it fits the content: the original's `.oneTierAutomatic`.
    static func fitsContentInOneDetent(_ sheet: EffectiveSheet) -> Bool {
        guard let detents = sheet.settings.detents?.value, detents.count == 1 else { return false }
        if case .fitContent = detents[0].height.value { return true }
        return false
    }

    private static func shape(of sheet: EffectiveSheet) -> String {
        guard let detents = sheet.settings.detents?.value else {
            return "`\(sheet.id.value)`: the built-in `large` detent"
        }
        return "`\(sheet.id.value)`: "
            + detents.map { "`\($0.height.value.withoutPlaces.spelling)`" }.joined(separator: ", ")
    }
}
