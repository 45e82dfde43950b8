import BottomSheetable
import PropertyBased
import Testing

/// The state machine's invariants over random navigation stacks, detent sets, releases
/// and keyboard events, with PropertyBased: a failing case is shrunk to the smallest
/// stack and script that still fails, and printed with the seed that replays it
/// (`@Test(.fixedSeed("…"))`). Each property states its number of cases.
@Suite struct SheetInteractionStackPropertyTests {
    /// One screen of a stack: its detents (points, 100 to 700 in steps of 100) and its rules.
    struct Screen: Sendable, CustomStringConvertible {
        var heights: [Int]
        var interactivePop: Bool
        var swipe: Bool
        var tapOutside: Bool
        var closeButton: Bool
        var confirm: Bool

        var layout: SheetLayout {
            SheetLayout(
                detents: heights.map { Detent(id: DetentIdentifier("d\($0)"), height: .points(Double($0))) },
                dismissal: DismissalRules(
                    swipe: swipe, tapOutside: tapOutside, closeButton: closeButton, confirm: confirm),
                navigation: SheetNavigation(interactivePop: interactivePop))
        }

        var description: String {
            "\(heights) pop:\(interactivePop) swipe:\(swipe) tap:\(tapOutside) close:\(closeButton) confirm:\(confirm)"
        }
    }

    static let screen = zip(
        Gen.int(in: 1...7).array(of: 1...4), Gen.bool, Gen.bool, Gen.bool, Gen.bool, Gen.bool
    ).map { raw in
        Screen(
            heights: Array(Set(raw.0.map { $0 * 100 })).sorted(), interactivePop: raw.1, swipe: raw.2,
            tapOutside: raw.3, closeButton: raw.4, confirm: raw.5)
    }

    /// A stack of 1 to 6 screens, the root first.
    static let stack = screen.array(of: 1...6)

    /// Event codes: a kind (0–8) and a value (−400…400), read by `Script.event`.
    static let script = zip(Gen.int(in: 0...8), Gen.int(in: -400...400)).array(of: 0...30)

    /// Turns codes into events; the pan's translation accumulates as a finger's does.
    struct Script {
        var translation = 0.0

        mutating func event(_ code: (Int, Int), top: Screen) -> SheetEvent {
            let (kind, value) = code
            switch kind {
            case 0:
                translation = 0
                return .panBegan(overScrollView: false)
            case 1:
                translation += Double(value)
                return .panChanged(downwardTranslation: translation)
            case 2: return .panEnded(downwardTranslation: translation, downwardVelocity: Double(value * 8))
            case 3: return .timeStep(Double(abs(value) % 21) / 60)
            case 4: return .keyboardChanged(height: Double(max(0, value)))
            case 5:
                let triggers: [DismissalTrigger] = [.tapOutside, .closeButton, .swipe, .programmatic]
                return .dismissRequested(triggers[abs(value) % triggers.count])
            case 6: return .shouldDismissAnswered(value >= 0)
            case 7: return .moveToDetent(DetentIdentifier("d\(top.heights[abs(value) % top.heights.count])"))
            default: return value >= 0 ? .interactivePopBegan : .interactivePopEnded(completed: value % 2 == 0)
            }
        }
    }

    /// A sheet showing `screens`, pushed one by one, each push settled.
    static func presented(_ screens: [Screen]) -> SheetInteraction {
        var sheet = SheetInteraction(layout: screens[0].layout, container: InteractionFixtures.iPhone15)
        for screen in screens.dropFirst() {
            sheet.handle(.push(screen.layout, contentHeight: 300))
            sheet.tickUntilStill()
        }
        return sheet
    }

