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
    /// Portrait first, then landscape; a profile may have only one.
    public var screens: [ProfileScreen]
    /// Where the numbers come from, printed in the plan so a reader can check them.
    public var source: String

    public init(name: String, displayName: String, idiom: DeviceIdiom, screens: [ProfileScreen], source: String) {
        self.name = name
        self.displayName = displayName
        self.idiom = idiom
        self.screens = screens
        self.source = source
    }

    /// "iPhone SE (3rd generation) portrait", for diagnostics that name a screen.
    public func describe(_ screen: ProfileScreen) -> String {
        "\(displayName) \(screen.orientation.rawValue)"
    }
}
