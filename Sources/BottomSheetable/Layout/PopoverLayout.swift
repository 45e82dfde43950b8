/// The size and placement of a sheet presented as an iPad popover.
///
/// The original `PopoverContainerViewController` used a fixed width of 504 pt and a
/// maximum height per orientation; its keyboard handler shrank the height to
/// `orientationMaxHeight - keyboardHeight`.
public struct PopoverLayout: Sendable, Hashable {
    /// The original component's fixed popover width (`popOverFixedWidth == 504` in its tests).
    public static let standardWidth: Double = 504

    public var width: Double
    /// Maximum height in portrait (`PopoverLayout.portraitHeight` in the original).
    public var portraitHeight: Double
    /// Maximum height in landscape (`PopoverLayout.landscapeHeight` in the original).
    public var landscapeHeight: Double
    public var alignment: PopoverAlignment
    /// Gap between a `bottomCenter` popover and the bottom of the safe area (or the
    /// keyboard). The original's `popoverBottomAlignmentConstant` is not published, so
    /// it is explicit here; 0 rests the popover on the safe-area edge.
    public var bottomMargin: Double
    /// The sides an `anchored` popover's arrow may point from; empty for the
    /// arrowless alignments, whose popover has no arrow.
    public var arrows: PopoverArrowDirections

    public init(
        width: Double = PopoverLayout.standardWidth,
        portraitHeight: Double,
        landscapeHeight: Double,
        alignment: PopoverAlignment = .center,
        bottomMargin: Double = 0,
        arrows: PopoverArrowDirections = []
    ) {
        self.width = width
        self.portraitHeight = portraitHeight
        self.landscapeHeight = landscapeHeight
        self.alignment = alignment
        self.bottomMargin = bottomMargin
        self.arrows = arrows
    }

    /// The original's `orientationMaxHeight`.
    public func maximumHeight(for orientation: Orientation) -> Double {
        switch orientation {
        case .portrait: portraitHeight
        case .landscape: landscapeHeight
        }
    }
}

extension PopoverLayout: LayoutFields {
    /// The field list (`LayoutFields`), in the initializer's order. The plan
    /// writes the popover in its own shape (the two heights nested under
    /// `height`), so only the fingerprint and the generated Swift read it.
    @inlinable
    public func visitFields<Visitor: LayoutFieldVisitor>(_ visitor: inout Visitor) {
        visitor.visit("width", width)
        visitor.visit("portraitHeight", portraitHeight)
        visitor.visit("landscapeHeight", landscapeHeight)
        visitor.visit("alignment", word: alignment)
        visitor.visit("bottomMargin", bottomMargin)
        visitor.visit("arrows", options: arrows)
    }
}
