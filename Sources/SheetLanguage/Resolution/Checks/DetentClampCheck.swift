import SheetDiagnostics

/// SS3001: a detent asks for more than the available height (or less than
/// none) and `DetentResolver` clamps it. Fitted detents are left to SS3004.
enum DetentClampCheck {
    static func check(_ sheet: ResolvedSheet, on screens: CheckedScreens, into diagnostics: inout [Diagnostic]) {
        // Runs for every sheet: the declaration is read only for a detent
        // that is clamped somewhere, and no diagnostic is made for the others.
        for index in sheet.detents.indices where !sheet.detents[index].isFitted {
            let failing = screens.screens { screens.height(of: index, on: $0)?.isClampedAtPrintedPrecision ?? false }
            guard let first = failing.first, let resolved = screens.height(of: index, on: first) else { continue }
            let declared = sheet.detents[index]
            let (name, available) = (screens.name(of: first), LengthPrecision.text(screens.container(of: first).availableHeight))
            diagnostics.append(
                ResolutionDiagnostics.detentClamped.diagnostic(
                    "detent `\(declared.id)` asks for \(LengthPrecision.text(resolved.requestedHeight)) pt, but "
                        + "\(name) has \(available) pt available; it is clamped to \(LengthPrecision.text(resolved.height)) pt",
                    at: declared.span, label: "clamped on \(name)", notes: screens.alsoOn(failing.dropFirst()),
                    help: "use `fraction` or `inset`, which scale with the screen, or a smaller height"))
        }
    }
}
