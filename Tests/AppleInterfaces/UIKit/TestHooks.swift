// NOT APPLE API. Everything in this file exists only so tests can drive the
// declarations in this folder: make a detent resolution context, read back
// what generated code configured, and set what a view measures. Generated
// code must never call any of it.

/// A detent resolution context with the given maximum detent value, as
/// UIKit passes to a custom detent's resolver.
@available(iOS 16.0, *)
@MainActor public final class TestDetentResolutionContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
    public let maximumDetentValue: CGFloat
    public let containerTraitCollection: UITraitCollection

    public init(
        maximumDetentValue: CGFloat,
        horizontalSizeClass: UIUserInterfaceSizeClass = .compact,
        verticalSizeClass: UIUserInterfaceSizeClass = .regular
    ) {
        self.maximumDetentValue = maximumDetentValue
        self.containerTraitCollection = UITraitCollection(horizontal: horizontalSizeClass, vertical: verticalSizeClass)
        super.init()
    }
}

extension UISheetPresentationController.Detent {
    /// Whether the detent came from `custom(identifier:resolver:)`.
    public var testIsCustom: Bool { resolver != nil }

    /// The identifier, readable whatever the deployment target.
    public var testIdentifier: UISheetPresentationController.Detent.Identifier { storedIdentifier }
}

extension UISheetPresentationController {
    /// How many times `invalidateDetents()` was called.
    public var testInvalidationCount: Int { invalidations }
    /// How many of those calls were made inside `animateChanges(_:)`.
    public var testAnimatedInvalidationCount: Int { animatedInvalidations }
    /// How often `selectedDetentIdentifier` was set inside `animateChanges(_:)`.
    public var testAnimatedSelectionCount: Int { animatedSelections }
}

extension UIViewController {
    /// Sets the trait collection the controller reports.
    public func testSetTraitCollection(
        horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass
    ) {
        storedTraitCollection = UITraitCollection(horizontal: horizontalSizeClass, vertical: verticalSizeClass)
    }
}

extension UIView {
    /// Sets the size `systemLayoutSizeFitting` reports, standing in for the
    /// Auto Layout engine.
    public func testSetFittingSize(_ size: CGSize) { fittingSize = size }

    /// Sets the insets `safeAreaInsets` reports.
    public func testSetSafeAreaInsets(_ insets: UIEdgeInsets) { storedSafeAreaInsets = insets }
}

extension UIPresentationController {
    /// Sets the container view UIKit would set during a presentation.
    public func testSetContainerView(_ view: UIView) { storedContainerView = view }
}

extension UIView {
    /// The gesture recognizers added to the view.
    public var testGestureRecognizers: [UIGestureRecognizer] { addedGestureRecognizers }
    /// The subviews added to the view, in order.
    public var testSubviews: [UIView] { addedSubviews }
}

extension UIPanGestureRecognizer {
    /// Sets what the recognizer reports, as UIKit does before a touch callback returns.
    public func testSet(state: UIGestureRecognizer.State, translationY: CGFloat, velocityY: CGFloat = 0) {
        self.state = state
        storedTranslation = CGPoint(x: 0, y: translationY)
        storedVelocity = CGPoint(x: 0, y: velocityY)
    }
}

/// One touch event of a finger that several pans track, delivered in UIKit's
/// order: every recognizer's touch callback first (its state and translation
/// set, then `touchesBegan`, `touchesMoved`, `touchesEnded` or
/// `touchesCancelled`), then, at the next cycle of the run loop, the
/// recognizers' action messages (the pages of `UIGestureRecognizer.State.began`
/// and `.changed`: "It sends its action message (or messages) at the next cycle
/// of the run loop"), then the blocks queued on the main queue meanwhile.
@MainActor public enum TestTouches {
    public static func deliver(
        _ state: UIGestureRecognizer.State, translationY: CGFloat, velocityY: CGFloat = 0,
        to recognizers: [UIPanGestureRecognizer]
    ) {
        for pan in recognizers {
            if state == .began {
                pan.testBegin(translationX: 0, translationY: translationY)
            } else {
                pan.testSet(state: state, translationY: translationY, velocityY: velocityY)
            }
            switch state {
            case .began: pan.touchesBegan([], with: UIEvent())
            case .ended: pan.touchesEnded([], with: UIEvent())
            case .cancelled: pan.touchesCancelled([], with: UIEvent())
            default: pan.touchesMoved([], with: UIEvent())
            }
        }
        for pan in recognizers where pan.state != .failed { pan.testAction?() }
        drainMainQueue()
    }

