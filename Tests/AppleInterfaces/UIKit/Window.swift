// UIWindow and the conversions from the screen's coordinate space that the
// keyboard's frame needs (BottomSheetableUIKit's keyboard observer).

/// Apple docs: "UIWindow" — UIKit
@available(iOS 2.0, *)
@MainActor open class UIWindow: UIView {
    // Not Apple API: where the window's origin is on the screen (TestHooks.swift);
    // not the origin in a full-screen app, in Split View, Slide Over or Stage Manager.
    var originOnScreen: CGPoint = .zero

    // UIWindow inherits UIView's initializers (`init(frame:)`, `init?(coder:)`, `init()`).

    /// Apple docs: "rootViewController" — UIWindow (page not retrieved; linked
    /// from the page of makeKeyAndVisible())
    @available(iOS 4.0, *)
    open var rootViewController: UIViewController?

    /// Apple docs: "makeKeyAndVisible()" — UIWindow
    /// https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
    @available(iOS 2.0, *)
    open func makeKeyAndVisible() {}

    /// Apple docs: "convert(_:from:)" — UIWindow (the rectangle overload, convertRect:fromWindow:)
    ///
    /// `nil`: from the logical coordinate system of the screen, in points.
    @available(iOS 2.0, *)
    open func convert(_ rect: CGRect, from window: UIWindow?) -> CGRect {
        let from = window?.originOnScreen ?? .zero
        return CGRect(
            x: rect.origin.x + from.x - originOnScreen.x, y: rect.origin.y + from.y - originOnScreen.y,
            width: rect.size.width, height: rect.size.height)
    }
}
