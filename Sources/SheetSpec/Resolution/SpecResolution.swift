import SheetDiagnostics

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
    public static func resolve(_ context: RuleContext, profiles: [DeviceProfile]) -> SpecResolution {
        let broken = context.filesWithErrors
        let outcomes = Array(
            context.sheets.lazy
                .filter { sheet in
                    !broken.contains(sheet.path)
                        && sheet.ancestors.allSatisfy { context.index[$0].map { !broken.contains($0.file.path) } ?? true }
                }
                .map(SheetResolver.resolve))
        let resolved = outcomes.compactMap(\.sheet)
        // Sort positions rather than the large sheet values, then gather once.
        let sheets = resolved.indices
            .sorted { resolved[$0].id.utf8.lexicographicallyPrecedes(resolved[$1].id.utf8) }
            .map { resolved[$0] }
        return SpecResolution(
            sheets: sheets, navigation: NavigationGraph(sheets: sheets),
            diagnostics: outcomes.flatMap(\.diagnostics) + ResolutionChecks.check(sheets, profiles: profiles))
    }

    /// Resolves decoded files given in any order: they are taken in byte order
    /// of their paths, as the command line takes them, so the first of two
    /// sheets with one id is the same whatever the order given.
    public static func resolve(files: [SpecFile], profiles: [DeviceProfile]) -> SpecResolution {
        let sorted = files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        return resolve(RuleContext(files: sorted), profiles: profiles)
    }
}
