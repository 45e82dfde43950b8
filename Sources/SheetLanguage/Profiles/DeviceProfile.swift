/// A device the layout plan is computed for: its name, kind, and a screen
/// per supported orientation.
///
/// Profiles are plain values, so a project can add its own (a device it
/// measured, a portrait-only app) or replace the built-in table: resolution
/// takes `[DeviceProfile]` as an input and never reaches for the table itself.
public struct DeviceProfile: Sendable, Hashable {
    /// Stable, kebab-case name used on the command line and in the plan
    /// (`iphone-se-3`).
    public var name: String
    /// The marketing name, for messages (`iPhone SE (3rd generation)`).
    public var displayName: String
    public var idiom: DeviceIdiom
    /// The OS release the numbers were taken on (`iOS 26`); the same device
    /// has other numbers on another release.
    public var os: String
    /// Portrait first, then landscape; a profile may have only one.
    public var screens: [ProfileScreen]
    /// Where the numbers come from, in one line, printed in the plan; each
    /// screen's `sources` say it value by value.
    public var source: String

    public init(
        name: String, displayName: String, idiom: DeviceIdiom, os: String = DeviceProfile.unstatedOS,
        screens: [ProfileScreen], source: String
    ) {
        self.name = name
        self.displayName = displayName
        self.idiom = idiom
        self.os = os
        self.screens = screens
        self.source = source
    }

    /// The `os` of a profile that does not say which release it describes.
    public static let unstatedOS = "not stated"

    /// "iPhone SE (3rd generation) on iOS 26", for messages about the profile's numbers.
    public var describedWithOS: String {
        os == Self.unstatedOS ? displayName : "\(displayName) on \(os)"
    }

    /// "iPhone SE (3rd generation) portrait", for diagnostics that name a screen.
    public func describe(_ screen: ProfileScreen) -> String {
        "\(displayName) \(screen.orientation.rawValue)"
    }
}

extension DeviceProfile {
    /// The device a picture or a simulation shows when none is chosen: the
    /// smallest screen of `idiom` (the first profile when none is of it, the
    /// only one when there is one).
    static func smallest(among profiles: [DeviceProfile], preferring idiom: DeviceIdiom) -> DeviceProfile? {
        guard profiles.count > 1 else { return profiles.first }
        let area = { (profile: DeviceProfile) in profile.screens.first.map { $0.size.width * $0.size.height } ?? 0 }
        let candidates = profiles.filter { $0.idiom == idiom }
        return candidates.min { area($0) < area($1) } ?? profiles.first
    }
}
