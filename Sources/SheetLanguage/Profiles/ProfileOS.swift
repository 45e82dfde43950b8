/// The OS release a built-in profile describes. The same device lays a sheet
/// out differently from one release to the next (iOS 26 let the largest sheet
/// reach the top safe-area edge on notched iPhones and moved the iPad safe
/// areas), so the built-in table has one variant of each device per release,
/// under the same profile names.
public enum ProfileOS: String, CaseIterable, Sendable, Hashable {
    case iOS26 = "ios-26"
    case iOS18 = "ios-18"

    /// The release a run describes when neither `--os` nor the configuration's
    /// `os:` chooses: the newest, because it is what a device bought today
    /// runs and what most users update to. A deployment target is a minimum,
    /// not what users run, so it does not choose the table.
    public static let newest = ProfileOS.iOS26

    /// How plans, pictures and diagnostics name the release.
    public var displayName: String {
        switch self {
        case .iOS26: "iOS 26"
        case .iOS18: "iOS 17–18"
        }
    }

    /// The release called `name`, or an error that lists the valid names.
    public static func named(_ name: String) -> Result<ProfileOS, UnknownProfileOS> {
        if let match = ProfileOS(rawValue: name) { return .success(match) }
        let suggestion = NearestWord.suggestion(for: name, among: allCases.map(\.rawValue))
        return .failure(UnknownProfileOS(name: name, suggestion: suggestion))
    }
}

/// An `--os` value that names no release.
public struct UnknownProfileOS: Error, Sendable, Equatable {
    public var name: String
    public var suggestion: String?

    public var message: String {
        var text = "no OS release is called `\(name)`"
        if let suggestion { text += "; did you mean `\(suggestion)`?" }
        let releases = ProfileOS.allCases.map { "`\($0.rawValue)` (\($0.displayName))" }
        return text + " (releases: " + releases.joined(separator: ", ") + ")"
    }
}
