import SheetDiagnostics

/// SS3004: a fitted detent's floor is above its cap on some screen, so the
/// cap wins and the floor is not honoured there. A floor and cap in the same
/// unit are above or below each other on every device, so they are left out.
enum ContentRangeCheck {
    static func check(_ sheet: ResolvedSheet, on screens: [CheckedScreen]) -> [Diagnostic] {
        sheet.detents.indices.compactMap { index in
            let declared = sheet.detents[index]
            guard case .fittedToContent(let floor, let cap) = declared.detent.height,
                !DeviceIndependence.limitsCompareAlike(floor ?? BuiltInDefaults.fittedFloor, cap ?? BuiltInDefaults.fittedCap)
            else { return nil }
            let failing = screens.filter { screen in
                screen.detents[index]?.contentRange?.isInvertedAtPrintedPrecision ?? false
            }
            guard let first = failing.first, let range = first.detents[index]?.contentRange else { return nil }
            let secondary = declared.capSpan.map { [DiagnosticLabel(span: $0, message: "the cap")] } ?? []
            return ResolutionDiagnostics.contentCapBelowFloor.diagnostic(
                "detent `\(declared.id)` has its floor (\(LengthPrecision.text(range.floor)) pt) above its cap "
                    + "(\(LengthPrecision.text(range.cap)) pt) on \(first.name); the cap wins",
                at: declared.floorSpan ?? declared.span, label: "above the cap on \(first.name)", secondary: secondary,
                notes: CheckedScreen.alsoOn(failing.dropFirst()), help: "lower `min`, or raise `max`")
        }
    }
}
