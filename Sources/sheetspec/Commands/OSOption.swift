import ArgumentParser
import SheetLanguage

extension ProfileOS: ExpressibleByArgument {}

/// `--os`: the release the built-in device profiles describe, for the
/// commands that compute heights (`plan`, `render`, `simulate`).
struct OSOption: ParsableArguments {
    @Option(
        name: .customLong("os"),
        help: ArgumentHelp(
            "The OS release of the built-in device profiles: "
                + ProfileOS.allCases.map { "\($0.rawValue) (\($0.displayName))" }.joined(separator: " or ")
                + "; default \(ProfileOS.newest.rawValue), or `plan`'s configuration's `os:`.",
            valueName: "release"))
    var release: ProfileOS?

    /// The built-in table on the chosen release, for the commands that read no configuration.
    var builtInProfiles: [DeviceProfile] { BuiltInProfiles.profiles(for: release ?? .newest) }
}