    /// 300 stacks: at every depth, walking back down with edge swipes, the top screen's
    /// layout, detents and edge-swipe rule (that of the screen below it) apply, and a
    /// completed swipe lands on a detent of the screen it uncovers.
    @Test func theTopScreensRulesApplyAtEveryDepth() async {
        await propertyCheck(count: 300, input: Self.stack) { screens in
            var sheet = Self.presented(screens)
            for depth in stride(from: screens.count, through: 1, by: -1) {
                let top = screens[depth - 1]
                #expect(sheet.depth == depth)
                #expect(sheet.layout == top.layout)
                #expect(sheet.detents.map(\.height) == top.heights.map(Double.init))
                #expect(sheet.phase == .resting && sheet.height == sheet.currentDetent?.height)
                let swipeAllowed = depth >= 2 && screens[depth - 2].interactivePop
                #expect(sheet.allowsInteractivePop == swipeAllowed)
                sheet.handle(.interactivePopBegan)
                #expect((sheet.phase == .popping) == swipeAllowed)
                sheet.handle(.interactivePopChanged(progress: 0.5))
                sheet.handle(.interactivePopEnded(completed: true))
                sheet.tickUntilStill()
            }
            #expect(sheet.depth == 1)
        }
    }

    /// 300 random detent sets and scripts of up to 30 pans, releases, keyboard changes,
    /// detent moves and time steps: at rest the height is a detent's, a settling sheet
    /// heads for a detent, and a dragged sheet stays on screen.
    @Test func theHeightIsADetentAtRestAndOnScreenDuringADrag() async {
        await propertyCheck(count: 300, input: Self.screen, Self.script) { screen, codes in
            var sheet = SheetInteraction(layout: screen.layout, container: InteractionFixtures.iPhone15)
            var script = Script()
            for code in codes {
                sheet.handle(script.event(code, top: screen))
                let heights = sheet.detents.map(\.height)
                switch sheet.phase {
                case .resting: #expect(heights.contains(sheet.height), "\(sheet.height) is not in \(heights)")
                case .animating: #expect(sheet.targetDetent.map { heights.contains($0.height) } == true)
                case .dragging: #expect(sheet.height >= 0 && sheet.height <= sheet.maximumHeight)
                default: break
                }
            }
        }
    }

    /// 300 stacks and scripts: every `.dismiss` effect comes from a trigger the top
    /// screen's rules allow (app code always may; a `confirm` screen only after the app
    /// answered yes), and `dismissCompletion` fires once at most, and only once dismissed.
    @Test func aDismissalHappensOnlyWhereTheTopScreenAllowsIt() async {
        await propertyCheck(count: 300, input: Self.stack, Self.script) { screens, codes in
            var sheet = Self.presented(screens)
            var script = Script()
            var completions = 0
            for code in codes {
                let top = screens[sheet.depth - 1]
                let phaseBefore = sheet.phase
                let event = script.event(code, top: top)
                let effects = sheet.handle(event)
                completions += effects.filter { $0 == .dismissCompletion }.count
                guard effects.contains(where: { if case .dismiss = $0 { true } else { false } }) else { continue }
                switch event {
                case .panEnded, .dismissRequested(.swipe): #expect(top.swipe && !top.confirm, "\(event) on \(top)")
                case .dismissRequested(.programmatic): break
                case .dismissRequested(.closeButton): #expect(top.closeButton && !top.confirm, "\(event) on \(top)")
                case .dismissRequested(.tapOutside): #expect(top.tapOutside && !top.confirm, "\(event) on \(top)")
                case .shouldDismissAnswered(true):
                    #expect(top.confirm && phaseBefore == .awaitingDismissalAnswer, "\(event) on \(top)")
                default: Issue.record("\(event) dismissed \(top)")
                }
            }
            #expect(completions <= 1)
            #expect(completions == 0 || sheet.phase == .dismissed)
        }
    }

    /// 200 stacks and scripts, then app code dismisses: the slide-out ends in exactly one
    /// `dismissCompletion`, whatever came before, and nothing after brings another.
    @Test func dismissCompletionFiresOnce() async {
        await propertyCheck(count: 200, input: Self.stack, Self.script) { screens, codes in
            var sheet = Self.presented(screens)
            var script = Script()
            var effects: [SheetEffect] = []
            for code in codes {
                effects += sheet.handle(script.event(code, top: screens[sheet.depth - 1]))
            }
            effects += sheet.handle(.dismissRequested(.programmatic))
            effects += sheet.tickUntilStill()
            effects += sheet.run([.animationCompleted, .dismissRequested(.programmatic), .timeStep(1), .pop])
            #expect(sheet.phase == .dismissed)
            #expect(effects.filter { $0 == .dismissCompletion }.count == 1)
        }
    }
}
