// UIScrollView: what the UIKit shell reads and sets to hand a vertical drag
// between the sheet and the scroll view embedded in it.

/// Apple docs: "UIScrollView" — UIKit (page not retrieved; its members carry their versions)
@MainActor open class UIScrollView: UIView {
    /// Apple docs: "contentOffset" — UIScrollView
    @available(iOS 2.0, *)
    open var contentOffset: CGPoint = .zero

    /// Apple docs: "setContentOffset(_:animated:)" — UIScrollView
    @available(iOS 2.0, *)
    ///
    /// Stops a deceleration in progress, as setting the offset does in UIKit
    /// (experience: the page does not say so).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
        decelerationLeft = 0
    }

    // Not Apple API: what adjustedContentInset reports (TestHooks.swift).
    var storedAdjustedContentInset = UIEdgeInsets()

    /// Apple docs: "adjustedContentInset" — UIScrollView
    @available(iOS 11.0, *)
    open var adjustedContentInset: UIEdgeInsets { storedAdjustedContentInset }

    // Not Apple API: the scroll view's own pan recognizer, whose action moves
    // the content (TestHooks.swift, `TestTouches`).
    lazy var ownPanGestureRecognizer: UIPanGestureRecognizer = {
        let pan = UIPanGestureRecognizer()
        pan.testAction = { [weak self] in self?.followOwnPan() }
        return pan
    }()
    // Not Apple API: the own pan's translation its action last applied.
    var appliedPanTranslationY: CGFloat = 0
    // Not Apple API: how far a deceleration still carries the content (0: none runs).
    var decelerationLeft: CGFloat = 0

    // Not Apple API: the own pan's action. The content follows the finger (a
    // finger moving down by d lowers `contentOffset.y` by d); when the finger
    // lifts moving, the content decelerates on by the distance UIScrollView's
    // normal deceleration rate (0.998 per millisecond) projects, v / 1000 ×
    // 0.998 / (1 − 0.998) points, until `setContentOffset(_:animated:)` stops it.
    func followOwnPan() {
        let pan = ownPanGestureRecognizer
        switch pan.state {
        case .began, .changed:
            if pan.state == .began { appliedPanTranslationY = 0 }
            contentOffset.y -= pan.storedTranslation.y - appliedPanTranslationY
            appliedPanTranslationY = pan.storedTranslation.y
        case .ended:
            decelerationLeft = -pan.storedVelocity.y / 1000 * 0.998 / (1 - 0.998)
        default:
            break
        }
    }

    /// Apple docs: "panGestureRecognizer" — UIScrollView
    @available(iOS 5.0, *)
    open var panGestureRecognizer: UIPanGestureRecognizer { ownPanGestureRecognizer }
}
