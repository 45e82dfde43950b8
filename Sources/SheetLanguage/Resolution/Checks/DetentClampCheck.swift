import BottomSheetable
import SheetDiagnostics

/// SS3001: a detent asks for more than the available height (or less than
/// none) and `DetentResolver` clamps it. Fitted detents are left to SS3004,
/// and a `fraction` outside (0, 1] to SS2203: that value is wrong on every
/// screen, so the error about the value is the only report, not a warning
/// about one screen's clamp before it.
enum DetentClampCheck {
    static func check(_ sheet: ResolvedSheet, on screens: CheckedScreens, into diagnostics: inout [Diagnostic]) {
        // Runs for every sheet: the declaration is read only for a detent
        // that is clamped somewhere, and no diagnostic is made for the others.
        for index in sheet.detents.indices
        where !sheet.detents[index].isFitted && !isFractionOutOfRange(sheet.detents[index].detent.height) {
            let failing = screens.screens { screens.height(of: index, on: $0)?.isClampedAtPrintedPrecision ?? false }
            guard let first = failing.first, let resolved = screens.height(of: index, on: first) else { continue }
            let declared = sheet.detents[index]
            let (name, available) = (screens.name(of: first), LengthPrecision.text(screens.container(of: first).availableHeight))
            let asks: String
            if case .insetFromTop(let inset) = declared.detent.height {
                asks = "leaves no height with `inset: \(LengthPrecision.text(inset))`:"
            } else {
                asks = "asks for \(LengthPrecision.text(resolved.requestedHeight)) pt, but"
            }
            diagnostics.append(
                ResolutionDiagnostics.detentClamped.diagnostic(
                    "detent `\(declared.id)` \(asks) "
                        + "\(name) has \(available) pt available; it is clamped to \(LengthPrecision.text(resolved.height)) pt",
                    at: declared.span, label: "clamped on \(name)",
                    notes: screens.alsoOn(failing.dropFirst())
                        + screens.approximateNote(on: failing, involvesMedium: false),
                    help: help(for: declared.detent.height, available: available)))
        }
    }

    /// A `fraction` that SS2203 (`FractionOutOfRangeRule`) rejects.
    static func isFractionOutOfRange(_ height: DetentHeight) -> Bool {
        guard case .fraction(let fraction) = height else { return false }
        return !(fraction > 0 && fraction <= 1)
    }

    /// What to write instead, by the form that was clamped: each form has its
    /// own remedy, and none suggests the form that was written.
    static func help(for height: DetentHeight, available: String) -> String {
        switch height {
        case .insetFromTop:
            "write an `inset` smaller than \(available) pt, or a `fraction`, which always leaves a share of the screen"
        case .fraction:
            "write a `fraction` of at most 1"
        case .points, .pointsByOrientation, .system, .fittedToContent, .hidden:
            "use `fraction` or `inset`, which scale with the screen, or a smaller height"
        }
    }
}
