/// `navigation:`: the sheet hosts a navigation stack.
public struct NavigationSettings: Hashable, Sendable {
    /// Ids of the sheets this one can push; each brings its own settings.
    public var push: Located<[Located<String>]>?
    /// Swipe from the leading edge pops the top screen.
    public var interactivePop: Located<Bool>?

    public init() {}
}
