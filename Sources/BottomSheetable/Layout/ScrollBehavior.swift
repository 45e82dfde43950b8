/// How scrolling inside the sheet interacts with resizing it.
public struct ScrollBehavior: Sendable, Hashable {
    /// Scrolling up at the content's top edge grows the sheet to the next detent before
    /// the content scrolls (UIKit `prefersScrollingExpandsWhenScrolledToEdge`, default true).
    public var expandsAtEdge: Bool

    public init(expandsAtEdge: Bool = true) {
        self.expandsAtEdge = expandsAtEdge
    }
}
