import ArgumentParser
import SheetDiagnostics
import SheetLanguage

/// The words shell completions offer for values sheetspec knows: every
/// diagnostic code and name, every `--rule` setting, and the device profiles
/// of the project in the working directory (its `.sheetspec.yml`, else the
/// built-in ones) and the ids of the sheets its specs declare.
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

    /// The sheet ids of the project the configuration in the working
    /// directory describes; none without one.
    static func sheetIDs() -> [String] {
        let load = ConfigurationLoader.load(
            explicit: nil, disabled: false, limits: .default, codes: .every, sections: .every)
        return ProjectSheetIDs.ids(of: load)
    }

    /// The detents of the sheet `--sheet` names among the words typed so
    /// far; none before a sheet is named.
    static func detentIDs(words: [String]) -> [String] {
        var sheet = ""
        for (index, word) in words.enumerated() {
            if word == "--sheet", index + 1 < words.count {
                sheet = words[index + 1]
            } else if word.hasPrefix("--sheet=") {
                sheet = String(word.dropFirst("--sheet=".count))
            }
        }
        guard !sheet.isEmpty else { return [] }
        let load = ConfigurationLoader.load(
            explicit: nil, disabled: false, limits: .default, codes: .every, sections: .every)
        return ProjectSheetIDs.detentIDs(ofSheet: sheet, of: load)
    }

    static let diagnosticKind = CompletionKind.list(diagnostics)
    /// Asked of sheetspec when the shell completes, not built into the script:
    /// a `.list` would build every `NAME=SETTING` word (over a million
    /// instructions, 4% of a one-file `lint`) each time a checking command
    /// starts, only to hand it to the argument parser unused.
    static let ruleKind = CompletionKind.custom { _, _, _ in ruleSettings }
    /// Runs sheetspec itself when the shell asks, so a project's own profiles are offered.
    static let profileKind = CompletionKind.custom { _, _, _ in profileNames() }
    /// Runs sheetspec itself when the shell asks, so the ids come from the project's specs as they are now.
    static let sheetKind = CompletionKind.custom { _, _, _ in sheetIDs() }
    /// The same for `--from`, reading which sheet from the words typed.
    static let detentKind = CompletionKind.custom { words, _, _ in detentIDs(words: words) }
}
