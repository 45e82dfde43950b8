import BottomSheetable

/// What `sheetspec simulate` says of a sheet the project generates for
/// FloatingPanel: on a device FloatingPanel's physics decide its drags, and
/// where sheetspec's simulation equals them.
public enum FloatingPanelSimulationNote {
    /// The note for `sheet`, or `nil` when `backends` (the configuration's
    /// `backends:`) does not name `floatingpanel` or the backend does not
    /// generate the sheet (a system sheet, a popover).
    public static func text(sheet: String, layout: SheetLayout, backends: [String]) -> String? {
        guard backends.contains(Backend.floatingpanel.id), !layout.usesSystemSheet, layout.presentation != .popover
        else { return nil }
        let head =
            "note: `\(sheet)` is generated for FloatingPanel (`backends:` names `floatingpanel`): on a device "
            + "FloatingPanel's physics decide its drags, not this simulation's presenter"
        let spring = layout.physics.spring
        let rate = FloatingPanelPhysics.springDecelerationRate(damping: spring.damping, response: spring.response)
        let settle =
            "the settling differs: FloatingPanel's spring (response \(SwiftLiteral.number(spring.response)) s, "
            + "springDecelerationRate \(SwiftLiteral.number((rate * 1e6).rounded() / 1e6))) is critically damped for "
            + "releases up to \(SwiftLiteral.number(FloatingPanelPhysics.criticalDampingSpeed)) pt/s"
        guard case .momentumRedirect(let policy) = layout.physics.snapPolicy else {
            return head + "; its snap policy is not `momentumRedirect`, which FloatingPanel does not have (SS4404): "
                + "FloatingPanel's default rule picks the target, so this simulation's target is not FloatingPanel's, "
                + "and " + settle + "\n"
        }
        let exact =
            policy.redirectThreshold < 1
            ? "the target is FloatingPanel's: `snap: momentumRedirect` is its rule, ported exactly"
            : "the target may differ: at `redirectThreshold: 1` FloatingPanel clips the projection one stop further "
                + "and can still move on"
        return head + "; " + exact + "; " + settle + "\n"
    }
}
