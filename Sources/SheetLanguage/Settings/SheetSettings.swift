import BottomSheetable

/// The sheet's keywords decode the runtime's own enums, so each word is
/// spelled once, beside its case: the case name, or its `planWord` where the
/// spec's word differs (`tiers: automatic` is `Tiers.oneTierAutomatic`).
extension Presentation: SpecKeyword {}
extension Tiers: SpecKeyword {}
extension GrabberVisibility: SpecKeyword {}
extension SheetSizing: SpecKeyword {}

/// Every setting a sheet can have, each `nil` when not written.
///
/// The same type holds a sheet's own settings and a file's `defaults:`
/// (where `type` and `extends` are never set), so that the resolver can layer
/// built-in defaults, file defaults, the `extends` chain and the sheet itself
/// field by field.
///
/// The fields live in one immutable, shared box: a sheet's settings are
/// copied into its flattened sheet, every rule's loop and the resolver, and a
/// copy is one reference count instead of some eighty (each `Located` holds
/// strings) and a few kilobytes of memory traffic. Setting a field copies the
/// box; the decoder and the layering build `Fields` and box them once.
public struct SheetSettings: Hashable, Sendable {
    /// The Swift type that conforms to `BottomSheetable`.
    public var type: Located<String>? {
        get { storage.fields.type }
        set { update { $0.type = newValue } }
    }
    /// `type`'s name alone: rules that look at every sheet's type read it
    /// without copying the located optional (an optional this large is
    /// copied through the runtime's generic witnesses); kept in the box.
    public var typeName: String? { storage.typeName }
    /// The id of the sheet whose settings this one inherits.
    public var extends: Located<String>? {
        get { storage.fields.extends }
        set { update { $0.extends = newValue } }
    }
    /// `extends`'s id alone, for the walks of every sheet's chain (kept in
    /// the box, like `typeName`).
    public var parentID: String? { storage.parentID }
    public var presentation: Located<Presentation>? {
        get { storage.fields.presentation }
        set { update { $0.presentation = newValue } }
    }
    public var tiers: Located<Tiers>? {
        get { storage.fields.tiers }
        set { update { $0.tiers = newValue } }
    }
    /// The edges the detents' heights are measured between.
    public var frame: Located<FrameSettings>? {
        get { storage.fields.frame }
        set { update { $0.frame = newValue } }
    }
    /// In source order; rules check that heights increase.
    public var detents: Located<[DetentDeclaration]>? {
        get { storage.fields.detents }
        set { update { $0.detents = newValue } }
    }
    /// The detent id the sheet opens at.
    public var initial: Located<String>? {
        get { storage.fields.initial }
        set { update { $0.initial = newValue } }
    }
    /// The largest detent id at which the background stays undimmed and interactive.
    public var undimmedThrough: Located<String>? {
        get { storage.fields.undimmedThrough }
        set { update { $0.undimmedThrough = newValue } }
    }
    public var grabber: Located<GrabberVisibility>? {
        get { storage.fields.grabber }
        set { update { $0.grabber = newValue } }
    }
    public var cornerRadius: Located<CornerRadiusValue>? {
        get { storage.fields.cornerRadius }
        set { update { $0.cornerRadius = newValue } }
    }
    public var edgeAttachedInCompactHeight: Located<Bool>? {
        get { storage.fields.edgeAttachedInCompactHeight }
        set { update { $0.edgeAttachedInCompactHeight = newValue } }
    }
    /// The system sheet's width in regular width (an iPad).
    public var sizing: Located<SheetSizing>? {
        get { storage.fields.sizing }
        set { update { $0.sizing = newValue } }
    }
    /// Dimming, border and grabber of a custom presentation.
    public var style: Located<StyleSettings>? {
        get { storage.fields.style }
        set { update { $0.style = newValue } }
    }
    public var scroll: Located<ScrollSettings>? {
        get { storage.fields.scroll }
        set { update { $0.scroll = newValue } }
    }
    public var dismiss: Located<DismissalSettings>? {
        get { storage.fields.dismiss }
        set { update { $0.dismiss = newValue } }
    }
    public var keyboard: Located<KeyboardSettings>? {
        get { storage.fields.keyboard }
        set { update { $0.keyboard = newValue } }
    }
    public var physics: Located<PhysicsSettings>? {
        get { storage.fields.physics }
        set { update { $0.physics = newValue } }
    }
    public var popover: Located<PopoverSettings>? {
        get { storage.fields.popover }
        set { update { $0.popover = newValue } }
    }
    public var navigation: Located<NavigationSettings>? {
        get { storage.fields.navigation }
        set { update { $0.navigation = newValue } }
    }
    /// VoiceOver, Switch Control, Reduce Motion and text size.
    public var accessibility: Located<AccessibilitySettings>? {
        get { storage.fields.accessibility }
        set { update { $0.accessibility = newValue } }
    }

