import BottomSheetable
import SheetDiagnostics

/// `expand` moves the sheet to its largest detent and, when it is already
/// there, raises it by the keyboard as `lift` does (`KeyboardAdjustment`). A
/// sheet with one detent therefore grows unless that detent already fills the
/// available height on every screen where it rests at its detents. The rule
/// asks the resolver and the plan's own math, so it never disagrees with
/// `sheetspec plan`.
struct KeyboardExpandWithOneDetentRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2401), name: "keyboard-expand-with-one-detent", severity: .warning,
        summary: "`keyboard.policy: expand` on a sheet whose only detent already fills the available height.",
        explanation: """
            `expand` answers the keyboard by moving the sheet to its largest detent; a sheet that is \
            already at its largest grows by the keyboard's height instead, clamped to the available \
            height, as `lift` does (UIKit grows a sheet with no larger detent). So a sheet with one \
            detent, such as a single `system: medium` or `fraction: 0.5`, grows, and the plan shows \
            it. It cannot grow when its only detent already is the whole available height \
            (`system: large`, `fraction: 1`, `inset: 0`, or a fitted detent whose floor is the whole \
            height) on every profile screen where it rests at its detents: then `expand` does \
            nothing and the keyboard covers the bottom of the content. The rule resolves the sheet \
            on the run's device profiles with the plan's own math (`KeyboardAdjustment`; a fitted \
            detent is tried at its floor and at its cap) and warns only when no screen grows. Add a \
            smaller detent for the sheet to rest at, so that it has room to expand, or lay the \
            content out above the keyboard and write `policy: none`. Popovers are `SS2403`'s.
            """)
    static let scope = RuleScope.correctness
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              commentComposer:
                type: CommentComposerViewController
                detents:
                  - { id: large, system: large }
                keyboard: { policy: expand }
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              commentComposer:
                type: CommentComposerViewController
                detents:
                  - { id: medium, system: medium }
                  - { id: large, system: large }
                keyboard: { policy: expand }
            """,
            """
            version: 1
            sheets:
              commentComposer:
                type: CommentComposerViewController
                detents:
                  - { id: medium, system: medium }
                keyboard: { policy: expand }
            """,
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.compactMap { sheet in
            guard let policy = sheet.settings.keyboard?.value.policy, policy.value == .expand, sheet.detentCount == 1,
                sheet.presentation != .popover,
                !context.parentHasSame(sheet, { [$0.keyboard?.value.policy, $0.detents] }),
                let resolved = context.resolved(sheet),
                !Self.grows(resolved, on: context.profiles)
            else { return nil }
            return Self.descriptor.diagnostic(
                "`policy: expand` does nothing: the only detent of `\(sheet.id.value)` already fills the available height",
                at: policy.span,
                label: "the sheet cannot grow on any device profile",
                secondary: sheet.inheritanceLabels(policy.span),
                help: "add a smaller detent for the sheet to rest at, or keep the content above the keyboard and write `policy: none`")
        }
    }

    /// Whether the keyboard makes the sheet taller on some profile screen where
    /// it rests at its detents: the plan's computation (`ScreenPresentation`,
    /// `DetentResolver`, `KeyboardAdjustment`), with a fitted detent at its cap
    /// (as the plan shows it) and at its floor.
    static func grows(_ sheet: ResolvedSheet, on profiles: [DeviceProfile]) -> Bool {
        let layout = sheet.layout
        for profile in profiles {
            for screen in profile.screens where ScreenPresentation(of: sheet, on: screen, idiom: profile.idiom) == .sheet {
                for contentHeight in [nil, 0] as [Double?] {
                    let detents = layout.resolvedDetents(in: screen.container, contentHeight: contentHeight)
                    for detent in detents {
                        let outcome = KeyboardAdjustment.sheet(
                            policy: layout.keyboard, currentHeight: detent.height, detents: detents,
                            keyboardHeight: screen.keyboardHeight, in: screen.container(in: layout.frame))
                        if outcome.height > detent.height { return true }
                    }
                }
            }
        }
        return false
    }
}
