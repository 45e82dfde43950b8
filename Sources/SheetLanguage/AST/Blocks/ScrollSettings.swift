/// `scroll:`: how dragging in scrolling content interacts with the sheet.
public struct ScrollSettings: Hashable, Sendable {
    /// Scrolling up at the top edge grows the sheet before the content scrolls
    /// (UIKit's `prefersScrollingExpandsWhenScrolledToEdge`).
    public var expandsAtEdge: Located<Bool>?

    public init() {}
}
