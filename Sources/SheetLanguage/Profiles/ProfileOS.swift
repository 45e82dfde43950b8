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
}

