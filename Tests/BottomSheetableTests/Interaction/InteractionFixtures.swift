import BottomSheetable

/// Layouts and helpers for the interaction tests. Heights on `ExampleContainers.iPhone15`
/// (available 759, bottom safe area 34, so the bottom safe-area edge is at y = 818).
enum InteractionFixtures {
    static let iPhone15 = ExampleContainers.iPhone15

    /// The content-sized sheet: one detent fitted to the content (400 pt in the tests).
    static func contentSized(dismissal: DismissalRules = DismissalRules()) -> SheetLayout {
        SheetLayout(
            tiers: .oneTierAutomatic,
            detents: [Detent(id: "fit", height: .fittedToContent(min: nil, max: nil))],
            dismissal: dismissal)
    }

    /// Half (fraction 0.5 → 379.5) and full (large → 759).
    static func halfAndFull(
        snap: SnapPolicy = .standard, initial: DetentIdentifier = "full", scroll: ScrollBehavior = ScrollBehavior(),
        dismissal: DismissalRules = DismissalRules()
    ) -> SheetLayout {
        SheetLayout(
            tiers: .two,
            detents: [Detent(id: "half", height: .fraction(0.5)), Detent(id: "full", height: .system(.large))],
            initialDetent: initial, dismissal: dismissal, scroll: scroll,
            physics: SheetPhysics(snapPolicy: snap))
    }

    /// Tip 100, half 400, full 700 (fixed points).
    static func threeStops(
        presentation: Presentation = .modal, undimmedThrough: DetentIdentifier? = nil,
        initial: DetentIdentifier = "half",
        dismissal: DismissalRules = DismissalRules()
    ) -> SheetLayout {
        SheetLayout(
            presentation: presentation, tiers: .three,
            detents: [
                Detent(id: "tip", height: .points(100)), Detent(id: "half", height: .points(400)),
                Detent(id: "full", height: .points(700)),
            ],
            initialDetent: initial, undimmedThrough: undimmedThrough, dismissal: dismissal)
    }

    static let momentum = SnapPolicy.momentumRedirect(MomentumRedirectSnapPolicy())
}

extension SheetInteraction {
    /// Runs `events` and returns every effect, in order.
    @discardableResult
    mutating func run(_ events: [SheetEvent]) -> [SheetEffect] {
        events.flatMap { handle($0) }
    }

    /// A whole pan not over a scroll view: began, moved to `translation`, released.
    @discardableResult
    mutating func fling(by translation: Double, velocity: Double) -> [SheetEffect] {
        run([
            .panBegan(overScrollView: false), .panChanged(downwardTranslation: translation),
            .panEnded(downwardTranslation: translation, downwardVelocity: velocity),
        ])
    }

    /// Time steps of 1/60 s until the sheet rests or is gone (at most `limit`), with the effects.
    @discardableResult
    mutating func tickUntilStill(limit: Int = 2_000) -> [SheetEffect] {
        var effects: [SheetEffect] = []
        var steps = 0
        while (phase == .animating || phase == .dismissing) && steps < limit {
            effects += handle(.timeStep(1.0 / 60.0))
            steps += 1
        }
        return effects
    }
}
