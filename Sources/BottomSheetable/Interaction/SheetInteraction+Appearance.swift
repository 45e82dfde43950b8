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
}
