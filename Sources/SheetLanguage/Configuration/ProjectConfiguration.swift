import SheetDiagnostics
import SheetIO
import SheetYAML

/// The settings of `.sheetspec.yml`, with every path already made relative
/// to the working directory, so the commands use them as they use paths
/// given on the command line.
///
/// Every setting is optional: `nil` means the file does not say, and the
/// command line or the built-in default decides. Command-line flags always
/// win over the file (`ProjectConfiguration+Merging.swift`).
public struct ProjectConfiguration: Sendable {
    /// Where the file is, as found (relative to the working directory when
    /// it was found by walking up).
    public var path: String
    /// The folder paths in the file are relative to: the file's folder.
    public var folder: String

    /// `specs:`: the spec files and folders checked when the command line names none.
    public var specs: [String]?
    /// `exclude:`: paths and globs skipped when searching folders for specs.
    public var exclude: PathExclusion?
    /// `rules:`: severity by code, applied before `--rule` flags.
    public var rules: [DiagnosticCode: RuleConfiguration.Setting] = [:]
    /// `requireSuppressionReason:`: every inline suppression must say why.
    public var requiresSuppressionReason: Bool?
    /// `os:`: the release of the built-in profiles, applied before `--os`.
    public var os: ProfileOS?
    public var profiles: ProfileConfiguration?
    /// `popover:`: the project's popover layout, for every popover sheet
    /// that does not write its own (an iPad app's popovers usually share one
    /// height); above the built-in defaults, below a file's `defaults:`.
    public var popover: Located<PopoverSettings>?
    /// The later stages' keys (code generation's `output:`, `backends:`…),
    /// as the sections the run asked for decoded them.
    public var sections: ConfigurationSections

    public init(path: String, folder: String, sections: ConfigurationSections = .none) {
        self.path = path
        self.folder = folder
        self.sections = sections
    }
}

/// `profiles:`: which built-in device profiles to keep and which to add.
public struct ProfileConfiguration: Sendable, Equatable {
    /// Names of the built-in profiles to keep; `nil` keeps them all.
    public var only: [String]?
    /// Profiles of the project's own; one named like a built-in replaces it.
    public var added: [DeviceProfile] = []

    public init(only: [String]? = nil, added: [DeviceProfile] = []) {
        self.only = only
        self.added = added
    }

    /// The profiles sheets are resolved on: the kept built-ins in their
    /// order, each replaced by an added profile of the same name, then the
    /// other added profiles in the order written.
    public func resolved(builtIns: [DeviceProfile] = BuiltInProfiles.all) -> [DeviceProfile] {
        let kept = builtIns.filter { profile in only.map { $0.contains(profile.name) } ?? true }
        let addedByName = Dictionary(added.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let replaced = kept.map { addedByName[$0.name] ?? $0 }
        let keptNames = Set(kept.map(\.name))
        return replaced + added.filter { !keptNames.contains($0.name) }
    }
}
