import SheetIO
import SheetYAML

/// The sheet ids a project declares, for shell completion of `--sheet`, and
/// one sheet's detent ids, for `--from`.
///
/// Sheet ids come from decoding alone (no `extends`, no rules): an id is
/// offered as soon as it is written, even in a file that still has errors.
/// Detents need `extends` resolved, so they come from the plan, and only
/// when the project validates.
public enum ProjectSheetIDs {
    /// The ids declared in the spec files under `paths` (folders are searched
    /// as `lint` searches them, skipping `exclusion`), sorted and without
    /// repeats so that the shell shows the same list on every run.
    public static func ids(in paths: [String], excluding exclusion: PathExclusion? = nil, limits: YAMLLimits = .default)
        -> [String]
    {
        let files = SpecFileFinder.find(paths, excluding: exclusion).files
        let ids = files.flatMap { path in
            SpecLoader.load(path: path, limits: limits).spec?.sheets.map(\.id.value) ?? []
        }
        return Array(Set(ids)).sorted()
    }

    /// The ids of the project a configuration describes: its `specs:` (its
    /// folder by default). None without a configuration, or with one that
    /// cannot be read: completion offers nothing rather than guessing.
    public static func ids(of load: ConfigurationLoad, limits: YAMLLimits = .default) -> [String] {
        guard let configuration = load.configuration, !load.hasErrors else { return [] }
        return ids(in: load.specPaths(commandLine: []), excluding: configuration.exclude, limits: limits)
    }

    /// The ids of the detents `sheet` declares or inherits, in declaration
    /// order, in the project a configuration describes; none when there is no
    /// such sheet or the project does not validate.
    public static func detentIDs(ofSheet sheet: String, of load: ConfigurationLoad, limits: YAMLLimits = .default)
        -> [String]
    {
        guard load.configuration != nil, !load.hasErrors else { return [] }
        let options = load.validationOptions(limits: limits, jobs: 1, rules: RuleConfiguration())
        let outcome = SpecPlanner.plan(paths: load.specPaths(commandLine: []), options: options, strict: false)
        guard let planned = outcome.plan?.sheets.first(where: { $0.sheet.id == sheet }) else { return [] }
        return planned.sheet.detents.map(\.detent.id.rawValue)
    }
}
