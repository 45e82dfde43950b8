import SheetDiagnostics

/// SS3002: two detents end up at the same height on some screen. Fitted
/// detents are left out (their height is only known at runtime), and so are
/// pairs of one kind, which are equal on every device or none.
enum DetentCollapseCheck {
    static func check(_ sheet: ResolvedSheet, on screens: CheckedScreens, into diagnostics: inout [Diagnostic]) {
        // Pairs of unfitted detents in declaration order, walked in place:
        // this runs for every sheet, and lists of them cost an allocation each.
        let detents = sheet.detents
        for earlier in detents.indices where !detents[earlier].isFitted {
            for later in detents.indices[(earlier + 1)...]
            where !detents[later].isFitted
                && !DeviceIndependence.ordersAlike(detents[earlier].detent.height, detents[later].detent.height) {
                let failing = screens.screens { screen in
                    guard let lhs = screens.height(of: earlier, on: screen), let rhs = screens.height(of: later, on: screen)
                    else { return false }
                    return LengthPrecision.same(lhs.height, rhs.height)
                }
                guard let first = failing.first, let height = screens.height(of: later, on: first)?.height else { continue }
                let (lhs, rhs, name) = (detents[earlier], detents[later], screens.name(of: first))
                diagnostics.append(
                    ResolutionDiagnostics.detentsCollapse.diagnostic(
                        "detents `\(lhs.id)` and `\(rhs.id)` are both \(LengthPrecision.text(height)) pt on \(name)",
                        at: rhs.span, label: "same height as `\(lhs.id)`",
                        secondary: [DiagnosticLabel(span: lhs.span, message: "`\(lhs.id)` is declared here")],
                        notes: screens.alsoOn(failing.dropFirst())
                            + screens.approximateNote(
                                on: failing,
                                involvesMedium: [lhs, rhs].contains { $0.detent.height == .system(.medium) }),
                        help: "remove one of them, or use forms that stay apart on every screen"))
            }
        }
    }
}
