import SheetDiagnostics

/// SS3003: detents are declared smallest to largest, but on some screen a
/// detent is taller than the next active one. Fitted detents are left out,
/// and so are pairs of one kind, which are in order on every device or none.
enum DetentOrderCheck {
    static func check(_ sheet: ResolvedSheet, on screens: CheckedScreens, into diagnostics: inout [Diagnostic]) {
        // Pairs (earlier, later) in first-seen order, each with the screens it is inverted on.
        var pairs: [(earlier: Int, later: Int, screens: [Int])] = []
        for screen in screens.indices {
            // Walks the active, unfitted detents as neighbouring pairs, with no
            // array per screen: this runs for every sheet on every screen.
            var previous: (index: Int, height: Double)?
            for later in sheet.detents.indices where !sheet.detents[later].isFitted {
                guard let rhs = screens.height(of: later, on: screen)?.height else { continue }
                defer { previous = (later, rhs) }
                // Rounding never reverses an order, so heights already in
                // order (nearly all) skip it.
                guard let (earlier, lhs) = previous, lhs > rhs,
                    !DeviceIndependence.ordersAlike(sheet.detents[earlier].detent.height, sheet.detents[later].detent.height),
                    LengthPrecision.rounded(lhs) > LengthPrecision.rounded(rhs)
                else { continue }
                if let slot = pairs.firstIndex(where: { $0.earlier == earlier && $0.later == later }) {
                    pairs[slot].screens.append(screen)
                } else {
                    pairs.append((earlier, later, [screen]))
                }
            }
        }
        for pair in pairs {
            guard let first = pair.screens.first, let lhsHeight = screens.height(of: pair.earlier, on: first)?.height,
                let rhsHeight = screens.height(of: pair.later, on: first)?.height
            else { continue }
            let (lhs, rhs, name) = (sheet.detents[pair.earlier], sheet.detents[pair.later], screens.name(of: first))
            diagnostics.append(
                ResolutionDiagnostics.detentsOutOfOrder.diagnostic(
                    "detent `\(rhs.id)` is declared after `\(lhs.id)` but is shorter on \(name): "
                        + "\(LengthPrecision.text(rhsHeight)) pt against \(LengthPrecision.text(lhsHeight)) pt",
                    at: rhs.span, label: "shorter than `\(lhs.id)` on \(name)",
                    secondary: [DiagnosticLabel(span: lhs.span, message: "`\(lhs.id)` is declared here")],
                    notes: screens.alsoOn(pair.screens.dropFirst())
                        + screens.approximateNote(
                            on: pair.screens,
                            involvesMedium: [lhs, rhs].contains { $0.detent.height == .system(.medium) }),
                    help: "write detents of one kind (all fractions or all points), or keep them further apart"))
        }
    }
}
