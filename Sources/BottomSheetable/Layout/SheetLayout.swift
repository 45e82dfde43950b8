/// Everything a spec says about one sheet, as plain values.
///
/// Generated code spells out every argument, so that a reader of the generated file
/// needs no knowledge of defaults; hand-written code may rely on the defaults, which
/// follow UIKit's (`[.large]`, swipe and tap-outside dismissal, system corner radius).
public struct SheetLayout: Sendable, Hashable {
    public var presentation: Presentation
    public var tiers: Tiers
    /// Detents in spec order; `DetentResolver` sorts them by height for a container.
    public var detents: [Detent]
    /// The detent shown first; `nil` = the smallest (UIKit `selectedDetentIdentifier = nil`).
    public var initialDetent: DetentIdentifier?
    /// The largest detent at which the background stays interactive and undimmed
    /// (UIKit `largestUndimmedDetentIdentifier`); `nil` = dimmed at every detent.
    public var undimmedThrough: DetentIdentifier?
    public var grabber: GrabberVisibility
    public var cornerRadius: CornerRadius
    /// Whether a system sheet keeps its detents in compact height (an iPhone in
    /// landscape) instead of covering the screen (UIKit
    /// `prefersEdgeAttachedInCompactHeight`, false by default). Custom
    /// presentations keep their detents either way.
    public var edgeAttachedInCompactHeight: Bool
    /// The system sheet's width on an iPad (`SheetSizing`); ignored in compact width.
    public var sizing: SheetSizing
    public var dismissal: DismissalRules
    public var keyboard: KeyboardPolicy
    public var scroll: ScrollBehavior
    public var physics: SheetPhysics
    /// Size and alignment when presented as a popover; `nil` for other presentations.
    public var popover: PopoverLayout?
    public var navigation: SheetNavigation
    /// Dimming colour and alpha, border and grabber of a custom presentation
    /// (the system sheet draws its own and ignores this).
    public var style: SheetStyle
    /// The edges the detents' heights are measured between; anything but
    /// `.safeArea` needs a custom presentation (`SheetFrame`).
    public var frame: SheetFrame
    /// How the sheet behaves for VoiceOver, Switch Control, Reduce Motion and
    /// larger text (the spec's `accessibility:`).
    public var accessibility: SheetAccessibility

    public init(
        presentation: Presentation = .modal,
        tiers: Tiers = .one,
        detents: [Detent] = [.large],
        initialDetent: DetentIdentifier? = nil,
        undimmedThrough: DetentIdentifier? = nil,
        grabber: GrabberVisibility = .automatic,
        cornerRadius: CornerRadius = .system,
        edgeAttachedInCompactHeight: Bool = false,
        sizing: SheetSizing = .automatic,
        dismissal: DismissalRules = DismissalRules(),
        keyboard: KeyboardPolicy = .none,
        scroll: ScrollBehavior = ScrollBehavior(),
        physics: SheetPhysics = .standard,
        popover: PopoverLayout? = nil,
        navigation: SheetNavigation = SheetNavigation(),
        style: SheetStyle = .standard,
        frame: SheetFrame = .safeArea,
        accessibility: SheetAccessibility = SheetAccessibility()
    ) {
        self.presentation = presentation
        self.tiers = tiers
        self.detents = detents
        self.initialDetent = initialDetent
        self.undimmedThrough = undimmedThrough
        self.grabber = grabber
        self.cornerRadius = cornerRadius
        self.edgeAttachedInCompactHeight = edgeAttachedInCompactHeight
        self.sizing = sizing
        self.dismissal = dismissal
        self.keyboard = keyboard
        self.scroll = scroll
        self.physics = physics
        self.popover = popover
        self.navigation = navigation
        self.style = style
        self.frame = frame
        self.accessibility = accessibility
    }

    /// The declared detent named `id`, if any.
    public func detent(withID id: DetentIdentifier) -> Detent? {
        detents.first { $0.id == id }
    }

    /// Whether the system sheet shows this layout (`Presentation.usesSystemSheet(fitsContent:)`),
    /// rather than a custom presentation.
    public var usesSystemSheet: Bool { presentation.usesSystemSheet(fitsContent: tiers.fitsContent) }

    /// The detents resolved for `container` measured in this layout's `frame`,
    /// ascending (see `DetentResolver`).
    public func resolvedDetents(in container: SheetContainer, contentHeight: Double? = nil) -> [ResolvedDetent] {
        DetentResolver.heights(for: detents, in: container.measured(in: frame), contentHeight: contentHeight)
    }

    /// The detent to present at: `initialDetent` when it is active in `resolved`
    /// (a hidden stop too: the sheet starts parked), otherwise the smallest visible
    /// one (UIKit's rule for a `nil` selection; a hidden stop is never the default).
    public func initialResolvedDetent(among resolved: [ResolvedDetent]) -> ResolvedDetent? {
        let sorted = resolved.sortedByHeight()
        if let initialDetent, let match = sorted.first(where: { $0.id == initialDetent }) {
            return match
        }
        return sorted.first { !$0.isHidden } ?? sorted.first
    }

    /// Whether touches reach the content behind the sheet when it is `height` tall.
    ///
    /// Overlays and embedded drawers never block the background; popovers always do; a modal sheet lets
    /// touches through (and is undimmed) at or below its `undimmedThrough` detent, as
    /// UIKit's `largestUndimmedDetentIdentifier` does. When the undimmed detent is
    /// inactive on this container, the background is blocked.
    public func isBackgroundInteractive(atHeight height: Double, among resolved: [ResolvedDetent]) -> Bool {
        switch presentation {
        case .overlay, .embedded: return true
        case .popover: return false
        case .modal:
            guard let undimmedThrough, let limit = resolved.first(where: { $0.id == undimmedThrough }) else {
                return false
            }
            return height <= limit.height
        }
    }

    /// Whether a tap outside dismisses the sheet at `height`: only when the rules allow it
    /// and the tap is not meant for an interactive background (research §5.4 E15).
    public func tapOutsideDismisses(atHeight height: Double, among resolved: [ResolvedDetent]) -> Bool {
        dismissal.tapOutside && !isBackgroundInteractive(atHeight: height, among: resolved)
    }
}
