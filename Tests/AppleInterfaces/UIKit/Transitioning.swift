// The custom-presentation protocols: the transitioning delegate that hands
// UIKit the sheet's presentation controller and animator, the animator, and
// the context UIKit passes it.

/// Apple docs: "UIViewControllerTransitioningDelegate" — UIKit (page not retrieved; the SDK-derived reference gives no iOS version)
///
/// Apple's requirements are `optional`; see UIAdaptivePresentationControllerDelegate.
@MainActor public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// Apple docs: "presentationController(forPresented:presenting:source:)" — UIViewControllerTransitioningDelegate
    @available(iOS 8.0, *)
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?

    /// Apple docs: "animationController(forPresented:presenting:source:)" — UIViewControllerTransitioningDelegate
    @available(iOS 2.0, *)
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?

    /// Apple docs: "animationController(forDismissed:)" — UIViewControllerTransitioningDelegate
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(fordismissed:)
    @available(iOS 2.0, *)
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UIViewControllerTransitioningDelegate {
    // Not Apple API: defaults standing in for `optional`.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
    // Not Apple API: default standing in for `optional`.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    // Not Apple API: default standing in for `optional` (nil: UIKit's own dismissal).
    public func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    { nil }
}

/// Apple docs: "UIViewControllerAnimatedTransitioning" — UIKit (the page gives no iOS version)
@MainActor public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// Apple docs: "transitionDuration(using:)" — UIViewControllerAnimatedTransitioning (the page gives no iOS version)
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval

    /// Apple docs: "animateTransition(using:)" — UIViewControllerAnimatedTransitioning (the page gives no iOS version)
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
}

/// Apple docs: "UIViewControllerContextTransitioning" — UIKit (the page gives no iOS version)
@MainActor public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// Apple docs: "containerView" — UIViewControllerContextTransitioning
    @available(iOS 2.0, *)
    var containerView: UIView { get }

    /// Apple docs: "view(forKey:)" — UIViewControllerContextTransitioning
    @available(iOS 8.0, *)
    func view(forKey key: UITransitionContextViewKey) -> UIView?

    /// Apple docs: "completeTransition(_:)" — UIViewControllerContextTransitioning (the page gives no iOS version)
    func completeTransition(_ didComplete: Bool)

    /// Apple docs: "transitionWasCancelled" — UIViewControllerContextTransitioning (page not retrieved; from SDK-derived bindings)
    var transitionWasCancelled: Bool { get }
}

/// Apple docs: "UITransitionContextViewKey" — UIKit (the page gives no iOS version)
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    // Conformance to RawRepresentable.
    public let rawValue: String

    /// Apple docs: "init(rawValue:)" — UITransitionContextViewKey
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Apple docs: "from" — UITransitionContextViewKey
    @available(iOS 8.0, *)
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")

    /// Apple docs: "to" — UITransitionContextViewKey
    @available(iOS 8.0, *)
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
