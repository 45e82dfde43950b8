/// A screen below the top of a sheet's navigation stack, as it was when the next one
/// was pushed over it.
public struct SheetStackEntry: Sendable, Hashable {
    /// The screen's own layout.
    public var layout: SheetLayout
    /// Its last measured content height (for fitted detents).
    public var contentHeight: Double?
    /// The detent it rested on or was heading to when it was covered.
    public var detent: DetentIdentifier?

    public init(layout: SheetLayout, contentHeight: Double?, detent: DetentIdentifier?) {
        self.layout = layout
        self.contentHeight = contentHeight
        self.detent = detent
    }
}
