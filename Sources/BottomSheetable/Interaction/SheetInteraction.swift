/// The deterministic state machine of one presented sheet: every decision a presenter
/// makes, with no UIKit and no Foundation.
///
/// A humble-object core: the platform shell forwards what happens (`SheetEvent`) to
/// `handle(_:)`, performs the returned `SheetEffect`s in order, and then applies the
/// state it reads here (`height`, `frame`, `dimmingAlpha`, `passesTouchesThrough`,
/// `scrollLock`). Every height, velocity and policy question is answered by the math
/// the compiler uses too — `DetentResolver`, the layout's `SnapPolicy`, `RubberBand`,
/// `KeyboardAdjustment`, `SheetSpring` — so a script of events always gives the same
/// outputs, here, in tests and in `sheetspec simulate`. The rules are in
/// `docs/Runtime.md` §11.
///
/// Heights are points above the container's bottom safe-area edge, as everywhere in
/// the module. Input values that are NaN or infinite are read as 0; a container with
/// such sizes or insets (or negative ones) is read with those values at 0, so no
/// output is ever NaN and no frame has a negative size.
public struct SheetInteraction: Sendable, Hashable {
    /// The top screen's layout: the one the sheet was built from, or the last pushed.
    public internal(set) var layout: SheetLayout
    /// The container, with non-finite or negative lengths replaced by 0.
    public internal(set) var container: SheetContainer
    /// The last content height reported for fitted detents (`nil` = not measured).
    public internal(set) var contentHeight: Double?
    /// The keyboard's height from the bottom of the screen; 0 when hidden.
    public internal(set) var keyboardHeight: Double = 0
    /// The layout's detents resolved for `container` and `contentHeight`, ascending.
    public internal(set) var detents: [ResolvedDetent]
    public internal(set) var phase: SheetPhase = .resting
    /// The detent the sheet rests on; while dragging or settling, the one it rested on
    /// or was heading to when the finger caught it. `nil` once dismissed or with no detents.
    public internal(set) var currentDetent: ResolvedDetent?
    /// Where the sheet is going: `currentDetent` at rest, the snap target while
    /// settling, `nil` while dragging, awaiting an answer or dismissing.
    public internal(set) var targetDetent: ResolvedDetent?
    /// The height before clamping: below 0 while a dismissal slides the sheet past the
    /// bottom safe-area edge, or while a spring bounces under a small detent.
    public internal(set) var position: Double
    /// The settle or dismissal animation running, if any.
    public internal(set) var animation: SheetAnimation?
    /// Seconds of `animation` already played through time steps.
    public internal(set) var animationElapsed: Double = 0
    /// The embedded scroll view's offset from its top (0 = at the top).
    public internal(set) var scrollOffset: Double = 0
    public internal(set) var scrollLock: ScrollLock = .free
    /// The last finger release that went to the snap policy, and the policy's
    /// projection of it (what `simulate` reports).
    public internal(set) var lastRelease: DragRelease?
    public internal(set) var lastProjectedHeight: Double?
    /// The screens below the top one in the sheet's navigation stack, bottom first;
    /// `layout` is the top screen's.
    public internal(set) var stack: [SheetStackEntry] = []
    /// The interactive pop in progress (phase `popping`).
    public internal(set) var popTransition: SheetPopTransition?
    /// How the sheet behaves for VoiceOver, Switch Control and Reduce Motion
    /// (`SheetInteraction+Accessibility.swift`); the same for every screen of a stack.
    public internal(set) var accessibility: SheetAccessibility
    /// Whether the system's Reduce Motion setting is on: settles then follow
    /// `accessibility.reducedMotion` instead of the spring.
    public internal(set) var reducesMotion: Bool
    /// The screen depth and detent of the last rest, so a rest is announced only
    /// when it is a new one.
    var lastRest: SheetRest?
    var drag: SheetDrag?

