import SheetIO
import SheetYAML

/// Settings of one validation run.
public struct ValidationOptions: Sendable {
    public var limits: YAMLLimits
    /// Worker count; results and output are the same for every value.
    public var jobs: Int
    public var rules: RuleConfiguration
    /// The devices sheets are resolved on; resolution diagnostics name them.
    public var profiles: [DeviceProfile]
    /// What the search of folders skips: the project's `exclude:`.
    public var exclusion: PathExclusion?
    /// Whether the run keeps every resolved sheet for its caller (`plan`,
    /// `generate`). Without it, each sheet is dropped once checked and the
    /// run's `resolution` holds only diagnostics, so memory does not grow
    /// with the number of files.
    public var keepsResolvedSheets: Bool
    /// Told `(files loaded so far, files in the run)` as each file is loaded,
    /// from whichever worker loaded it: the command line's progress line.
    public var fileLoaded: (@Sendable (_ completed: Int, _ total: Int) -> Void)?
    /// Whether every inline suppression must say why (`requireSuppressionReason:`).
    public var requiresSuppressionReason = false
    /// The configuration's `popover:` block, layered under every popover
    /// sheet's own (`InheritanceFlattener`), so rules, resolution and the plan
    /// all see one value.
    public var popoverDefaults: Located<PopoverSettings>?
    /// Whether `key-order` warnings get their fix (or their "no fix" note)
    /// in the run: the file is parsed again and each mapping reordered. An
    /// editor, which checks on every keystroke, turns it off and asks
    /// `KeyOrderFixes.attach` only for a code action.
    public var attachesKeyOrderFixes = true

    public init(
        limits: YAMLLimits = .default, jobs: Int = 1, rules: RuleConfiguration = RuleConfiguration(),
        profiles: [DeviceProfile] = BuiltInProfiles.all, exclusion: PathExclusion? = nil,
        keepsResolvedSheets: Bool = true
    ) {
        self.limits = limits
        self.jobs = max(1, jobs)
        self.rules = rules
        self.profiles = profiles
        self.exclusion = exclusion
        self.keepsResolvedSheets = keepsResolvedSheets
    }
}
