import BottomSheetable

/// `accessibility:`: how the sheet behaves for VoiceOver, Switch Control,
/// Reduce Motion and larger text.
public struct AccessibilitySettings: SettingsBlock {
    /// How someone who cannot drag changes the detent.
    public var detentControl: Located<SheetAccessibility.DetentControl>?
    /// Whether VoiceOver announces the detent the sheet settles on.
    public var announcesDetent: Located<Bool>?
    /// What VoiceOver's escape gesture does.
    public var escape: Located<SheetAccessibility.Escape>?
    /// What a settle becomes while Reduce Motion is on.
    public var reduceMotion: Located<SheetAccessibility.ReduceMotionStyle>?
    /// Seconds of the Reduce Motion cross-dissolve, in (0, 1].
    public var fadeDuration: Located<Double>?
    /// The part of fitted content that grows with the text size, in [0, 1].
    public var textGrowth: Located<Double>?

    public init() {}

    typealias Key = AccessibilityKey
    static let expected = "a mapping such as `{ escape: collapse, reduceMotion: fade }`"
}

/// The block's words are the runtime's own enums, decoded directly: each
/// word is spelled once, beside its case (`LayoutWord.planWord` where the
/// spec's word differs from the case name, `app` for `appControl`), and a
/// case added to the runtime is a word of the spec, its schema and the plan.
extension SheetAccessibility.DetentControl: SpecKeyword {}
extension SheetAccessibility.Escape: SpecKeyword {}
extension SheetAccessibility.ReduceMotionStyle: SpecKeyword {}

/// The keys of `accessibility:`.
enum AccessibilityKey: ResolvingKey {
    case detentControl, announcesDetent, escape, reduceMotion, fadeDuration, textGrowth

    var spelling: StaticString {
        switch self {
        case .detentControl: "detentControl"
        case .announcesDetent: "announcesDetent"
        case .escape: "escape"
        case .reduceMotion: "reduceMotion"
        case .fadeDuration: "fadeDuration"
        case .textGrowth: "textGrowth"
        }
    }

    static let table = FieldTable<AccessibilityKey>(
        owner: "`accessibility`",
        elsewhere: [
            ("reducedMotion", .renamed("reduceMotion")), ("accessibilityPerformEscape", .renamed("escape")),
            ("announce", .renamed("announcesDetent")), ("announcement", .renamed("announcesDetent")),
            ("growingFraction", .renamed("textGrowth")),
        ])

    /// `fadeDuration`, in seconds: a fade of 0 is `reduceMotion: instant`, and
    /// one longer than a second is slower than the spring it replaces.
    static let fadeDurations = NumberInterval.positiveUnit
    /// `textGrowth`: none to all of the content.
    static let textGrowths = NumberInterval.closedUnit

    var valueSchema: SchemaNode {
        switch self {
        case .detentControl:
            SchemaNode.keyword(SheetAccessibility.DetentControl.self).described(
                "How VoiceOver users change detent: the grabber as an adjustable element, or a control the app provides.")
        case .announcesDetent:
            SchemaNode.boolean.described("VoiceOver announces the detent the sheet settles on.")
        case .escape:
            SchemaNode.keyword(SheetAccessibility.Escape.self).described(
                "What VoiceOver's escape gesture does: dismiss, collapse to the smallest detent, or nothing.")
        case .reduceMotion:
            SchemaNode.keyword(SheetAccessibility.ReduceMotionStyle.self).described(
                "What a settle becomes with Reduce Motion on: a short cross-dissolve, an instant change, or the spring kept.")
        case .fadeDuration:
            SchemaNode.number(in: Self.fadeDurations).described(
                "Seconds of the Reduce Motion cross-dissolve, in (0, 1].")
        case .textGrowth:
            SchemaNode.number(in: Self.textGrowths).described("The share of fitted content that grows with the text size, from 0 to 1.")
        }
    }

    func decode(_ value: FieldValue, into block: inout AccessibilitySettings, with context: inout DecodingContext) {
        switch self {
        case .detentControl: block.detentControl = context.keyword(value, as: SheetAccessibility.DetentControl.self)
        case .announcesDetent: block.announcesDetent = context.bool(value)
        case .escape: block.escape = context.keyword(value, as: SheetAccessibility.Escape.self)
        case .reduceMotion: block.reduceMotion = context.keyword(value, as: SheetAccessibility.ReduceMotionStyle.self)
        case .fadeDuration:
            block.fadeDuration = context.number(
                value, .plain("a duration in seconds"), in: Self.fadeDurations, key: "accessibility.fadeDuration")
        case .textGrowth:
            block.textGrowth = context.number(value, .fraction, in: Self.textGrowths, key: "accessibility.textGrowth")
        }
    }

    func visitField(_ fields: inout some BlockFieldVisitor<AccessibilitySettings>) {
        switch self {
        case .detentControl: fields.visit(\.detentControl)
        case .announcesDetent: fields.visit(\.announcesDetent)
        case .escape: fields.visit(\.escape)
        case .reduceMotion: fields.visit(\.reduceMotion)
        case .fadeDuration: fields.visit(\.fadeDuration)
        case .textGrowth: fields.visit(\.textGrowth)
        }
    }

    static var unresolved: SheetAccessibility { SheetAccessibility() }

    /// Built in: the grabber is adjustable, the settled detent is announced,
    /// escape dismisses, Reduce Motion fades over a quarter of a second, and all
    /// of fitted content grows with the text size (docs/SpecReference.md,
    /// `accessibility:`, gives the guideline behind each).
    func resolve(_ block: AccessibilitySettings?, into resolved: inout SheetAccessibility) {
        switch self {
        case .detentControl: resolved.detentControl = block?.detentControl?.value ?? .grabber
        case .announcesDetent: resolved.announcesDetent = block?.announcesDetent?.value ?? true
        case .escape: resolved.escape = block?.escape?.value ?? .dismiss
        case .reduceMotion: resolved.reduceMotion = block?.reduceMotion?.value ?? .fade
        case .fadeDuration: resolved.fadeDuration = block?.fadeDuration?.value ?? SheetAccessibility.standardFadeDuration
        case .textGrowth: resolved.textGrowth = block?.textGrowth?.value ?? 1
        }
    }
}
