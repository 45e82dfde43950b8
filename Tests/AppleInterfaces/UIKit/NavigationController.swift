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
        super.init()
    }

    // Not Apple API: the edge-swipe recognizer.
    let edgeSwipe = UIGestureRecognizer()

    /// Apple docs: "interactivePopGestureRecognizer" — UINavigationController
    @available(iOS 7.0, *)
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { edgeSwipe }

    /// Apple docs: "pushViewController(_:animated:)" — UINavigationController
    @available(iOS 2.0, *)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { stack.append(viewController) }

    /// Apple docs: "popViewController(animated:)" — UINavigationController
    ///
    /// As documented, the root view controller is never popped.
    @available(iOS 2.0, *)
    open func popViewController(animated: Bool) -> UIViewController? { stack.count > 1 ? stack.removeLast() : nil }
}
