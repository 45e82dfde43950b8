import SheetDiagnostics

/// SS3004: a fitted detent's floor is above its cap on some screen, so the
/// cap wins and the floor is not honoured there. A floor and cap in the same
/// unit are above or below each other on every device, so they are left out.
enum ContentRangeCheck {
    static func check(_ sheet: ResolvedSheet, on screens: CheckedScreens, into diagnostics: inout [Diagnostic]) {
        for index in sheet.detents.indices {
            let declared = sheet.detents[index]
            guard case .fittedToContent(let floor, let cap) = declared.detent.height,
                !DeviceIndependence.limitsCompareAlike(floor ?? BuiltInDefaults.fittedFloor, cap ?? BuiltInDefaults.fittedCap)
            else { continue }
            let failing = screens.screens { screen in
                screens.height(of: index, on: screen)?.contentRange?.isInvertedAtPrintedPrecision ?? false
            }
            guard let first = failing.first, let range = screens.height(of: index, on: first)?.contentRange else { continue }
            let name = screens.name(of: first)
            let secondary = declared.capSpan.map { [DiagnosticLabel(span: $0, message: "the cap")] } ?? []
            diagnostics.append(
                ResolutionDiagnostics.contentCapBelowFloor.diagnostic(
                    "detent `\(declared.id)` has its floor (\(LengthPrecision.text(range.floor)) pt) above its cap "
                        + "(\(LengthPrecision.text(range.cap)) pt) on \(name); the cap wins",
                    at: declared.floorSpan ?? declared.span, label: "above the cap on \(name)", secondary: secondary,
                    notes: screens.alsoOn(failing.dropFirst())
                        + screens.approximateNote(on: failing, involvesMedium: false),
                    help: "lower `min`, or raise `max`"))
        }
    }
}