    /// A sheet resting on the layout's initial detent (`SheetLayout.initialResolvedDetent`).
    ///
    /// The container is measured in the layout's `frame`, whatever frame it came with.
    /// `accessibility`: the layout's (`SheetLayout.accessibility`) unless given.
    /// `reducesMotion`: the system's Reduce Motion setting when the sheet appears
    /// (`SheetEvent.reduceMotionChanged` reports later changes).
    public init(
        layout: SheetLayout, container: SheetContainer, contentHeight: Double? = nil,
        accessibility: SheetAccessibility? = nil, reducesMotion: Bool = false
    ) {
        let container = Self.sanitized(container).measured(in: layout.frame)
        let contentHeight = Self.sanitizedContentHeight(contentHeight)
        let detents = layout.resolvedDetents(in: container, contentHeight: contentHeight)
        let initial = layout.initialResolvedDetent(among: detents)
        self.layout = layout
        self.container = container
        self.contentHeight = contentHeight
        self.detents = detents
        self.currentDetent = initial
        self.targetDetent = initial
        self.accessibility = accessibility ?? layout.accessibility
        self.reducesMotion = reducesMotion
        self.lastRest = initial.map { SheetRest(depth: 1, detent: $0.id) }
        // A sheet that starts on a hidden stop starts below the bottom safe area, as
        // `restingPlace(for:)` parks it.
        self.position = initial.map { $0.isHidden ? -container.safeArea.bottom : $0.height } ?? 0
    }

    /// Applies one event and returns what the shell must do, in order; the last
    /// effect announces the detent when the event brought the sheet to rest on a
    /// new one (`SheetInteraction+Accessibility.swift`).
    @discardableResult
    public mutating func handle(_ event: SheetEvent) -> [SheetEffect] {
        guard phase != .dismissed else { return [] }
        return apply(event) + announcementOfNewRest()
    }

    private mutating func apply(_ event: SheetEvent) -> [SheetEffect] {
        switch event {
        case .containerChanged(let container):
            return changeContainer(to: container)
        case .contentHeightChanged(let height):
            return changeContentHeight(to: height)
        case .panBegan(let overScrollView):
            return beginPan(overScrollView: overScrollView)
        case .panChanged(let translation):
            movePan(to: Self.finite(translation))
            return []
        case .panEnded(let translation, let velocity):
            return endPan(translation: Self.finite(translation), downwardVelocity: Self.finite(velocity))
        case .panCancelled:
            return cancelPan()
        case .scrollOffsetChanged(let offset):
            scrollOffset = Self.finite(offset)
            return []
        case .keyboardChanged(let height):
            return changeKeyboard(to: max(0, Self.finite(height)))
        case .moveToDetent(let id):
            return move(to: id)
        case .push(let layout, let contentHeight):
            return push(layout, contentHeight: contentHeight)
        case .pop:
            return pop()
        case .interactivePopBegan:
            return beginInteractivePop()
        case .interactivePopChanged(let progress):
            moveInteractivePop(to: Self.finite(progress))
            return []
        case .interactivePopEnded(let completed):
            return endInteractivePop(completed: completed)
        case .dismissRequested(let trigger):
            return requestDismissal(by: trigger)
        case .shouldDismissAnswered(let allowed):
            return answerShouldDismiss(allowed)
        case .timeStep(let seconds):
            return advance(by: max(0, Self.finite(seconds)))
        case .animationCompleted:
            return finishAnimation()
        case .accessibilityIncrement:
            return stepDetent(by: 1)
        case .accessibilityDecrement:
            return stepDetent(by: -1)
        case .accessibilityEscape:
            return performEscape()
        case .reduceMotionChanged(let enabled):
            reducesMotion = enabled
            return []
        case .contentSizeCategoryChanged(let height):
            return changeContentHeight(to: height)
        }
    }

    // MARK: Outputs

    /// The largest height the sheet can show: up to the container's top edge.
    public var maximumHeight: Double { max(0, container.baselineY) }

