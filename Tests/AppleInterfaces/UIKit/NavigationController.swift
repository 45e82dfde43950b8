// UINavigationController: what the sheet's navigation stack
// (BottomSheetableUIKit's BottomSheetNavigationController) overrides.

/// Apple docs: "UINavigationController" — UIKit (page not retrieved; its members carry their versions)
@MainActor open class UINavigationController: UIViewController {
    // Not Apple API: the stack of view controllers.
    var stack: [UIViewController] = []

    /// Apple docs: "init(rootViewController:)" — UINavigationController
    @available(iOS 2.0, *)
    public init(rootViewController: UIViewController) {
        stack = [rootViewController]
        super.init(nibName: nil, bundle: nil)
    }

    /// Apple docs: "init(coder:)" — UIViewController (inherited requirement; see UIViewController)
    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) { nil }

    // Not Apple API: the edge-swipe recognizer.
    let edgeSwipe = UIGestureRecognizer()

    /// Apple docs: "interactivePopGestureRecognizer" — UINavigationController
    @available(iOS 7.0, *)
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { edgeSwipe }

    /// Apple docs: "delegate" — UINavigationController
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate
    @available(iOS 2.0, *)
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// Apple docs: "UINavigationController.Operation" — UINavigationController (the page gives no iOS version)
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation
    ///
    /// Raw values from Microsoft's bindings (None 0, Push 1, Pop 2).
    public enum Operation: Int, Hashable, Sendable {
        /// Apple docs: "UINavigationController.Operation.none" — UINavigationController.Operation
        case none = 0
        /// Apple docs: "UINavigationController.Operation.push" — UINavigationController.Operation
        case push = 1
        /// Apple docs: "UINavigationController.Operation.pop" — UINavigationController.Operation
        case pop = 2
    }

    /// Apple docs: "pushViewController(_:animated:)" — UINavigationController
    @available(iOS 2.0, *)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { stack.append(viewController) }

    /// Apple docs: "viewControllers" — UINavigationController
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
    ///
    /// Setting it is `setViewControllers(_:animated:)` with `animated` false, as its page says.
    @available(iOS 2.0, *)
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Apple docs: "setViewControllers(_:animated:)" — UINavigationController
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
    @available(iOS 3.0, *)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { stack = viewControllers }

    /// Apple docs: "popToViewController(_:animated:)" — UINavigationController
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptoviewcontroller(_:animated:)
    ///
    /// Returns the controllers popped (nil when `viewController` is not on the stack).
    @available(iOS 2.0, *)
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        stack.removeSubrange((index + 1)...)
        return popped
    }

    /// Apple docs: "popToRootViewController(animated:)" — UINavigationController
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptorootviewcontroller(animated:)
    @available(iOS 2.0, *)
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Apple docs: "popViewController(animated:)" — UINavigationController
    ///
    /// As documented, the root view controller is never popped.
    @available(iOS 2.0, *)
    open func popViewController(animated: Bool) -> UIViewController? { stack.count > 1 ? stack.removeLast() : nil }
}

/// Apple docs: "UINavigationControllerDelegate" — UIKit (the page gives no iOS version)
/// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
///
/// Only the requirement the sheet's navigation stack implements is declared;
/// it is `optional` on the page, so an extension gives it the default a
/// delegate that does not implement it has (nil: the system's transition).
@MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// Apple docs: "navigationController(_:animationControllerFor:from:to:)" — UINavigationControllerDelegate
    /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)
    @available(iOS 7.0, *)
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?

    /// Apple docs: "navigationController(_:didShow:animated:)" — UINavigationControllerDelegate
    /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
    ///
    /// The protocol page lists it ("Notifies the delegate after the navigation
    /// controller displays a view controller's view and navigation item
    /// properties", selector `navigationController:didShowViewController:animated:`);
    /// the parameters are those of its sibling's page,
    /// `navigationController(_:willShow:animated:)` (iOS 2.0). `optional`.
    @available(iOS 2.0, *)
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    // Not Apple API: default standing in for `optional`.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
}

extension UINavigationControllerDelegate {
    // Not Apple API: default standing in for `optional`.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}
