import SheetDiagnostics

/// SS3003: detents are declared smallest to largest, but on some screen a
/// detent is taller than the next active one. Fitted detents are left out,
/// and so are pairs of one kind, which are in order on every device or none.
enum DetentOrderCheck {
    static func check(_ sheet: ResolvedSheet, on screens: [CheckedScreen]) -> [Diagnostic] {
        // Pairs (earlier, later) in first-seen order, each with the screens it is inverted on.
        var pairs: [(earlier: Int, later: Int, screens: [CheckedScreen])] = []
        for screen in screens {
            // Walks the active, unfitted detents as neighbouring pairs, with no
            // array per screen: this runs for every sheet on every screen.
            var previous: (index: Int, height: Double)?
            for later in sheet.detents.indices where !sheet.detents[later].isFitted {
                guard let rhs = screen.detents[later]?.height else { continue }
                defer { previous = (later, rhs) }
                guard let (earlier, lhs) = previous,
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
        return pairs.compactMap { pair in
            guard let first = pair.screens.first, let lhsHeight = first.detents[pair.earlier]?.height,
                let rhsHeight = first.detents[pair.later]?.height
            else { return nil }
            let (lhs, rhs) = (sheet.detents[pair.earlier], sheet.detents[pair.later])
            return ResolutionDiagnostics.detentsOutOfOrder.diagnostic(
                "detent `\(rhs.id)` is declared after `\(lhs.id)` but is shorter on \(first.name): "
                    + "\(LengthPrecision.text(rhsHeight)) pt against \(LengthPrecision.text(lhsHeight)) pt",
                at: rhs.span, label: "shorter than `\(lhs.id)` on \(first.name)",
                secondary: [DiagnosticLabel(span: lhs.span, message: "`\(lhs.id)` is declared here")],
                notes: CheckedScreen.alsoOn(pair.screens.dropFirst()),
                help: "write detents of one kind (all fractions or all points), or keep them further apart")
        }
    }
}
