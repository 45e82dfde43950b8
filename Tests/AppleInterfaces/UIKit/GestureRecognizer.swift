// UIGestureRecognizer and UIPanGestureRecognizer: what the sheet's pan
// recognizer (BottomSheetableUIKit) overrides and reads. Target–action is not
// declared: `#selector` and `@objc` do not compile on Linux, so the shell
// subclasses the recognizer instead of giving it a target.

/// Apple docs: "UIGestureRecognizer" — UIKit
@available(iOS 3.2, *)
@MainActor open class UIGestureRecognizer: NSObject {
    /// Apple docs: "init(target:action:)" — UIGestureRecognizer
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
    ///
    /// "This method is the designated initializer" (its page): a subclass's own
    /// initializer calls it. Without `#selector` on Linux only `nil` can be
    /// passed as the action here; nothing is sent.
    @available(iOS 3.2, *)
    public init(target: Any?, action: Selector?) { super.init() }

    /// Apple docs: "init()" — UIGestureRecognizer
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/init()
    ///
    /// `convenience init()` on its page.
    @available(iOS 3.2, *)
    public convenience override init() { self.init(target: nil, action: nil) }

    /// Apple docs: "state" — UIGestureRecognizer
    ///
    /// Read-write as a subclass sees it (the page: subclasses get the
    /// read-write redeclaration from `UIKit.UIGestureRecognizerSubclass`).
    @available(iOS 3.2, *)
    open var state: UIGestureRecognizer.State = .possible

    // Not Apple API: the view the recognizer is attached to.
    weak var attachedView: UIView?

    /// Apple docs: "view" — UIGestureRecognizer
    @available(iOS 3.2, *)
    open var view: UIView? { attachedView }

    /// Apple docs: "isEnabled" — UIGestureRecognizer
    @available(iOS 3.2, *)
    open var isEnabled: Bool = true

    /// Apple docs: "delegate" — UIGestureRecognizer
    @available(iOS 3.2, *)
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    // Not Apple API: what the recognizer's action messages do (a target's
    // action; a scroll view's own pan moves its content), sent by `TestTouches`.
    var testAction: (() -> Void)?

    // Not Apple API: where the touch is, in the recognizer's view (TestHooks.swift).
    var storedLocation = CGPoint.zero

    /// Apple docs: "location(in:)" — UIGestureRecognizer
    @available(iOS 3.2, *)
    open func location(in view: UIView?) -> CGPoint {
        guard let attachedView else { return storedLocation }
        return attachedView.convert(storedLocation, to: view)
    }

    /// Apple docs: "touchesBegan(_:with:)" — UIGestureRecognizer (the page gives no iOS version)
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Apple docs: "touchesMoved(_:with:)" — UIGestureRecognizer (the page gives no iOS version)
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Apple docs: "touchesEnded(_:with:)" — UIGestureRecognizer (the page gives no iOS version)
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Apple docs: "touchesCancelled(_:with:)" — UIGestureRecognizer (the page gives no iOS version)
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
}

extension UIGestureRecognizer {
    /// Apple docs: "UIGestureRecognizer.State" — UIKit (the page gives no iOS version; raw values from Microsoft's bindings)
    public enum State: Int, Hashable, Sendable {
        /// Apple docs: "UIGestureRecognizer.State.possible" — UIGestureRecognizer.State
        case possible = 0
        /// Apple docs: "UIGestureRecognizer.State.began" — UIGestureRecognizer.State
        case began = 1
        /// Apple docs: "UIGestureRecognizer.State.changed" — UIGestureRecognizer.State
        case changed = 2
        /// Apple docs: "UIGestureRecognizer.State.ended" — UIGestureRecognizer.State
        case ended = 3
        /// Apple docs: "UIGestureRecognizer.State.cancelled" — UIGestureRecognizer.State
        case cancelled = 4
        /// Apple docs: "UIGestureRecognizer.State.failed" — UIGestureRecognizer.State
        case failed = 5
    }
}

/// Apple docs: "UIPanGestureRecognizer" — UIKit
@available(iOS 3.2, *)
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    // Not Apple API: what translation(in:) reports.
    var storedTranslation = CGPoint.zero
    // Not Apple API: what velocity(in:) reports.
    var storedVelocity = CGPoint.zero

    /// Apple docs: "translation(in:)" — UIPanGestureRecognizer
    @available(iOS 3.2, *)
    open func translation(in view: UIView?) -> CGPoint { storedTranslation }

    /// Apple docs: "velocity(in:)" — UIPanGestureRecognizer
    @available(iOS 3.2, *)
    open func velocity(in view: UIView?) -> CGPoint { storedVelocity }
}

/// Apple docs: "UITapGestureRecognizer" — UIKit
@available(iOS 3.2, *)
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {}

/// Apple docs: "UIGestureRecognizerDelegate" — UIKit (page not retrieved; the declaration is the SDK reference's, onestack.dev)
///
/// Apple's requirements are `optional`; the extension below stands in for
/// that, as for UIAdaptivePresentationControllerDelegate.
@MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// Apple docs: "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)" — UIGestureRecognizerDelegate
    @available(iOS 3.2, *)
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool

    /// Apple docs: "gestureRecognizerShouldBegin(_:)" — UIGestureRecognizerDelegate (the delegate's
    /// page not retrieved; the signature is UIView's method of the same name,
    /// https://developer.apple.com/documentation/uikit/uiview/gesturerecognizershouldbegin(_:),
    /// which the delegate's requirement repeats in the SDK references (objc2-ui-kit, Microsoft's bindings);
    /// the version is the protocol's)
    @available(iOS 3.2, *)
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    // Not Apple API: default standing in for `optional` (UIView's page: true lets
    // the recognizer go on, false moves it to `.failed`; without a delegate it begins).
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // Not Apple API: default standing in for `optional` (the page: false when not implemented).
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
}

/// Apple docs: "UITouch" — UIKit
@available(iOS 2.0, *)
@MainActor open class UITouch: NSObject {}

/// Apple docs: "UIEvent" — UIKit (page not retrieved; named by the touch methods' declarations)
@MainActor open class UIEvent: NSObject {}

/// Apple docs: "Selector" — ObjectiveC (the Objective-C runtime)
/// https://developer.apple.com/documentation/objectivec/selector
///
/// `@frozen struct Selector` on its page (iOS 1.0), the type of
/// `init(target:action:)`'s action. Linux has no Objective-C runtime and no
/// `#selector`, so it has no initializer here: only `nil` is passed.
@available(iOS 1.0, *)
@frozen public struct Selector: Hashable, Sendable {
    // Not Apple API: no value is ever made.
    private init() {}
}
