import BottomSheetable
import SheetDiagnostics

/// A sheet with every value decided: its own keys, its `extends` chain, its
/// file's `defaults:` and the built-in defaults all applied, in the runtime's
/// own value types.
///
/// Nothing here is optional because "not written": an optional means the
/// absence itself is the value (no undimmed detent, no declared initial
/// detent, no popover for a sheet that is not one).
public struct ResolvedSheet: Sendable, Hashable {
    public var id: String
    /// The Swift type that conforms to `BottomSheetable`.
    public var type: String
    /// The sheet's id key, in the file that declares it.
    public var source: SourceSpan
    /// The `extends` chain, nearest parent first.
    public var ancestors: [String]
    public var presentation: Presentation
    public var tiers: Tiers
    /// `tiers` was not written and was inferred from the detents.
    public var tiersInferred: Bool
    /// In declaration order: `DetentResolver` sorts them for each container,
    /// and equal heights keep this order.
    public var detents: [DeclaredDetent]
    /// The declared `initial`; `nil` opens at the smallest active detent.
    public var initialDetent: DetentIdentifier?
    /// The declared `undimmedThrough`; `nil` dims the background at every detent.
    public var undimmedThrough: DetentIdentifier?
    public var grabber: GrabberVisibility
    public var cornerRadius: CornerRadius
    public var edgeAttachedInCompactHeight: Bool
    /// `sizing`: the system sheet's width on an iPad.
    public var sizing: SheetSizing = BuiltInDefaults.sizing
    public var scroll: ScrollBehavior
    public var dismissal: DismissalRules
    /// `dismiss.programmatic`: closing only from code is intended.
    public var programmaticDismissal: Bool
    public var keyboard: KeyboardPolicy
    /// `keyboard.observe`, `BottomSheetable`'s `isKeyboardObserver`.
    public var observesKeyboard: Bool
    public var physics: SheetPhysics
    /// Present exactly when `presentation` is `.popover`.
    public var popover: PopoverLayout?
    public var navigation: SheetNavigation
    /// Dimming, border and grabber; honoured by custom presentations only.
    public var style: SheetStyle = BuiltInDefaults.style
    /// The `minimumOS` of the file that declares the sheet; `nil` when it gives none.
    public var minimumOS: OSVersion?
    /// Where `presentation` was written (in this file or one it extends), for
    /// code generation's diagnostics; `nil` when the default applies.
    public var presentationSource: SourceSpan?
    /// `frame:`, the edges the detents are measured between.
    public var frame: SheetFrame = BuiltInDefaults.frame
    /// `accessibility:`: VoiceOver, Switch Control, Reduce Motion and text size.
    public var accessibility: SheetAccessibility = BuiltInDefaults.accessibility

    /// Whether the system sheet shows this sheet, so that its rules apply
    /// (`Presentation.usesSystemSheet(fitsContent:)`); content-sized and
    /// overlay sheets use a custom presentation.
    public var usesSystemSheet: Bool { presentation.usesSystemSheet(fitsContent: tiers.fitsContent) }

    /// The `SheetLayout` generated code contains for this sheet: the value an
    /// app hands to the same math the plan was computed with.
    public var layout: SheetLayout {
        SheetLayout(
            presentation: presentation, tiers: tiers, detents: detents.map(\.detent), initialDetent: initialDetent,
            undimmedThrough: undimmedThrough, grabber: grabber, cornerRadius: cornerRadius,
            edgeAttachedInCompactHeight: edgeAttachedInCompactHeight, sizing: sizing, dismissal: dismissal,
            keyboard: keyboard, scroll: scroll, physics: physics, popover: popover, navigation: navigation,
            style: style,
            frame: frame, accessibility: accessibility)
    }
}
