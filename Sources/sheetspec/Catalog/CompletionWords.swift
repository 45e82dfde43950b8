import ArgumentParser
import SheetDiagnostics
import SheetLanguage

/// The words shell completions offer for values sheetspec knows: every
/// diagnostic code and name, every `--rule` setting, and the device profiles
/// of the project in the working directory (its `.sheetspec.yml`, else the
/// built-in ones).
enum CompletionWords {
    /// Codes and names, as `explain` accepts them.
    static var diagnostics: [String] {
        DescriptorCatalog.every.all.map { "\($0.code)" } + DescriptorCatalog.every.all.map(\.name)
    }

    /// `NAME=SETTING` for every rule name and setting, as `--rule` accepts them.
    static var ruleSettings: [String] {
        DescriptorCatalog.every.all.flatMap { descriptor in
            ["off", "warning", "error"].map { "\(descriptor.name)=\($0)" }
        }
    }

    /// The profiles the configuration in the working directory resolves
    /// sheets on; the built-in ones when it has none or cannot be read.
    static func profileNames() -> [String] {
        let load = ConfigurationLoader.load(
            explicit: nil, disabled: false, limits: .default, codes: .every, sections: .every)
        return (load.hasErrors ? BuiltInProfiles.all : load.profiles).map(\.name)
    }

    static let diagnosticKind = CompletionKind.list(diagnostics)
    static let ruleKind = CompletionKind.list(ruleSettings)
    /// Runs sheetspec itself when the shell asks, so a project's own profiles are offered.
    static let profileKind = CompletionKind.custom { _, _, _ in profileNames() }
}
