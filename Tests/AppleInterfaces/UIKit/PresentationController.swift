// UIPresentationController, the base of the sheet and popover controllers,
// and the delegate protocols the generated code may adopt.

/// Apple docs: "UIPresentationController" — UIKit
/// https://developer.apple.com/documentation/uikit/uipresentationcontroller
@available(iOS 8.0, *)
@MainActor open class UIPresentationController: NSObject {
    // Not Apple API: the controller that made this one (kept unowned: the
    // view controller owns its presentation controllers).
    unowned let owner: UIViewController

    // Not Apple API: the presenting controller.
    weak var presenting: UIViewController?
    // Not Apple API: the container view.
    var storedContainerView: UIView?

    init(owner: UIViewController) {
        self.owner = owner
        super.init()
    }

    /// Apple docs: "init(presentedViewController:presenting:)" — UIPresentationController
    @available(iOS 8.0, *)
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.owner = presentedViewController
        self.presenting = presentingViewController
        super.init()
    }

    /// Apple docs: "presentedViewController" — UIPresentationController
    @available(iOS 8.0, *)
    open var presentedViewController: UIViewController { owner }

    /// Apple docs: "presentingViewController" — UIPresentationController
    @available(iOS 8.0, *)
    open var presentingViewController: UIViewController { presenting ?? owner }

    /// Apple docs: "delegate" — UIPresentationController
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate
    ///
    /// `weak var delegate: (any UIAdaptivePresentationControllerDelegate)?`. The
    /// popover's and the sheet's presentation controllers narrow its type in
    /// Objective-C; Swift cannot narrow an overridden property, so here they
    /// inherit this one (docs/AppleInterfaces.md).
    @available(iOS 8.0, *)
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// Apple docs: "containerView" — UIPresentationController
    @available(iOS 8.0, *)
    open var containerView: UIView? { storedContainerView }

    /// Apple docs: "presentedView" — UIPresentationController
    @available(iOS 8.0, *)
    open var presentedView: UIView? { owner.view }

    /// Apple docs: "frameOfPresentedViewInContainerView" — UIPresentationController
    @available(iOS 8.0, *)
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Apple docs: "presentationTransitionWillBegin()" — UIPresentationController
    @available(iOS 8.0, *)
    open func presentationTransitionWillBegin() {}

    /// Apple docs: "presentationTransitionDidEnd(_:)" — UIPresentationController
    @available(iOS 8.0, *)
    open func presentationTransitionDidEnd(_ completed: Bool) {}

    /// Apple docs: "dismissalTransitionDidEnd(_:)" — UIPresentationController
    @available(iOS 8.0, *)
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// Apple docs: "containerViewWillLayoutSubviews()" — UIPresentationController
    @available(iOS 8.0, *)
    open func containerViewWillLayoutSubviews() {}

    /// Apple docs: "preferredContentSizeDidChange(forChildContentContainer:)" — UIContentContainer
    ///
    /// UIKit's page was not retrieved: the signature is the one SwiftUI's
    /// `UIHostingController` page overrides, and the version is that of the
    /// protocol's `preferredContentSize` page (iOS 8.0). The
    /// `UIContentContainer` page says every presentation controller
    /// implements the protocol.
    @available(iOS 8.0, *)
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
}

/// Apple docs: "UIContentContainer" — UIKit (the page gives no iOS version)
@MainActor public protocol UIContentContainer: NSObjectProtocol {}

// Conformance to UIContentContainer: the protocol's page says every view
// controller and presentation controller adopts it.
extension UIViewController: UIContentContainer {}

/// Apple docs: "UIAdaptivePresentationControllerDelegate" — UIKit
///
/// Apple's requirements are `optional` (an Objective-C protocol); Swift on
/// Linux has no optional requirements, so the extension below gives each one
/// a default, which lets a conforming type implement any subset, as on iOS.
@MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// Apple docs: "presentationControllerShouldDismiss(_:)" — UIAdaptivePresentationControllerDelegate
    @available(iOS 13.0, *)
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool

    /// Apple docs: "presentationControllerWillDismiss(_:)" — UIAdaptivePresentationControllerDelegate
    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:)
    @available(iOS 13.0, *)
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)

    /// Apple docs: "presentationControllerDidDismiss(_:)" — UIAdaptivePresentationControllerDelegate
    @available(iOS 13.0, *)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)

    /// Apple docs: "presentationControllerDidAttemptToDismiss(_:)" — UIAdaptivePresentationControllerDelegate
    @available(iOS 13.0, *)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    // Not Apple API: defaults standing in for `optional`.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    // Not Apple API: default standing in for `optional`.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    // Not Apple API: default standing in for `optional`.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    // Not Apple API: default standing in for `optional`.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
