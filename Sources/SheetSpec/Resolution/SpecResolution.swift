import SheetDiagnostics
import SheetYAML

/// Every sheet of a run resolved, the navigation graph over them, and what
/// resolution found wrong.
public struct SpecResolution: Sendable {
    /// By id, in byte order of the ids, so nothing depends on file order.
    public var sheets: [ResolvedSheet]
    public var navigation: NavigationGraph
    /// SS3xxx diagnostics, at their default severities.
    public var diagnostics: [Diagnostic]
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
        // The sheets the rules check, for the same reason they skip the rest.
        let candidates = context.checkableSheets
        let outcomes = parallelMap(count: candidates.count, jobs: jobs) { SheetResolver.resolve(candidates[$0]) }
        let resolved = outcomes.compactMap(\.sheet)
        // Sort positions rather than the large sheet values, then gather once.
        let ids = resolved.map(\.id)
        let sheets = ids.indices
            .sorted { SpecFileFinder.pathOrder(ids[$0], ids[$1]) }
            .map { resolved[$0] }
        return SpecResolution(
            sheets: sheets, navigation: NavigationGraph(sheets: sheets),
            diagnostics: outcomes.flatMap(\.diagnostics) + ResolutionChecks.check(sheets, profiles: profiles, jobs: jobs))
    }

    /// Resolves decoded files given in any order: they are taken in byte order
    /// of their paths, as the command line takes them, so the first of two
    /// sheets with one id is the same whatever the order given.
    public static func resolve(files: [SpecFile], profiles: [DeviceProfile]) -> SpecResolution {
        let sorted = files.sorted { SpecFileFinder.pathOrder($0.path, $1.path) }
        return resolve(RuleContext(files: sorted), profiles: profiles)
    }
}
