/// What a platform shell needs to run an animation with its own animator: the frame
/// and dimming the sheet has at the animation's end, and the animation that brings
/// the sheet on screen. The shell hands these to UIKit as they are, so that the
/// heights, the dimming curve and the spring stay decisions of this state machine.
extension SheetInteraction {
    /// The frame the sheet has at `height` (the `frame` rule applied to another
    /// height): a popover's placement while not dismissed, otherwise full width from
    /// the sheet's top edge, clamped into the container, to the container's bottom.
    /// A NaN or infinite height is read as the container's bottom safe-area edge.
    public func frame(atHeight height: Double) -> Rect {
        var copy = self
        copy.position = Self.finite(height)
        return copy.frame
    }

    /// The dimming alpha at `height` (`SheetDimming`), clamped like `height` into
    /// `[0, maximumHeight]`; 0 once dismissed.
    public func dimmingAlpha(atHeight height: Double) -> Double {
        var copy = self
        copy.position = Self.finite(height)
        return copy.dimmingAlpha
    }

    /// The animation that brings the sheet on screen: the layout's spring from where
    /// a dismissal ends (`−baselineInset`, the top edge on the container's bottom
    /// edge) up to the current height, from rest. Its damping ratio is raised to at
    /// least 1, as a dismissal's is, so the sheet does not overshoot on appearing.
    public var presentationAnimation: SheetAnimation {
        SheetAnimation.dismissal(
            spring: layout.physics.spring, fromHeight: -container.baselineInset, toHeight: height,
            downwardVelocity: 0)
    }

    /// The animation that takes the sheet off screen when the platform dismisses it
    /// itself (app code calling the platform's own dismissal rather than
    /// `dismissRequested`): the same slide as `dismiss` — the layout's spring from
    /// the current height to `−baselineInset`, from rest, damping at least 1. Nil
    /// once the state machine has slid the sheet out or is doing so (the sheet is
    /// already leaving; nothing more moves).
    public var platformDismissalAnimation: SheetAnimation? {
        guard phase != .dismissing, phase != .dismissed else { return nil }
        return SheetAnimation.dismissal(
            spring: layout.physics.spring, fromHeight: height, toHeight: -container.baselineInset,
            downwardVelocity: 0)
    }

    /// The frame of the place the sheet rests on or is settling to: the target
    /// detent's resting place (`restingPlace(for:)`, the keyboard included), or
    /// the detent a drag started from; `frame` itself while a dismissal runs or
    /// once dismissed, and with no detent. A shell answers UIKit's
    /// `frameOfPresentedViewInContainerView` with it, which must be the same each
    /// time it is asked, so a layout pass in the middle of a drag or a spring
    /// neither snaps the sheet under the finger nor cuts the spring short
    /// (docs/Runtime.md §14.5).
    public var restingFrame: Rect {
        // Once dismissed there is no detent (`currentDetent` is nil).
        guard phase != .dismissing, let detent = targetDetent ?? currentDetent else {
            return frame
        }
        return frame(atHeight: restingPlace(for: detent).height)
    }

    /// The frame a shell gives the sheet's view while the sheet moves: `frame(atHeight:)`'s
    /// origin with the size of the tallest frame the interaction can reach (at
    /// `maximumHeight`), so a drag or a spring moves the view without resizing it
    /// and its content is not laid out again on every frame (docs/Runtime.md §14.2).
    /// A popover's placement, which does not move with the height, is its frame.
    /// Worked (iPhone 15, 393 × 852, safe area 59 / 34): at 479.5 the frame is
    /// (0, 338.5, 393, 513.5) and the moving frame (0, 338.5, 393, 852).
    public func movingFrame(atHeight height: Double) -> Rect {
        let frame = frame(atHeight: height)
        guard popoverPlacement == nil else { return frame }
        let tallest = self.frame(atHeight: maximumHeight)
        return Rect(x: frame.origin.x, y: frame.origin.y, width: frame.size.width, height: tallest.size.height)
    }

    /// The frame a shell gives the sheet's view now: `movingFrame(atHeight:)` of the
    /// current position while a finger, a spring, an edge swipe or a dismissal
    /// moves the sheet (`dragging`, `animating`, `popping`, `dismissing`); `frame`
    /// at rest, while waiting for an answer and once dismissed, so the view takes
    /// its resting size when the interaction settles.
    public var viewFrame: Rect {
        switch phase {
        case .dragging, .animating, .popping, .dismissing:
            return movingFrame(atHeight: position)
        case .resting, .awaitingDismissalAnswer, .dismissed:
            return frame
        }
    }
}
