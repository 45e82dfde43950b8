/// Everything the platform shell tells a `SheetInteraction`. Lengths are points,
/// velocities points per second, times seconds; signs follow UIKit (y grows downward),
/// as `DragRelease.downwardVelocity` does. A value that is NaN or infinite is read as 0
/// (or as "not measured" for a content height).
public enum SheetEvent: Sendable, Hashable {
    /// The presentation container changed: size, safe areas, compact height (rotation,
    /// split view, trait change). Detents are resolved again at once, without animation.
    case containerChanged(SheetContainer)
    /// The content measured this height (without the bottom safe area) for fitted
    /// detents; `nil` = not measured.
    case contentHeightChanged(Double?)
    /// A pan began. `overScrollView`: the touch is on the embedded scroll view, so
    /// the hand-off rules decide between moving the sheet and scrolling the content.
    case panBegan(overScrollView: Bool)
    /// The pan moved: the translation since it began, positive = down
    /// (`UIPanGestureRecognizer.translation(in:).y`).
    case panChanged(downwardTranslation: Double)
    /// The finger lifted, with the final translation and velocity (positive = down).
    case panEnded(downwardTranslation: Double, downwardVelocity: Double)
    /// The system cancelled the pan: the sheet returns to the detent it started from.
    case panCancelled
    /// The embedded scroll view's offset from its top (`contentOffset.y +
    /// adjustedContentInset.top`): 0 at the top, positive when scrolled into the content.
    case scrollOffsetChanged(Double)
    /// The keyboard's end frame height, measured from the bottom of the screen as
    /// UIKit reports it; 0 when it hides.
    case keyboardChanged(height: Double)
    /// As `keyboardChanged`, with the keyboard's own animation
    /// (`keyboardAnimationDurationUserInfoKey`, `keyboardAnimationCurveUserInfoKey`):
    /// a sheet the keyboard moves follows that duration and curve instead of its
    /// spring (`SheetAnimation.Curve.timed`); a duration of 0 moves it at once, and
    /// one that is negative or not finite leaves the spring. Reduce Motion still wins.
    case keyboardAnimated(height: Double, duration: Double, curve: TimingCurve)
    /// App code asked to move to a detent (UIKit `selectedDetentIdentifier` with
    /// `animateChanges`). Ignored when the detent is not active or a finger holds the sheet.
    case moveToDetent(DetentIdentifier)
    /// A screen with its own layout was pushed onto the sheet's navigation stack,
    /// with its measured content height (`nil` = not measured).
    case push(SheetLayout, contentHeight: Double?)
    /// The top screen was popped (ignored on the root screen).
    case pop
    /// The edge swipe of an interactive pop began (ignored on the root screen or when
    /// the screen below does not allow it: `navigation.interactivePop`).
    case interactivePopBegan
    /// The interactive pop's progress, 0 (top screen) to 1 (the screen below).
    case interactivePopChanged(progress: Double)
    /// The edge swipe ended: `completed` pops, otherwise the top screen stays.
    case interactivePopEnded(completed: Bool)
    /// Something asked to dismiss the sheet: a tap outside, the close button, app code
    /// (a swipe is a pan and goes through `panEnded`).
    case dismissRequested(DismissalTrigger)
    /// The app's answer to `SheetEffect.askShouldDismiss`.
    case shouldDismissAnswered(Bool)
    /// Time passed (a display-link frame, or a step of a simulation): a running
    /// animation advances by this many seconds.
    case timeStep(Double)
    /// The shell's own animation of the current `SheetEffect.animate` / `.dismiss`
    /// finished: the sheet is put on the animation's target.
    case animationCompleted
    /// VoiceOver's swipe up on the adjustable grabber (`accessibilityIncrement()`), or
    /// the app's own control: the next larger visible detent. Nothing at the largest.
    case accessibilityIncrement
    /// The swipe down (`accessibilityDecrement()`): the next smaller visible detent.
    /// Nothing at the smallest.
    case accessibilityDecrement
    /// The escape gesture (`accessibilityPerformEscape()`): what
    /// `SheetAccessibility.escape` says, within the top screen's dismissal rules.
    case accessibilityEscape
    /// The system's Reduce Motion setting changed (`UIAccessibility.isReduceMotionEnabled`).
    case reduceMotionChanged(Bool)
    /// The preferred content size category (text size) changed; the content measured
    /// this height at the new size (`nil` = not measured). Heights are resolved again.
    case contentSizeCategoryChanged(contentHeight: Double?)
}
