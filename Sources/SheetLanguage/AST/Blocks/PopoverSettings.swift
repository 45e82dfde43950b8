/// `popover:`: the iPad popover of `BottomSheetable`.
public struct PopoverSettings: Hashable, Sendable {
    public var alignment: Located<PopoverAlignmentKeyword>?
    /// Points; 504 when not written.
    public var width: Located<Double>?
    public var height: Located<PopoverHeights>?
    /// Points between the popover and the container's bottom for `bottomCenter`.
    public var bottomMargin: Located<Double>?

    public init() {}
}
