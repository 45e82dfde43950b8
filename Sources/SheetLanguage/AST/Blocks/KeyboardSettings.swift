/// `keyboard:`: what the sheet does when the keyboard appears.
public struct KeyboardSettings: Hashable, Sendable {
    public var policy: Located<KeyboardPolicyKeyword>?
    /// `BottomSheetable`'s `isKeyboardObserver`.
    public var observe: Located<Bool>?

    public init() {}
}
