import BottomSheetable
import Testing
import TestSupport

/// Hostile input, determinism, and random gesture scripts.
@Suite struct SheetInteractionPropertyTests {
    static let layouts: [SheetLayout] = [
        InteractionFixtures.contentSized(),
        InteractionFixtures.contentSized(dismissal: DismissalRules(swipe: false, tapOutside: false)),
        InteractionFixtures.contentSized(dismissal: DismissalRules(confirm: true)),
        InteractionFixtures.halfAndFull(),
        InteractionFixtures.halfAndFull(snap: InteractionFixtures.momentum),
        InteractionFixtures.halfAndFull(
            snap: InteractionFixtures.momentum, scroll: ScrollBehavior(expandsAtEdge: false),
            dismissal: DismissalRules(swipe: false, tapOutside: false)),
        InteractionFixtures.threeStops(undimmedThrough: "half"),
        InteractionFixtures.threeStops(
            presentation: .overlay, dismissal: DismissalRules(swipe: false, tapOutside: false)),
        SheetLayout(
            detents: [.medium, .large], dismissal: DismissalRules(confirm: true),
            physics: SheetPhysics(snapPolicy: .momentumRedirect(MomentumRedirectSnapPolicy(skipsStops: true)))),
    ]

    /// A random event; `allowsAppDismissal` false leaves out `.dismissRequested(.programmatic)`
    /// and pushes of screens that can be dismissed.
    static func randomEvent(_ rng: inout SeededGenerator, translation: inout Double, allowsAppDismissal: Bool)
        -> SheetEvent
    {
        switch Int.random(in: 0..<15, using: &rng) {
        case 0, 1:
            translation = 0
            return .panBegan(overScrollView: Bool.random(using: &rng))
        case 2, 3, 4:
            translation += Double(Int.random(in: -400...400, using: &rng))
            return .panChanged(downwardTranslation: translation)
        case 5, 6:
            return .panEnded(
                downwardTranslation: translation, downwardVelocity: Double(Int.random(in: -3000...3000, using: &rng)))
        case 7:
            return .scrollOffsetChanged(Double(Int.random(in: -20...200, using: &rng)))
        case 8, 9:
            return .timeStep(Double(Int.random(in: 0...20, using: &rng)) / 60)
        case 10:
            return .moveToDetent(["fit", "half", "full", "tip", "medium", "large"].randomElement(using: &rng)!)
        case 11:
            let triggers: [DismissalTrigger] =
                allowsAppDismissal ? DismissalTrigger.allCases : [.tapOutside, .closeButton, .swipe]
            return .dismissRequested(triggers.randomElement(using: &rng)!)
        case 12:
            return .shouldDismissAnswered(Bool.random(using: &rng))
        case 13:
            // An inescapable sheet only pushes inescapable screens.
            let pushable = allowsAppDismissal ? layouts : layouts.filter(\.dismissal.isInescapable)
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: return .pop
            case 1: return .push(pushable.randomElement(using: &rng)!, contentHeight: 300)
            case 2: return .interactivePopBegan
            default:
                return Bool.random(using: &rng)
                    ? .interactivePopChanged(progress: Double(Int.random(in: -2...12, using: &rng)) / 10)
                    : .interactivePopEnded(completed: Bool.random(using: &rng))
            }
        default:
            return Bool.random(using: &rng)
                ? .panCancelled : .contentHeightChanged(Double(Int.random(in: 0...900, using: &rng)))
        }
    }

    @Test func randomScriptsComeToRestOnADetentOrAreDismissed() {
        var outcomes: [SheetPhase: Int] = [:]
        var swipeDismissals = 0
        var questions = 0
        for seed in UInt64(1)...400 {
            var rng = SeededGenerator(seed: seed)
            let layout = Self.layouts[Int(seed) % Self.layouts.count]
            let inescapable = layout.dismissal.isInescapable
            var sheet = SheetInteraction(layout: layout, container: InteractionFixtures.iPhone15, contentHeight: 400)
            var translation = 0.0
            var dismissedBy: [SheetEvent] = []
            for _ in 0..<40 {
                let event = Self.randomEvent(&rng, translation: &translation, allowsAppDismissal: !inescapable)
                let effects = sheet.handle(event)
                if effects.contains(where: { if case .dismiss = $0 { true } else { false } }) {
                    dismissedBy.append(event)
                    if case .panEnded = event { swipeDismissals += 1 }
                }
                if effects.contains(.askShouldDismiss) { questions += 1 }
                check(sheet, seed: seed)
            }
            // The finger lifts, the app answers, time runs.
            sheet.handle(.panEnded(downwardTranslation: translation, downwardVelocity: 0))
            sheet.handle(.interactivePopEnded(completed: Bool.random(using: &rng)))
            sheet.handle(.shouldDismissAnswered(Bool.random(using: &rng)))
            sheet.tickUntilStill()
            check(sheet, seed: seed)
            #expect(sheet.phase == .resting || sheet.phase == .dismissed, "seed \(seed): \(sheet.phase)")
            if sheet.phase == .resting {
                let detent = sheet.currentDetent
                #expect(detent != nil && sheet.detents.contains(detent!), "seed \(seed)")
                #expect(
                    sheet.height == detent?.height,
                    "seed \(seed): \(sheet.height) is not on \(String(describing: detent))")
                #expect(sheet.targetDetent == detent, "seed \(seed)")
            }
            if inescapable {
                #expect(sheet.phase != .dismissed && dismissedBy.isEmpty, "seed \(seed): dismissed by \(dismissedBy)")
            }
            outcomes[sheet.phase, default: 0] += 1
        }
        // The scripts reach both outcomes, swipes that dismiss, and questions.
        #expect(outcomes[.resting, default: 0] >= 40 && outcomes[.dismissed, default: 0] >= 40, "\(outcomes)")
        #expect(swipeDismissals >= 10 && questions >= 10, "\(swipeDismissals) swipes, \(questions) questions")
    }

    /// Bounds that hold after every event.
    private func check(_ sheet: SheetInteraction, seed: UInt64) {
        let largest = sheet.detents.last?.height ?? 0
        #expect(sheet.height >= 0 && sheet.height <= sheet.maximumHeight, "seed \(seed)")
        // The rubber band never shows more than the available height past the largest detent.
        #expect(sheet.height < largest + sheet.container.availableHeight || sheet.height == 0, "seed \(seed)")
        #expect(sheet.dimmingAlpha >= 0 && sheet.dimmingAlpha <= 1, "seed \(seed)")
        let frame = sheet.frame
        #expect(frame.minY >= 0 && frame.height >= 0, "seed \(seed)")
        expectClose(frame.maxY, sheet.container.size.height)
    }

    @Test func theSameScriptGivesTheSameOutputs() {
        func play(seed: UInt64) -> ([SheetEffect], [Double], SheetInteraction) {
            var rng = SeededGenerator(seed: seed)
            var sheet = SheetInteraction(layout: Self.layouts[3], container: InteractionFixtures.iPhone15)
            var translation = 0.0
            var effects: [SheetEffect] = []
            var heights: [Double] = []
            for _ in 0..<200 {
                effects += sheet.handle(Self.randomEvent(&rng, translation: &translation, allowsAppDismissal: true))
                heights.append(sheet.height)
            }
            return (effects, heights, sheet)
        }
        let first = play(seed: 7)
        let second = play(seed: 7)
        #expect(first.0 == second.0)
        #expect(first.1 == second.1)
        #expect(first.2 == second.2)
        #expect(first.1 != play(seed: 8).1)
    }

    @Test func hostileContainersGiveNoNaNAndNoNegativeFrames() {
        let hostile: [SheetContainer] = [
            SheetContainer(size: .zero, safeArea: .zero),
            SheetContainer(
                size: Size(width: 393, height: 852), safeArea: Insets(top: 5000, left: 0, bottom: 5000, right: 0)),
            SheetContainer(
                size: Size(width: 393, height: 852), safeArea: Insets(top: 0, left: 0, bottom: 900, right: 0)),
            SheetContainer(size: Size(width: .infinity, height: .infinity), safeArea: .zero),
            SheetContainer(
                size: Size(width: .nan, height: .nan), safeArea: Insets(top: .nan, left: 0, bottom: -40, right: 0)),
            SheetContainer(size: Size(width: -10, height: -10), safeArea: .zero, topGap: .infinity),
        ]
        for (index, container) in hostile.enumerated() {
            for (layoutIndex, layout) in Self.layouts.enumerated() {
                var rng = SeededGenerator(seed: UInt64(100 * index + layoutIndex))
                var sheet = SheetInteraction(layout: layout, container: container, contentHeight: .infinity)
                var translation = 0.0
                for step in 0..<60 {
                    let event: SheetEvent =
                        step == 30
                        ? .keyboardChanged(height: .infinity)
                        : Self.randomEvent(&rng, translation: &translation, allowsAppDismissal: true)
                    for effect in sheet.handle(event) {
                        if case .animate(let animation) = effect {
                            #expect(animation.fromHeight.isFinite && animation.toHeight.isFinite)
                        }
                    }
                    let frame = sheet.frame
                    let values = [
                        sheet.height, sheet.dimmingAlpha, frame.minX, frame.minY, frame.width, frame.height,
                        sheet.uncoveredHeight,
                    ]
                    #expect(
                        values.allSatisfy { $0.isFinite && $0 >= 0 },
                        "container \(index), layout \(layoutIndex): \(values)")
                }
            }
        }
        // And hostile numbers in the events themselves.
        var sheet = SheetInteraction(layout: InteractionFixtures.halfAndFull(), container: InteractionFixtures.iPhone15)
        sheet.run([
            .panBegan(overScrollView: false), .panChanged(downwardTranslation: .nan),
            .panEnded(downwardTranslation: .infinity, downwardVelocity: .nan), .timeStep(.infinity), .timeStep(-1),
            .scrollOffsetChanged(.nan), .contentHeightChanged(.nan),
        ])
        #expect(sheet.height == 759)
        #expect(sheet.phase == .resting)
    }
}
