import BottomSheetable
import SheetDiagnostics
import SheetLanguage

/// What the `floatingpanel` backend cannot say of a resolved sheet
/// (`FloatingPanelDiagnostics`, `SS44xx`), each at the sheet.
enum FloatingPanelLimitations {
    static func of(_ sheet: ResolvedSheet) -> [Diagnostic] {
        if sheet.presentation == .popover || sheet.usesSystemSheet {
            let popover = sheet.presentation == .popover
            return [
                FloatingPanelDiagnostics.cannotShow.diagnostic(
                    popover
                        ? "`\(sheet.id)` is a popover, which FloatingPanel has no form for; the `floatingpanel` backend generates nothing for it"
                        : "`\(sheet.id)` is shown on the system sheet; the `floatingpanel` backend generates nothing for it",
                    at: sheet.presentationSource ?? sheet.source, label: popover ? "a popover" : "a system sheet",
                    help: popover
                        ? "generate it with `--backend uikit` or `--backend swiftui`, or with `--backend conformance`"
                        : "generate it with `--backend uikit` or `--backend swiftui`")
            ]
        }
        return keyboard(sheet) + navigation(sheet) + snap(sheet) + confirm(sheet) + physics(sheet) + heights(sheet)
            + stateOrder(sheet) + escape(sheet)
    }

    /// SS4409 for an escape other than `dismiss`: FloatingPanel's own
    /// `accessibilityPerformEscape()` dismisses a removable panel.
    static func escape(_ sheet: ResolvedSheet) -> [Diagnostic] {
        let escape = sheet.accessibility.escape
        guard escape != .dismiss else { return [] }
        return [
            FloatingPanelDiagnostics.escapeNotExpressible.diagnostic(
                "`\(sheet.id)` asks for `escape: \(escape.planWord)`, but FloatingPanel's escape dismisses a panel "
                    + "whose removal is enabled and does nothing otherwise; the `floatingpanel` backend does not generate it",
                at: sheet.source, label: "an escape FloatingPanel does not do",
                help: "override `accessibilityPerformEscape()` in a `FloatingPanelController` subclass, or write `escape: dismiss`")
        ]
    }

    static func keyboard(_ sheet: ResolvedSheet) -> [Diagnostic] {
        guard sheet.keyboard != .none else { return [] }
        return [
            FloatingPanelDiagnostics.keyboardNotExpressible.diagnostic(
                "`\(sheet.id)` asks for `keyboard.policy: \(sheet.keyboard.rawValue)`, but FloatingPanel leaves the keyboard to the app; "
                    + "the `floatingpanel` backend does not generate it",
                at: sheet.source, label: "a keyboard policy",
                help: "move the panel on UIKit's keyboard notifications yourself, or write `policy: none`")
        ]
    }

    static func navigation(_ sheet: ResolvedSheet) -> [Diagnostic] {
        guard !sheet.navigation.pushableSheets.isEmpty else { return [] }
        return [
            FloatingPanelDiagnostics.navigationNotExpressible.diagnostic(
                "`\(sheet.id)` pushes \(sheet.navigation.pushableSheets.map { "`\($0)`" }.joined(separator: ", ")), "
                    + "but a FloatingPanel has no navigation stack; the pushes are not generated",
                at: sheet.source, label: "a navigation stack",
                help: "put a `UINavigationController` in the panel yourself, or use `--backend conformance`")
        ]
    }

    static func snap(_ sheet: ResolvedSheet) -> [Diagnostic] {
        if case .momentumRedirect = sheet.physics.snapPolicy { return [] }
        return [
            FloatingPanelDiagnostics.snapNotExpressible.diagnostic(
                "`\(sheet.id)` snaps by a policy FloatingPanel does not have; its drags end by FloatingPanel's "
                    + "momentum rule with the default numbers",
                at: sheet.source, label: "not `snap: momentumRedirect`",
                help: "write `physics.snap: momentumRedirect` (FloatingPanel's rule), or use `--backend conformance`")
        ]
    }

    static func confirm(_ sheet: ResolvedSheet) -> [Diagnostic] {
        guard sheet.dismissal.confirm, sheet.dismissal.swipe || sheet.dismissal.tapOutside else { return [] }
        return [
            FloatingPanelDiagnostics.confirmNotExpressible.diagnostic(
                "`\(sheet.id)` asks before it is dismissed (`confirm: true`), which FloatingPanel asks its delegate; "
                    + "the `floatingpanel` backend generates no delegate",
                at: sheet.source, label: "asks before dismissal",
                help: "implement `floatingPanel(_:shouldRemoveAt:with:)` in your `FloatingPanelControllerDelegate`")
        ]
    }

    static func physics(_ sheet: ResolvedSheet) -> [Diagnostic] {
        let spring = sheet.physics.spring
        var parts: [String] = []
        if spring.dampingWithoutVelocity != 1 {
            parts.append("`spring.dampingWithoutVelocity: \(spring.dampingWithoutVelocity)` (FloatingPanel's is 1)")
        }
        if spring.dampingCurve != .step { parts.append("`spring.dampingCurve: \(spring.dampingCurve.rawValue)`") }
        if sheet.physics.rubberBand.coefficient != FloatingPanelPhysics.rubberBandCoefficient {
            parts.append("`rubberBand.coefficient: \(sheet.physics.rubberBand.coefficient)` (FloatingPanel's is 0.55)")
        }
        guard !parts.isEmpty else { return [] }
        return [
            FloatingPanelDiagnostics.physicsNotExpressible.diagnostic(
                "`\(sheet.id)` asks for \(parts.joined(separator: " and ")), which FloatingPanel cannot reproduce",
                at: sheet.source, label: "physics FloatingPanel does not have",
                help: "drop the value to accept FloatingPanel's, or use `--backend conformance`")
        ]
    }

    static func heights(_ sheet: ResolvedSheet) -> [Diagnostic] {
        let inexact = sheet.layout.detents.filter { !FloatingPanelAnchor.isExact($0.height, frame: sheet.frame) }
        guard !inexact.isEmpty else { return [] }
        return [
            FloatingPanelDiagnostics.heightNotExpressible.diagnostic(
                "`\(sheet.id)`'s \(inexact.map { "`\($0.id.rawValue)`" }.joined(separator: ", ")) cannot be measured by a "
                    + "FloatingPanel anchor as the plan measures \(inexact.count == 1 ? "it" : "them")",
                at: sheet.source, label: "a height FloatingPanel measures otherwise",
                help: "write a height in points, a fraction or an inset in a frame of one kind, or use `--backend conformance`")
        ]
    }

    static func stateOrder(_ sheet: ResolvedSheet) -> [Diagnostic] {
        guard let found = FloatingPanelStateOrder.firstDisagreement(sheet.layout.detents, frame: sheet.frame) else { return [] }
        return [
            FloatingPanelDiagnostics.stateOrderNotExpressible.diagnostic(
                "on \(found.screen), `\(sheet.id)`'s `\(found.lower)` is lower than `\(found.upper)`, unlike the first "
                    + "built-in screen; FloatingPanel keeps one order of states",
                at: sheet.source, label: "detents that change order",
                help: "write the detents' heights in one kind (all points, or all fractions and insets)")
        ]
    }
}
