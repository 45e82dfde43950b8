// The property animator and spring timing the sheet's driver
// (BottomSheetableUIKit) runs `SheetAnimation`s with, and CGVector (UIKit
// re-exports it through CoreGraphics; Foundation on Linux lacks it).

/// Apple docs: "CGVector" — CoreFoundation (the page gives no iOS version)
public struct CGVector: Hashable, Sendable {
    /// Apple docs: "dx" — CGVector (the page gives no iOS version)
    public var dx: Double
    /// Apple docs: "dy" — CGVector (the page gives no iOS version)
    public var dy: Double

    /// Apple docs: "init(dx:dy:)" — CGVector (the `Double` overload; its page gives no iOS version)
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }
}

/// Apple docs: "UITimingCurveProvider" — UIKit (the page gives no iOS version)
///
/// Documented as `: NSCoding, NSCopying`, with the requirements
/// `timingCurveType`, `cubicTimingParameters` and `springTimingParameters`.
/// Declared without them: the shell only hands UIKit's own spring parameters
/// to the animator and never adopts the protocol itself.
@MainActor public protocol UITimingCurveProvider: NSObjectProtocol {}

/// Apple docs: "UISpringTimingParameters" — UIKit
@available(iOS 10.0, *)
@MainActor open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    // Not Apple API: the parameters it was made with.
    let springValues: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat, velocity: CGVector)

    /// Apple docs: "init(mass:stiffness:damping:initialVelocity:)" — UISpringTimingParameters
    @available(iOS 10.0, *)
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        springValues = (mass, stiffness, damping, velocity)
        super.init()
    }

    // Not Apple API: the time this module's spring takes to settle (see
    // UIViewPropertyAnimator.duration): the envelope e^(−ζω₀t) reaching 0.001,
    // with ζω₀ = c / 2m below critical damping and the slower root
    // ω₀(ζ − √(ζ² − 1)) at or above it.
    var settlingDuration: TimeInterval {
        let (mass, stiffness, damping, _) = springValues
        let omega = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        let decay = zeta < 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
        return log(1000) / Double(decay)
    }
}

/// Apple docs: "UIViewAnimatingPosition" — UIKit
@available(iOS 10.0, *)
public enum UIViewAnimatingPosition: Int, Hashable, Sendable {
    /// Apple docs: "UIViewAnimatingPosition.end" — UIViewAnimatingPosition
    case end = 0
    /// Apple docs: "UIViewAnimatingPosition.start" — UIViewAnimatingPosition
    case start = 1
    /// Apple docs: "UIViewAnimatingPosition.current" — UIViewAnimatingPosition
    case current = 2
}

/// Apple docs: "UIViewPropertyAnimator" — UIKit
///
/// `startAnimation()` and `stopAnimation(_:)` are `UIViewAnimating`'s, which
/// the class adopts; they are declared on the class here.
@available(iOS 10.0, *)
@MainActor open class UIViewPropertyAnimator: NSObject {
    // Not Apple API: the blocks added.
    var animationBlocks: [() -> Void] = []
    // Not Apple API: the completion blocks added.
    var completionBlocks: [(UIViewAnimatingPosition) -> Void] = []
    // Not Apple API: the duration the animator was made with.
    let storedDuration: TimeInterval
    // Not Apple API: the timing the animator was made with.
    let timing: any UITimingCurveProvider

    /// Apple docs: "init(duration:timingParameters:)" — UIViewPropertyAnimator
    @available(iOS 10.0, *)
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        storedDuration = duration
        timing = parameters
        super.init()
    }

    /// Apple docs: "init(duration:curve:animations:)" — UIViewPropertyAnimator
    /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:curve:animations:)
    ///
    /// "Initializes the animator with a built-in UIKit timing curve"; its
    /// `duration` is the one passed.
    @available(iOS 10.0, *)
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: BuiltInCurveTiming(curve: curve))
        if let animations { addAnimations(animations) }
    }

    /// Apple docs: "duration" — UIViewPropertyAnimator
    ///
    /// The duration the animator was made with, except with spring timing
    /// made from a mass, stiffness and damping (`init(mass:stiffness:damping:initialVelocity:)`):
    /// then the spring's own settling time, whatever duration was passed
    /// (docs/AppleInterfaces.md, "Run-time rules"). This module's settling
    /// time: until the spring's envelope falls below 0.1 % of its start,
    /// `ln(1000) · 2m / c` for an underdamped spring; UIKit's own threshold
    /// is not documented.
    @available(iOS 10.0, *)
    open var duration: TimeInterval {
        guard let spring = timing as? UISpringTimingParameters else { return storedDuration }
        return spring.settlingDuration
    }

    /// Apple docs: "addAnimations(_:)" — UIViewPropertyAnimator
    @available(iOS 10.0, *)
    open func addAnimations(_ animation: @escaping () -> Void) { animationBlocks.append(animation) }

    /// Apple docs: "addCompletion(_:)" — UIViewPropertyAnimator
    @available(iOS 10.0, *)
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completionBlocks.append(completion)
    }

    // Not Apple API: the animators started and not yet finished or stopped (TestHooks.swift).
    static var running: [UIViewPropertyAnimator] = []

    /// Apple docs: "startAnimation()" — UIViewAnimating (adopted by UIViewPropertyAnimator; the page gives no iOS version)
    open func startAnimation() { Self.running.append(self) }

    /// Apple docs: "stopAnimation(_:)" — UIViewAnimating (adopted by UIViewPropertyAnimator; the page gives no iOS version)
    ///
    /// Stops without running the completion blocks (`true`, the only use here).
    open func stopAnimation(_ withoutFinishing: Bool) { Self.running.removeAll { $0 === self } }
}

// Not Apple API: the timing of an animator made with a built-in curve
// (`init(duration:curve:animations:)`), which UIKit keeps to itself.
@MainActor final class BuiltInCurveTiming: NSObject, UITimingCurveProvider {
    let curve: UIView.AnimationCurve
    init(curve: UIView.AnimationCurve) {
        self.curve = curve
        super.init()
    }
}

extension UIView {
    /// Apple docs: "UIView.AnimationCurve" — UIView (the page gives no iOS version)
    /// https://developer.apple.com/documentation/uikit/uiview/animationcurve
    ///
    /// An NS_ENUM (`c:@E@UIViewAnimationCurve`), so imported as an `Int` enum
    /// that is not frozen; its constants in the page's order, which numbers them
    /// from 0.
    public enum AnimationCurve: Int, Sendable {
        /// Apple docs: "UIView.AnimationCurve.easeInOut" — UIView.AnimationCurve
        case easeInOut = 0
        /// Apple docs: "UIView.AnimationCurve.easeIn" — UIView.AnimationCurve
        case easeIn = 1
        /// Apple docs: "UIView.AnimationCurve.easeOut" — UIView.AnimationCurve
        case easeOut = 2
        /// Apple docs: "UIView.AnimationCurve.linear" — UIView.AnimationCurve
        case linear = 3
    }
}
