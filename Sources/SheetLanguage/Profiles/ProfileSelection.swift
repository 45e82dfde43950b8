/// Narrows a run to the profiles the user asked for (`--profile NAME`).
public enum ProfileSelection {
    /// `profiles` unchanged when `name` is `nil`, the one profile called
    /// `name`, or an error that names the nearest profile.
    public static func select(_ name: String?, from profiles: [DeviceProfile]) -> Result<[DeviceProfile], UnknownProfile> {
        guard let name else { return .success(profiles) }
        if let match = profiles.first(where: { $0.name == name }) { return .success([match]) }
        let names = profiles.map(\.name)
        return .failure(UnknownProfile(name: name, suggestion: NearestWord.suggestion(for: name, among: names), known: names))
    }
}

/// A profile name that matches no profile.
public struct UnknownProfile: Error, Sendable, Equatable {
    public var name: String
    /// The nearest known name, when one is close enough to be a typo.
    public var suggestion: String?
    public var known: [String]

    /// One line: what was asked for, the likely intent, and every valid name.
    public var message: String {
        var text = "no device profile is called `\(name)`"
        if let suggestion { text += "; did you mean `\(suggestion)`?" }
        return text + " (profiles: " + known.map { "`\($0)`" }.joined(separator: ", ") + ")"
    }
}
