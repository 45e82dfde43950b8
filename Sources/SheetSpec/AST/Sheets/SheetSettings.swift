/// Every setting a sheet can have, each `nil` when not written.
///
/// The same type holds a sheet's own settings and a file's `defaults:`
/// (where `type` and `extends` are never set), so that the resolver can layer
/// built-in defaults, file defaults, the `extends` chain and the sheet itself
/// field by field.
public struct SheetSettings: Hashable, Sendable {
    /// The Swift type that conforms to `BottomSheetable`.
    public var type: Located<String>?
    /// The id of the sheet whose settings this one inherits.
    public var extends: Located<String>?
    public var presentation: Located<PresentationKeyword>?
    public var tiers: Located<TiersKeyword>?
    /// In source order; rules check that heights increase.
    public var detents: Located<[DetentDeclaration]>?
    /// The detent id the sheet opens at.
    public var initial: Located<String>?
    /// The largest detent id at which the background stays undimmed and interactive.
    public var undimmedThrough: Located<String>?
    public var grabber: Located<GrabberKeyword>?
    public var cornerRadius: Located<CornerRadiusValue>?
    public var edgeAttachedInCompactHeight: Located<Bool>?
    public var scroll: Located<ScrollSettings>?
    public var dismiss: Located<DismissalSettings>?
    public var keyboard: Located<KeyboardSettings>?
    public var physics: Located<PhysicsSettings>?
    public var popover: Located<PopoverSettings>?
    public var navigation: Located<NavigationSettings>?

    public init() {}
}
