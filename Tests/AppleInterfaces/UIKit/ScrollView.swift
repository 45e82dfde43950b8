// UIScrollView: what the UIKit shell reads and sets to hand a vertical drag
// between the sheet and the scroll view embedded in it.

/// Apple docs: "UIScrollView" — UIKit (page not retrieved; its members carry their versions)
@MainActor open class UIScrollView: UIView {
    /// Apple docs: "contentOffset" — UIScrollView
    @available(iOS 2.0, *)
    open var contentOffset: CGPoint = .zero

    /// Apple docs: "setContentOffset(_:animated:)" — UIScrollView
    @available(iOS 2.0, *)
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }

    // Not Apple API: what adjustedContentInset reports (TestHooks.swift).
    var storedAdjustedContentInset = UIEdgeInsets()

    /// Apple docs: "adjustedContentInset" — UIScrollView
    @available(iOS 11.0, *)
    open var adjustedContentInset: UIEdgeInsets { storedAdjustedContentInset }

    // Not Apple API: the scroll view's own pan recognizer.
    let ownPanGestureRecognizer = UIPanGestureRecognizer()

    /// Apple docs: "panGestureRecognizer" — UIScrollView
    @available(iOS 5.0, *)
    open var panGestureRecognizer: UIPanGestureRecognizer { ownPanGestureRecognizer }
}
