/// The popover's maximum height in each orientation: what the keyboard's
/// height is subtracted from under `keyboard.policy: shrink`.
///
/// `height: 540` gives both orientations the same value (and range).
public struct PopoverHeights: Hashable, Sendable {
    public var portrait: Located<Double>
    public var landscape: Located<Double>

    public init(portrait: Located<Double>, landscape: Located<Double>) {
        self.portrait = portrait
        self.landscape = landscape
    }
}
