import SheetDiagnostics

/// Runs the geometry checks (SS3001–SS3004) over resolved sheets on every
/// profile screen where each sheet rests at its detents.
///
/// A sheet that inherits its detents shares their source with its parent, so
/// both would report the same problem at the same place. Those reports are
/// merged into one, with a note naming every sheet it affects. Checking and
/// merging are separate steps because the validator checks parts of a run
/// apart (a file on its own, or a few files that refer to each other) and
/// merges the findings of all of them at the end.
enum ResolutionChecks {
    /// The profile screens, sorted once per run.
    struct Screens: Sendable {
        fileprivate let candidates: [CheckedScreens.Candidate]

        init(_ profiles: [DeviceProfile]) {
            candidates = CheckedScreens.Candidate.all(in: profiles)
        }
    }

    /// What the checks found on one sheet, before merging.
    struct Findings: Sendable {
        var sheet: String
        var diagnostics: [Diagnostic]
    }

    /// The problems of one sheet, or `nil` when it has none.
    static func findings(for sheet: ResolvedSheet, on screens: Screens) -> Findings? {
        let screens = CheckedScreens(sheet, among: screens.candidates)
        guard !screens.indices.isEmpty else { return nil }
        // Each check appends to one list: a clean sheet, the usual case,
        // then costs no list per check and no concatenation.
        var found: [Diagnostic] = []
        DetentClampCheck.check(sheet, on: screens, into: &found)
        DetentCollapseCheck.check(sheet, on: screens, into: &found)
        DetentOrderCheck.check(sheet, on: screens, into: &found)
        ContentRangeCheck.check(sheet, on: screens, into: &found)
        return found.isEmpty ? nil : Findings(sheet: sheet.id, diagnostics: found)
    }

    /// Merges findings given in sheet order: one diagnostic per problem and
    /// place, noting every sheet it was found on.
    static func merge(_ findings: [Findings]) -> [Diagnostic] {
        var merged: [Diagnostic: [String]] = [:]
        var order: [Diagnostic] = []
        for sheet in findings {
            for diagnostic in sheet.diagnostics {
                if merged[diagnostic] == nil { order.append(diagnostic) }
                merged[diagnostic, default: []].append(sheet.sheet)
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
