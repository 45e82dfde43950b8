// UIResponder's keyboard notifications and the user-info key the sheet's
// keyboard observer reads (BottomSheetableUIKit).

/// Apple docs: "UIResponder" — UIKit
@available(iOS 2.0, *)
@MainActor open class UIResponder: NSObject {
    // Not Apple API as written (UIKit's initializer is inherited from NSObject).
    public override init() { super.init() }

    /// Apple docs: "keyboardWillShowNotification" — UIResponder (page not retrieved; SDK-derived reference, no iOS version)
    ///
    /// Declared in UIKit as `nonisolated class let … : NSNotification.Name`,
    /// like keyboardWillHideNotification; a class cannot have stored `class`
    /// properties in Swift source, so these are `static let` here. The
    /// values are this module's own.
    public nonisolated static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")

    /// Apple docs: "keyboardWillHideNotification" — UIResponder (the page gives no iOS version)
    public nonisolated static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")

    /// Apple docs: "keyboardWillChangeFrameNotification" — UIResponder (page not retrieved; SDK-derived reference, objc2-ui-kit's `UIKeyboardWillChangeFrameNotification`, no iOS version)
    ///
    /// A `class let … : NSNotification.Name` like the two above; posted before
    /// every change of the keyboard's frame (showing, hiding, undocking, the
    /// shortcut bar of a hardware keyboard). The value is this module's own.
    public nonisolated static let keyboardWillChangeFrameNotification =
        NSNotification.Name("UIKeyboardWillChangeFrameNotification")

    /// Apple docs: "keyboardIsLocalUserInfoKey" — UIResponder
    /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardislocaluserinfokey
    ///
    /// `nonisolated class let keyboardIsLocalUserInfoKey: String` on the page; its
    /// value is an `NSNumber` holding a Boolean: true for the app that caused the
    /// keyboard to appear, false for the other apps visible in iPadOS multitasking.
    @available(iOS 9.0, *)
    public nonisolated static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

    /// Apple docs: "keyboardAnimationDurationUserInfoKey" — UIResponder
    /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardanimationdurationuserinfokey
    ///
    /// `nonisolated class let keyboardAnimationDurationUserInfoKey: String`; the
    /// value is an `NSNumber` holding the keyboard animation's duration in seconds.
    @available(iOS 3.0, *)
    public nonisolated static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"

    /// Apple docs: "keyboardAnimationCurveUserInfoKey" — UIResponder
    /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardanimationcurveuserinfokey
    ///
    /// `nonisolated class let keyboardAnimationCurveUserInfoKey: String`; the
    /// value is an `NSNumber` holding a `UIView.AnimationCurve` constant.
    @available(iOS 3.0, *)
    public nonisolated static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"

    /// Apple docs: "keyboardFrameEndUserInfoKey" — UIResponder
    @available(iOS 3.2, *)
    public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
}
