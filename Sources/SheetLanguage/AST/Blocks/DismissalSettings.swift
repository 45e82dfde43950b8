/// `dismiss:`: the ways a user can close the sheet.
public struct DismissalSettings: Hashable, Sendable {
    public var swipe: Located<Bool>?
    public var tapOutside: Located<Bool>?
    public var closeButton: Located<Bool>?
    /// Ask `shouldDismiss` before dismissing.
    public var confirm: Located<Bool>?
    /// The app dismisses the sheet in code, so having no user gesture is intended.
    public var programmatic: Located<Bool>?

    public init() {}
}
