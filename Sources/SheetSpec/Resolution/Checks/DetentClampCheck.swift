import SheetDiagnostics

/// SS3001: a detent asks for more than the available height (or less than
/// none) and `DetentResolver` clamps it. Fitted detents are left to SS3004.
enum DetentClampCheck {
    static func check(_ sheet: ResolvedSheet, on screens: [CheckedScreen]) -> [Diagnostic] {
        sheet.detents.indices.compactMap { index in
            let declared = sheet.detents[index]
            guard !declared.isFitted else { return nil }
            let failing = screens.filter { screen in
                screen.detents[index]?.isClampedAtPrintedPrecision ?? false
            }
            guard let first = failing.first, let resolved = first.detents[index] else { return nil }
            let available = LengthPrecision.text(first.container.availableHeight)
            return ResolutionDiagnostics.detentClamped.diagnostic(
                "detent `\(declared.id)` asks for \(LengthPrecision.text(resolved.requestedHeight)) pt, but "
                    + "\(first.name) has \(available) pt available; it is clamped to \(LengthPrecision.text(resolved.height)) pt",
                at: declared.span, label: "clamped on \(first.name)", notes: CheckedScreen.alsoOn(failing.dropFirst()),
                help: "use `fraction` or `inset`, which scale with the screen, or a smaller height")
        }
    }
}
