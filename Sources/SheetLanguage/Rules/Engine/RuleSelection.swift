import SheetDiagnostics

extension RuleConfiguration {
    /// Reads one `--rule NAME=SETTING` override: NAME is a rule's code
    /// (`SS2001`) or name (`duplicate-sheet-id`), SETTING is `off`,
    /// `warning` or `error`. Only rules can be tuned: YAML and decoding
    /// problems leave nothing sound to check.
    public static func parseOverride(_ text: String) -> Result<(DiagnosticCode, Setting), RuleOverrideError> {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return .failure(.malformed(text)) }
        guard let setting = Setting(rawValue: parts[1]) else { return .failure(.unknownSetting(parts[1])) }
        return rule(named: parts[0]).map { ($0.code, setting) }
    }

    /// The rule a `--rule` flag or a `rules:` key in the configuration
    /// names, by code or name, or the error naming the nearest rule.
    public static func rule(named name: String) -> Result<DiagnosticDescriptor, RuleOverrideError> {
        let descriptors = RuleRegistry.descriptors
        let match = DiagnosticCode(parsing: name).flatMap { code in descriptors.first { $0.code == code } }
            ?? descriptors.first { $0.name == name }
        guard let descriptor = match else {
            return .failure(.unknownRule(name, suggestion: NearestWord.suggestion(for: name, among: descriptors.map(\.name))))
        }
        return .success(descriptor)
    }
}

public enum RuleOverrideError: Error, Equatable, CustomStringConvertible {
    case malformed(String)
    case unknownSetting(String)
    case unknownRule(String, suggestion: String?)

    public var description: String {
        switch self {
        case .malformed(let text): "`\(text)` is not NAME=SETTING (for example `grabber-hidden=off`)"
        case .unknownSetting(let text): "`\(text)` is not a setting; use off, warning or error"
        case .unknownRule(let name, let suggestion):
            "no rule is called `\(name)`" + (suggestion.map { "; did you mean `\($0)`?" } ?? "")
        }
    }
}