    /// The sheet's visible height above the bottom safe-area edge, in `[0, maximumHeight]`.
    public var height: Double {
        position.isNaN ? 0 : min(max(position, 0), maximumHeight)
    }

    /// The sheet's frame in the container: full width, from its top edge
    /// (`SheetContainer.sheetTopY`, clamped into the container) to the container's
    /// bottom, so it covers the bottom safe area as a custom sheet does. At the end of
    /// a dismissal the top edge is the container's bottom and the frame is empty.
    ///
    /// A popover (`presentation: popover` with a `popover` layout) has
    /// `popoverPlacement`'s frame instead, until it is dismissed.
    public var frame: Rect {
        let size = container.size
        if phase != .dismissed, let placement = popoverPlacement { return placement.frame }
        let rawTop = position.isNaN ? container.baselineY : container.sheetTopY(forHeight: position)
        let top = min(max(rawTop, 0), size.height)
        return Rect(x: 0, y: top, width: size.width, height: size.height - top)
    }

    /// Where a popover sits (`PopoverPlacement.resolve` with the current keyboard,
    /// shrinking only where `PopoverShrink` says so; an interaction is told the
    /// keyboard only when the sheet observes it): `nil` unless the layout is
    /// presented as a popover, has a `popover` layout and the container is not compact in
    /// width: there a popover adapts to a sheet at the layout's detents, as UIKit adapts it
    /// (and as the plan shows it on iPhone). Recomputed on every container and keyboard
    /// change, so rotation, a split view and the keyboard move it.
    public var popoverPlacement: PopoverPlacement? {
        guard layout.presentation == .popover, !container.isCompactWidth, let popover = layout.popover else { return nil }
        return PopoverPlacement.resolve(
            popover, in: container, keyboardPolicy: PopoverShrink(layout, observesKeyboard: true).popoverPolicy,
            keyboardHeight: keyboardHeight)
    }

    /// The layout as this container shows it: a popover in compact width is a modal
    /// sheet at its detents (it dims, honours `undimmedThrough` and follows the keyboard
    /// like one); otherwise `layout`.
    public var shownLayout: SheetLayout {
        guard layout.presentation == .popover, container.isCompactWidth else { return layout }
        var adapted = layout
        adapted.presentation = .modal
        return adapted
    }

    /// The dimming view's alpha at this height (`SheetDimming`); 0 once dismissed.
    public var dimmingAlpha: Double {
        phase == .dismissed ? 0 : SheetDimming.alpha(atHeight: height, layout: shownLayout, detents: detents)
    }

    /// Whether touches outside the sheet reach the content behind it at this height
    /// (`SheetLayout.isBackgroundInteractive`); true once dismissed.
    public var passesTouchesThrough: Bool {
        phase == .dismissed || shownLayout.isBackgroundInteractive(atHeight: height, among: detents)
    }

    /// How much of the sheet is above the keyboard (`KeyboardAdjustment.overlap`).
    public var uncoveredHeight: Double {
        max(0, height - KeyboardAdjustment.overlap(keyboardHeight: keyboardHeight, in: container))
    }

    // MARK: Input hygiene

    static func finite(_ value: Double) -> Double {
        value.isFinite ? value : 0
    }

    static func sanitized(_ container: SheetContainer) -> SheetContainer {
        func length(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }
        let insets = container.safeArea
        return SheetContainer(
            size: Size(width: length(container.size.width), height: length(container.size.height)),
            safeArea: Insets(
                top: length(insets.top), left: length(insets.left), bottom: length(insets.bottom),
                right: length(insets.right)),
            topGap: length(container.topGap),
            isCompactHeight: container.isCompactHeight, isCompactWidth: container.isCompactWidth,
            frame: container.frame, tabBarHeight: length(container.tabBarHeight))
    }

    static func sanitizedContentHeight(_ height: Double?) -> Double? {
        guard let height, height.isFinite else { return nil }
        return max(0, height)
    }
}
