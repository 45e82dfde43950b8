import SheetDiagnostics
import SheetIO
import SheetYAML

/// How a run's settings come together: the command line first, then the
/// configuration, then the built-in default. Relative paths from the
/// configuration were already made relative to the working directory.
extension ConfigurationLoad {
    /// The paths named on the command line; when there are none, `specs:`,
    /// which defaults to the configuration's folder; with no configuration,
    /// none (the command asks for paths).
    public func specPaths(commandLine: [String]) -> [String] {
        guard commandLine.isEmpty, let configuration else { return commandLine }
        return configuration.specs ?? [configuration.folder]
    }

    /// `rules:` from the configuration with the `--rule` flags applied over it.
    public func rules(commandLine: RuleConfiguration) -> RuleConfiguration {
        var merged = commandLine
        merged.overrides = (configuration?.rules ?? [:]).merging(commandLine.overrides) { _, flag in flag }
        return merged
    }

    /// The device profiles sheets are resolved on, with the built-in ones on
    /// the configuration's `os:` (or the newest release).
    public var profiles: [DeviceProfile] { profiles(os: nil) }

    /// The release of the built-in profiles: `--os`, else `os:`, else the newest.
    public func os(commandLine: ProfileOS?) -> ProfileOS {
        commandLine ?? configuration?.os ?? .newest
    }

    /// The device profiles sheets are resolved on, with the built-in ones on
    /// the release `os(commandLine:)` picks; added profiles keep their own.
    public func profiles(os commandLine: ProfileOS?) -> [DeviceProfile] {
        let builtIns = BuiltInProfiles.profiles(for: os(commandLine: commandLine))
        return configuration?.profiles?.resolved(builtIns: builtIns) ?? builtIns
    }

    /// The validation settings of a run, from the command line's and the configuration's.
    public func validationOptions(limits: YAMLLimits, jobs: Int, rules commandLine: RuleConfiguration) -> ValidationOptions {
        var options = ValidationOptions(
            limits: limits, jobs: jobs, rules: rules(commandLine: commandLine), profiles: profiles,
            exclusion: configuration?.exclude)
        options.requiresSuppressionReason = configuration?.requiresSuppressionReason ?? false
        options.popoverDefaults = configuration?.popover
        return options
    }
}

extension ValidationReport {
    /// The report with the configuration's warnings in front, so that every
    /// format shows them with the specs' diagnostics.
    public func including(_ load: ConfigurationLoad) -> ValidationReport {
        guard !load.diagnostics.isEmpty else { return self }
        var merged = self
        merged.diagnostics = load.diagnostics + diagnostics
        if let source = load.source { merged.sources[source.path] = source }
        return merged
    }
}
