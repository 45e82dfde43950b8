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

    /// Apple docs: "pushViewController(_:animated:)" — UINavigationController
    @available(iOS 2.0, *)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { stack.append(viewController) }

    /// Apple docs: "popViewController(animated:)" — UINavigationController
    ///
    /// As documented, the root view controller is never popped.
    @available(iOS 2.0, *)
    open func popViewController(animated: Bool) -> UIViewController? { stack.count > 1 ? stack.removeLast() : nil }
}
