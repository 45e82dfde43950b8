/// What the sheet does when the keyboard appears.
public enum KeyboardPolicyKeyword: String, SpecKeyword {
    /// Nothing: the content handles the keyboard itself.
    case none
    /// Move to the largest detent.
    case expand
    /// Rise by the keyboard's height, clamped to the available height.
    case lift
    /// Popovers: the orientation's height minus the keyboard's height.
    case shrink
}
