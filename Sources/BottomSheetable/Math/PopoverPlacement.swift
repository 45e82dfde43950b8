/// Where an arrowless popover is anchored and the frame it ends up with.
///
/// The original `PopoverContainerViewController` anchored a zero-size source rect at
/// the container's centre (`.center`) or at `height − popoverBottomAlignmentConstant`
/// (`.bottomCenter`) and presented with no arrows. Here (`W`×`H` container, safe area
/// `s`, popover `w`×`h`, keyboard height `k`):
///
/// - usable region: the container inset by its safe area, its bottom raised to the
///   keyboard's top (`H − k`) when the keyboard is higher;
/// - size: `w = min(width, usable width)`, `h = min(orientation height, usable height)`,
///   where the orientation height shrinks by `k` under `KeyboardPolicy.shrink`;
/// - `.center`: anchor `(W/2, H/2)`, frame centred on it;
/// - `.bottomCenter`: anchor `(W/2, usable.maxY − bottomMargin)`, frame centred
///   horizontally with its bottom edge on the anchor (the original's constant is not
///   published; the safe area plus an explicit `bottomMargin` replaces it);
/// - `.anchored`: UIKit puts the popover beside the app's source view, on a side
///   its arrows allow; where is the app's runtime value, so the anchor is the
///   `source` rect the caller passes (the container's centre without one) and the
///   frame is only centred on it: of an anchored placement, the size is exact and
///   the position is not (the plan writes the size alone);
/// - finally the frame is moved (never resized) to lie inside the usable region.
public struct PopoverPlacement: Sendable, Hashable {
    /// The source rect handed to `UIPopoverPresentationController`: zero-size for
    /// the arrowless alignments, the caller's `source` for `anchored`.
    public var anchor: Rect
    /// The popover's frame in the container.
    public var frame: Rect

    public init(anchor: Rect, frame: Rect) {
        self.anchor = anchor
        self.frame = frame
    }

    /// The placement of `layout` in `container`, with an optional keyboard.
    public static func resolve(
        _ layout: PopoverLayout,
        in container: SheetContainer,
        keyboardPolicy: KeyboardPolicy = .none,
        keyboardHeight: Double = 0,
        source: Rect? = nil
    ) -> PopoverPlacement {
        let bounds = container.bounds
        var usable = bounds.inset(by: container.safeArea)
        if keyboardHeight > 0 {
            let keyboardTop = bounds.maxY - keyboardHeight
            if keyboardTop < usable.maxY {  // mutate: equivalent — at equality the new height is the old one
                usable.size.height = max(0, keyboardTop - usable.minY)
            }
        }
        let maximumHeight = KeyboardAdjustment.popoverHeight(
            policy: keyboardPolicy,
            orientationMaxHeight: layout.maximumHeight(for: container.orientation),
            keyboardHeight: keyboardHeight
        )
        let size = Size(width: min(max(layout.width, 0), usable.width), height: min(maximumHeight, usable.height))

        let anchorPoint: Point
        let proposedY: Double
        var anchor: Rect?
        switch layout.alignment {
        case .center:
            anchorPoint = bounds.center
            proposedY = anchorPoint.y - size.height / 2
        case .bottomCenter:
            anchorPoint = Point(x: bounds.midX, y: usable.maxY - layout.bottomMargin)
            proposedY = anchorPoint.y - size.height
        case .anchored:
            let sourceRect = source ?? Rect(origin: bounds.center, size: .zero)
            anchor = sourceRect
            anchorPoint = sourceRect.center
            proposedY = anchorPoint.y - size.height / 2
        }
        let proposedX = anchorPoint.x - size.width / 2
        let frame = Rect(
            x: min(max(proposedX, usable.minX), usable.maxX - size.width),  // mutate: equivalent — `max` with its arguments swapped differs only for NaN
            y: min(max(proposedY, usable.minY), usable.maxY - size.height),  // mutate: equivalent — `max` with its arguments swapped differs only for NaN
            width: size.width,
            height: size.height
        )
        return PopoverPlacement(anchor: anchor ?? Rect(origin: anchorPoint, size: .zero), frame: frame)
    }
}
