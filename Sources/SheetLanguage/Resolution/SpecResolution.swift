import SheetDiagnostics
import SheetIO
import SheetYAML

/// Every sheet of a run resolved, the navigation graph over them, and what
/// resolution found wrong.
public struct SpecResolution: Sendable {
    /// By id, in byte order of the ids, so nothing depends on file order.
    public var sheets: [ResolvedSheet]
    public var navigation: NavigationGraph
    /// SS3xxx diagnostics, at their default severities.
    public var diagnostics: [Diagnostic]

    /// Puts together the parts of a run, given in report order (files by
    /// path): sheets sorted by id, geometry findings merged across parts.
    init(assembling parts: [ResolutionPart]) {
        // Sort places rather than the large sheet values, then gather each
        // sheet once, straight from its part.
        var places: [(part: Int, index: Int)] = []
        places.reserveCapacity(parts.reduce(0) { $0 + $1.sheets.count })
        for (part, contents) in parts.enumerated() {
            for index in contents.sheets.indices { places.append((part, index)) }
        }
        places.sort { SpecFileFinder.pathOrder(parts[$0.part].sheets[$0.index].id, parts[$1.part].sheets[$1.index].id) }
        sheets = places.map { parts[$0.part].sheets[$0.index] }
        navigation = NavigationGraph(sheets: sheets)
        // Findings are merged in sheet-id order, as if every sheet had been checked in one list.
        let findings = parts.flatMap(\.findings)
        let byID = findings.indices.sorted { SpecFileFinder.pathOrder(findings[$0].sheet, findings[$1].sheet) }
        diagnostics = parts.flatMap(\.resolverDiagnostics) + ResolutionChecks.merge(byID.map { findings[$0] })
    }
}

/// What resolving the checkable sheets of one `RuleContext` gave, before the
/// parts of a run are put together.
struct ResolutionPart: Sendable {
    /// Resolved sheets in context order; empty when the caller does not keep them.
    var sheets: [ResolvedSheet]
    /// Sheets that could not be resolved (SS3005, SS3006).
    var resolverDiagnostics: [Diagnostic]
    /// Geometry problems per sheet, not yet merged.
    var findings: [ResolutionChecks.Findings]

    var isClean: Bool { resolverDiagnostics.isEmpty && findings.isEmpty }
}

/// Resolves a run's sheets and checks them against device profiles.
public enum SpecResolver {
    /// Resolves the sheets of `context` on `profiles`. Sheets whose file, or
    /// the file of a sheet they extend, has decoding errors are skipped: a
    /// field that failed to decode is missing, and a default would stand in
    /// for it unnoticed.
    /// `jobs` workers resolve and check sheets side by side; results are
    /// gathered in sheet order, so they are the same for every worker count.
    public static func resolve(_ context: RuleContext, profiles: [DeviceProfile], jobs: Int = 1) -> SpecResolution {
        SpecResolution(assembling: [part(of: context, on: ResolutionChecks.Screens(profiles), jobs: jobs)])
    }

    /// Resolves decoded files given in any order: they are taken in byte order
    /// of their paths, as the command line takes them, so the first of two
    /// sheets with one id is the same whatever the order given.
    public static func resolve(files: [SpecFile], profiles: [DeviceProfile]) -> SpecResolution {
        let sorted = files.sorted { SpecFileFinder.pathOrder($0.path, $1.path) }
        return resolve(RuleContext(files: sorted), profiles: profiles)
    }

    /// Resolves and checks each checkable sheet of `context`, taking the
    /// sheets its rules already resolved from its memo. Without
    /// `keepingSheets` each resolved sheet is dropped once checked, so a
    /// validation holds one at a time (besides those the memo holds for the
    /// rules, until the context is gone).
    static func part(
        of context: RuleContext, on screens: ResolutionChecks.Screens, jobs: Int, keepingSheets: Bool = true
    ) -> ResolutionPart {
        // The sheets the rules check, for the same reason they skip the rest.
        let candidates = context.checkableSheets
        let outcomes = parallelMap(count: candidates.count, jobs: jobs) { index in
            // A sheet a rule resolved is taken from the memo; the others
            // (most, in `validate`) are resolved here and not kept.
            let outcome = context.memoizedIfMade(candidates[index], SheetResolutionOutcome.self)
                ?? SheetResolver.resolve(candidates[index])
            let findings = outcome.sheet.flatMap { ResolutionChecks.findings(for: $0, on: screens) }
            return (sheet: keepingSheets ? outcome.sheet : nil, diagnostics: outcome.diagnostics, findings: findings)
        }
        return ResolutionPart(
            sheets: outcomes.compactMap(\.sheet), resolverDiagnostics: outcomes.flatMap(\.diagnostics),
            findings: outcomes.compactMap(\.findings))
    }
}