    /// Runs every block queued on the main queue so far, as the next turns of
    /// UIKit's run loop would. A single `run(until: Date())` may return before
    /// the main queue is serviced, so a marker block is queued behind them (the
    /// queue is first in, first out) and the run loop turns until it has run.
    static func drainMainQueue() {
        let marker = QueueMarker()
        DispatchQueue.main.async { marker.reached = true }
        while !marker.reached { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.001)) }
    }
}

/// Set on the main queue once the blocks queued before it have run.
private final class QueueMarker: @unchecked Sendable {
    var reached = false
}

extension UIScrollView {
    /// Runs a deceleration the scroll view's own pan started to its end; false
    /// when none ran (`setContentOffset(_:animated:)` stopped it).
    @discardableResult
    public func testFinishDeceleration() -> Bool {
        guard decelerationLeft != 0 else { return false }
        contentOffset.y += decelerationLeft
        decelerationLeft = 0
        return true
    }
}

extension UIView {
    /// How many times setting `frame` changed the view's size (each change of
    /// size invalidates the view's layout: an Auto Layout pass of its content).
    public var testSizeChangeCount: Int { sizeChanges }
}

extension UIPanGestureRecognizer {
    /// The pan leaves its possible state having moved `translationX`, `translationY`,
    /// as UIKit does it: the delegate's `gestureRecognizerShouldBegin(_:)` is asked
    /// (none: it begins), and the state becomes `.began`, or `.failed` when it says no.
    public func testBegin(translationX: CGFloat, translationY: CGFloat) {
        storedTranslation = CGPoint(x: translationX, y: translationY)
        storedVelocity = .zero
        state = delegate?.gestureRecognizerShouldBegin(self) ?? true ? .began : .failed
    }
}

extension UIViewPropertyAnimator {
    /// Runs every started animator's animation blocks to their end, then its
    /// completion blocks with `.end`, as if each animation finished; returns how
    /// many finished.
    @discardableResult
    public static func testFinishRunning() -> Int {
        let finishing = running
        running = []
        for animator in finishing {
            for animation in animator.animationBlocks { animation() }
            for completion in animator.completionBlocks { completion(.end) }
        }
        return finishing.count
    }

    /// The animators started and not yet finished or stopped, oldest first.
    public static var testRunning: [UIViewPropertyAnimator] { running }

    /// The built-in curve the animator was made with (`init(duration:curve:animations:)`).
    public var testCurve: UIView.AnimationCurve? { (timing as? BuiltInCurveTiming)?.curve }

    /// The spring the animator was made with: stiffness, damping and initial velocity `dy`.
    public var testSpring: (stiffness: CGFloat, damping: CGFloat, velocity: Double)? {
        (timing as? UISpringTimingParameters).map {
            ($0.springValues.stiffness, $0.springValues.damping, $0.springValues.velocity.dy)
        }
    }
}

extension UIPresentationController {
    /// Plays UIKit's part for a tap outside a popover: while the presented
    /// controller `isModalInPresentation`, UIKit dismisses nothing and tells the
    /// delegate `presentationControllerDidAttemptToDismiss(_:)` (the pages of both);
    /// otherwise it asks `presentationControllerShouldDismiss(_:)` and, on yes,
    /// dismisses the presented controller. Returns whether the delegate was asked.
    @discardableResult
    public func testTapOutside() -> Bool {
        if presentedViewController.isModalInPresentation {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        let allowed = delegate?.presentationControllerShouldDismiss(self) ?? true
        if allowed { presentedViewController.dismiss(animated: false) }
        return true
    }
}

extension UIGestureRecognizer {
    /// Sets where the touch is, in the recognizer's view.
    public func testSetLocation(_ point: CGPoint) { storedLocation = point }

