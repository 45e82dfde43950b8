// The transition coordinator: how the UIKit shell follows the navigation
// controller's edge swipe (its interactive pop) to its end.

/// Apple docs: "UIViewControllerTransitionCoordinatorContext" — UIKit (the page gives no iOS version)
@MainActor public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Apple docs: "isInteractive" — UIViewControllerTransitionCoordinatorContext (the page gives no iOS version)
    var isInteractive: Bool { get }

    /// Apple docs: "isCancelled" — UIViewControllerTransitionCoordinatorContext (the page gives no iOS version)
    var isCancelled: Bool { get }

    /// Apple docs: "percentComplete" — UIViewControllerTransitionCoordinatorContext
    @available(iOS 2.0, *)
    var percentComplete: CGFloat { get }
}

/// Apple docs: "UIViewControllerTransitionCoordinator" — UIKit (the page gives no iOS version)
@MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Apple docs: "notifyWhenInteractionChanges(_:)" — UIViewControllerTransitionCoordinator
    @available(iOS 10.0, *)
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}
