/// How scrolling inside the sheet interacts with resizing it.
public struct ScrollBehavior: Sendable, Hashable, LayoutFields {
    /// Scrolling up at the content's top edge grows the sheet to the next detent before
    /// the content scrolls (UIKit `prefersScrollingExpandsWhenScrolledToEdge`, default true).
    public var expandsAtEdge: Bool

    public init(expandsAtEdge: Bool = true) {
        self.expandsAtEdge = expandsAtEdge
    }

    /// The field list (`LayoutFields`).
    @inlinable
    public func visitFields<Visitor: LayoutFieldVisitor>(_ visitor: inout Visitor) {
        visitor.visit("expandsAtEdge", expandsAtEdge)
    }
}
