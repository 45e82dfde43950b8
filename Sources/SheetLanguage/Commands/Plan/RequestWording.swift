import BottomSheetable

/// The words `render` and `simulate` (and any run that takes `--sheet`,
/// `--profile` and `--orientation`) give a request that names a sheet or a
/// screen the specs do not have: one wording, whichever command was asked.
enum RequestWording {
    static func unknownSheet(_ name: String, suggestion: String?, known: [String]) -> String {
        var text = "no sheet is called `\(name)`"
        if let suggestion { text += "; did you mean `\(suggestion)`?" }
        return text + " (sheets: " + list(known) + ")"
    }

    static func orientationMissing(profile: String, orientation: Orientation) -> String {
        "the device profile `\(profile)` has no \(orientation.rawValue) screen"
    }

    /// Names in backticks, separated by commas.
    static func list(_ names: [String]) -> String { names.map { "`\($0)`" }.joined(separator: ", ") }
}