    /// The settings as plain stored values, for code that builds them field by field.
    struct Fields: Hashable, Sendable {
        var type: Located<String>?
        var extends: Located<String>?
        var presentation: Located<Presentation>?
        var tiers: Located<Tiers>?
        @OutOfLine var frame: Located<FrameSettings>? = nil
        var detents: Located<[DetentDeclaration]>?
        var initial: Located<String>?
        var undimmedThrough: Located<String>?
        var grabber: Located<GrabberVisibility>?
        var cornerRadius: Located<CornerRadiusValue>?
        var edgeAttachedInCompactHeight: Located<Bool>?
        var sizing: Located<SheetSizing>?
        @OutOfLine var style: Located<StyleSettings>? = nil
        var scroll: Located<ScrollSettings>?
        var dismiss: Located<DismissalSettings>?
        @OutOfLine var keyboard: Located<KeyboardSettings>? = nil
        var physics: Located<PhysicsSettings>?
        @OutOfLine var popover: Located<PopoverSettings>? = nil
        @OutOfLine var navigation: Located<NavigationSettings>? = nil
        @OutOfLine var accessibility: Located<AccessibilitySettings>? = nil

        /// Matched in place: `== nil` on these generic optionals copied each
        /// one through the runtime's value witnesses.
        var isEmpty: Bool {
            guard case .none = type, case .none = extends, case .none = presentation, case .none = tiers, case .none = frame,
                case .none = detents, case .none = initial, case .none = undimmedThrough, case .none = grabber,
                case .none = cornerRadius, case .none = edgeAttachedInCompactHeight, case .none = sizing, case .none = style, case .none = scroll,
                case .none = dismiss, case .none = keyboard, case .none = physics, case .none = popover,
                case .none = navigation, case .none = accessibility
            else { return false }
            return true
        }
    }

    private final class Storage: Sendable {
        static let empty = Storage(Fields(), isEmpty: true)
        let fields: Fields
        /// Asked whenever settings are layered; known when the box is made.
        let isEmpty: Bool
        /// Read for every sheet by several rules and the inheritance walks.
        let typeName: String?
        let parentID: String?

        private init(_ fields: Fields, isEmpty: Bool) {
            self.fields = fields
            self.isEmpty = isEmpty
            typeName = fields.type?.value
            parentID = fields.extends?.value
        }

        /// The shared empty box for empty fields, a new box otherwise.
        static func holding(_ fields: Fields) -> Storage {
            fields.isEmpty ? empty : Storage(fields, isEmpty: false)
        }
    }

    private var storage: Storage

    public init() {
        storage = Storage.empty
    }

    init(_ fields: Fields) {
        storage = .holding(fields)
    }

    var fields: Fields { storage.fields }

    /// Whether nothing at all is written: layering over empty settings is a copy.
    public var isEmpty: Bool {
        storage.isEmpty
    }

    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = storage.fields
        change(&fields)
        storage = .holding(fields)
    }

    public static func == (lhs: SheetSettings, rhs: SheetSettings) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }
}
