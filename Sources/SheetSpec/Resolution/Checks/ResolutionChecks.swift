import SheetDiagnostics

/// Runs the geometry checks (SS3001–SS3004) over resolved sheets on every
/// profile screen where each sheet rests at its detents.
///
/// A sheet that inherits its detents shares their source with its parent, so
/// both would report the same problem at the same place. Those reports are
/// merged into one, with a note naming every sheet it affects.
enum ResolutionChecks {
    static func check(_ sheets: [ResolvedSheet], profiles: [DeviceProfile], jobs: Int = 1) -> [Diagnostic] {
        var merged: [Diagnostic: [String]] = [:]
        var order: [Diagnostic] = []
        let candidates = CheckedScreen.Candidate.all(in: profiles)
        // Sheets are checked on the workers; findings are merged in sheet order.
        let perSheet = parallelMap(count: sheets.count, jobs: jobs) { index -> [Diagnostic] in
            let sheet = sheets[index]
            let screens = CheckedScreen.screens(for: sheet, among: candidates)
            guard !screens.isEmpty else { return [] }
            return DetentClampCheck.check(sheet, on: screens) + DetentCollapseCheck.check(sheet, on: screens)
                + DetentOrderCheck.check(sheet, on: screens) + ContentRangeCheck.check(sheet, on: screens)
        }
        for (sheet, found) in zip(sheets, perSheet) {
            for diagnostic in found {
                if merged[diagnostic] == nil { order.append(diagnostic) }
                merged[diagnostic, default: []].append(sheet.id)
            }
        }
        return order.map { diagnostic in
            var diagnostic = diagnostic
            let ids = (merged[diagnostic] ?? []).map { "`\($0)`" }
            diagnostic.notes.insert((ids.count == 1 ? "in sheet " : "in sheets ") + ids.joined(separator: ", "), at: 0)
            return diagnostic
        }
    }
}