    /// Sets the state UIKit would have set before a touch callback returns.
    public func testSetState(_ state: UIGestureRecognizer.State) { self.state = state }
}

extension UIScrollView {
    /// Sets the insets `adjustedContentInset` reports.
    public func testSetAdjustedContentInset(_ insets: UIEdgeInsets) { storedAdjustedContentInset = insets }
}

/// A transition coordinator for an edge swipe: interactive until a test ends it,
/// then it calls every handler registered with `notifyWhenInteractionChanges`.
@MainActor public final class TestTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    public private(set) var isInteractive = true
    public private(set) var isCancelled = false
    public private(set) var percentComplete: CGFloat = 0
    private var handlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    public override init() { super.init() }

    public func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        handlers.append(handler)
    }

    /// The finger lifts at `percent`; `cancelled` puts the screen back.
    public func testEndInteraction(percent: CGFloat, cancelled: Bool) {
        isInteractive = false
        isCancelled = cancelled
        percentComplete = percent
        for handler in handlers { handler(self) }
    }
}

extension UIViewController {
    /// Sets the coordinator `transitionCoordinator` reports (nil when no transition runs).
    public func testSetTransitionCoordinator(_ coordinator: (any UIViewControllerTransitionCoordinator)?) {
        storedTransitionCoordinator = coordinator
    }
}

extension UIViewController {
    /// Sets the presentation controller `presentationController` reports, as a
    /// presentation does.
    public func testSetPresentationController(_ controller: UIPresentationController?) {
        activePresentationController = controller
    }
}

extension UINavigationController {
    /// Puts a popped controller back on the stack, as UIKit does when an edge
    /// swipe is cancelled.
    public func testRestore(_ viewController: UIViewController) { stack.append(viewController) }

    /// Replaces the stack without calling any of the controller's methods, as
    /// UIKit's own navigation bar does when the back button's menu jumps back
    /// several screens; UIKit then reports the screen shown to the delegate.
    public func testReplaceStackInternally(_ viewControllers: [UIViewController]) { stack = viewControllers }
}

extension UIViewController {
    /// The children `addChild(_:)` added, and whether `removeFromParent()` was called.
    public var testChildren: [UIViewController] { children }
    public var testWasRemovedFromParent: Bool { wasRemovedFromParent }
}

extension UIKitRunTimeRule {
    /// Every violation of a documented run-time rule so far (RunTimeRules.swift),
    /// oldest first, as "rule: detail".
    @MainActor public static var testViolations: [String] { recorded }
}

extension UIWindow {
    /// Puts the window's origin at `origin` on the screen (a window in Split
    /// View, Slide Over or Stage Manager is not at the screen's origin).
    public func testSetOriginOnScreen(_ origin: CGPoint) { originOnScreen = origin }
}

extension UIViewController {
    /// What `present(_:animated:completion:)` was last given and not dismissed.
    public var testPresentedController: UIViewController? { presentedController }
}

extension UIAccessibility {
    /// Every notification posted with `post(notification:argument:)`, oldest
    /// first, with its argument as text ("" for nil).
    @MainActor public static var testPosted: [(notification: Notification, argument: String)] {
        posted.map { ($0.notification, $0.argument.map { "\($0)" } ?? "") }
    }

    /// Sets the Reduce Motion setting `isReduceMotionEnabled` reports and, when
    /// it changes, posts `reduceMotionStatusDidChangeNotification` as UIKit does
    /// (observers on the main queue hear it at the next turn of the run loop).
    @MainActor public static func testSetReduceMotionEnabled(_ enabled: Bool) {
        guard reduceMotion != enabled else { return }
        reduceMotion = enabled
        NotificationCenter.default.post(name: reduceMotionStatusDidChangeNotification, object: nil)
    }
}

extension UIView {
    /// The transitions started with `transition(with:…)` and not finished:
    /// duration and options.
    public static var testTransitions: [(duration: TimeInterval, options: AnimationOptions)] {
        transitions.map { ($0.duration, $0.options) }
    }

    /// Finishes every started transition (its completion with `true`), as if
    /// each dissolve ended; returns how many finished.
    @discardableResult
    public static func testFinishTransitions() -> Int {
        let finishing = transitions
        transitions = []
        for transition in finishing { transition.completion?(true) }
        return finishing.count
    }
}
