import BottomSheetable
import SheetLanguage
import Testing
import TestSupport

/// The presenter's state machine on the example specs' own sheets, on every built-in
/// profile screen: the map drawer's worked numbers, and random gesture scripts whose
/// outcome must always be a detent or a dismissal the rules allow.
@Suite struct ExampleSheetGestureTests {
    /// A sheet of an example spec as it is presented on one screen of a built-in profile.
    struct Case {
        var name: String
        var layout: SheetLayout
        var container: SheetContainer
        var declaredIDs: [String]
    }

    /// Every example sheet on every screen where it has detents: as the planned sheet
    /// on `sheet` screens (a popover adapts to a sheet on iPhone, as `SpecSimulator`
    /// does), as itself on `popover` screens; `fullScreen` screens have no detents.
    static func cases() throws -> [Case] {
        let plan = try #require(try PlanFixtures.outcome(PlanFixtures.exampleNames).plan)
        var cases: [Case] = []
        for sheetPlan in plan.sheets {
            let ids = sheetPlan.sheet.detents.map(\.detent.id.rawValue)
            for profile in sheetPlan.profiles {
                for screen in profile.screens where screen.presentedAs != .fullScreen {
                    var layout = sheetPlan.sheet.layout
                    if screen.presentedAs == .sheet && layout.presentation == .popover { layout.presentation = .modal }
                    cases.append(
                        Case(
                            name: "\(sheetPlan.sheet.id) on \(profile.profile) \(screen.orientation.rawValue)",
                            layout: layout, container: screen.container, declaredIDs: ids))
                }
            }
        }
        return cases
    }

    // MARK: The map drawer (specs/map-drawer.sheet.yaml)

    @Test func theMapDrawerSnapsBetweenItsTwoPositionsAndTheMapStaysInteractive() throws {
        let drawer = try #require(try Self.cases().first { $0.name == "placeDetails on iphone-16 portrait" })
        var sheet = SheetInteraction(layout: drawer.layout, container: drawer.container)
        // iPhone 16: 852 − 59 − 34 = 759 available; half 759/2 = 379.5, full 759 − 24 = 735.
        #expect(sheet.detents.map(\.height) == [379.5, 735])
        #expect(sheet.height == 379.5 && sheet.passesTouchesThrough && sheet.dimmingAlpha == 0)

        // Up 100 to 479.5 at 400 pt/s: 479.5 + 0.499·400 = 679.1; segment half…full,
        // progress (679.1 − 379.5)/355.5 ≈ 0.84 > 0.5 → full.
        for event: SheetEvent in [
            .panBegan(overScrollView: false), .panChanged(downwardTranslation: -100),
            .panEnded(downwardTranslation: -100, downwardVelocity: -400),
        ] { sheet.handle(event) }
        #expect(abs((sheet.lastProjectedHeight ?? 0) - 679.1) < 1e-9)
        #expect(sheet.targetDetent?.id == "full")
        // The map takes touches beside the drawer at every height on the way.
        while sheet.phase == .animating {
            sheet.handle(.timeStep(1.0 / 60.0))
            #expect(sheet.passesTouchesThrough && sheet.dimmingAlpha == 0, "at \(sheet.height)")
        }
        #expect(sheet.phase == .resting && sheet.height == 735 && sheet.currentDetent?.id == "full")

        // Down 300 to 435 at 3000 pt/s: no swipe dismissal in this spec, so no removal;
        // 435 − 0.499·3000 = −1062, clipped to half → half, one stop.
        for event: SheetEvent in [
            .panBegan(overScrollView: false), .panChanged(downwardTranslation: 300),
            .panEnded(downwardTranslation: 300, downwardVelocity: 3000),
        ] { sheet.handle(event) }
        #expect(sheet.targetDetent?.id == "half")
        while sheet.phase == .animating { sheet.handle(.timeStep(1.0 / 60.0)) }
        #expect(sheet.phase == .resting && sheet.height == 379.5 && sheet.passesTouchesThrough)

        // Neither a tap on the map nor a swipe removes it; the close button does.
        #expect(sheet.handle(.dismissRequested(.tapOutside)) == [])
        #expect(sheet.handle(.dismissRequested(.swipe)) == [])
        #expect(sheet.handle(.dismissRequested(.closeButton)).count == 1)
    }

    // MARK: Random scripts

    /// A random event for `item`: its declared detents plus one it lacks; app code
    /// (which always dismisses) only asks a sheet the user can leave.
    static func randomEvent(_ rng: inout SeededGenerator, translation: inout Double, for item: Case) -> SheetEvent {
        switch Int.random(in: 0..<12, using: &rng) {
        case 0, 1:
            translation = 0
            return .panBegan(overScrollView: Bool.random(using: &rng))
        case 2, 3, 4:
            translation += Double(Int.random(in: -500...500, using: &rng))
            return .panChanged(downwardTranslation: translation)
        case 5, 6:
            return .panEnded(
                downwardTranslation: translation, downwardVelocity: Double(Int.random(in: -4000...4000, using: &rng)))
        case 7:
            return .scrollOffsetChanged(Double(Int.random(in: -20...200, using: &rng)))
        case 8:
            return .timeStep(Double(Int.random(in: 0...30, using: &rng)) / 60)
        case 9:
            return .moveToDetent(DetentIdentifier((item.declaredIDs + ["missing"]).randomElement(using: &rng)!))
        case 10:
            let triggers = DismissalTrigger.allCases.filter {
                $0 != .programmatic || !item.layout.dismissal.isInescapable
            }
            return .dismissRequested(triggers.randomElement(using: &rng)!)
        default:
            return Bool.random(using: &rng) ? .shouldDismissAnswered(Bool.random(using: &rng)) : .panCancelled
        }
    }

    /// Whether `event` may start a dismissal under `rules`: a release only when a swipe
    /// may dismiss, a request only by a trigger the rules allow (app code always), and
    /// an answer to the question one of those asked.
    static func mayDismiss(_ event: SheetEvent, _ rules: DismissalRules) -> Bool {
        switch event {
        case .panEnded: rules.allows(.swipe)
        case .dismissRequested(let trigger): rules.allows(trigger)
        case .shouldDismissAnswered(true): true
        default: false
        }
    }

    /// One script: 40 random events, then the finger lifts, the app answers and time
    /// runs out. Returns the sheet and every frame it showed, after checking each.
    static func play(_ item: Case, seed: UInt64) -> (SheetInteraction, [Rect]) {
        var rng = SeededGenerator(seed: seed)
        var sheet = SheetInteraction(layout: item.layout, container: item.container, contentHeight: 420)
        var translation = 0.0
        var frames: [Rect] = []
        let largest = sheet.detents.last?.height ?? 0
        func observe(_ event: SheetEvent, _ effects: [SheetEffect]) {
            let starts = effects.contains { effect in
                switch effect {
                case .dismiss, .askShouldDismiss: true
                default: false
                }
            }
            #expect(!starts || mayDismiss(event, item.layout.dismissal), "\(item.name), seed \(seed): \(event)")
            let frame = sheet.frame
            frames.append(frame)
            #expect(sheet.height.isFinite && sheet.height >= 0 && sheet.height <= sheet.maximumHeight)
            // The rubber band never shows more than the available height past the largest detent.
            #expect(sheet.height <= largest + sheet.container.availableHeight, "\(item.name), seed \(seed)")
            #expect(
                [frame.minX, frame.minY, frame.width, frame.height].allSatisfy { $0.isFinite && $0 >= 0 },
                "\(item.name), seed \(seed): \(frame)")
        }
        for _ in 0..<40 {
            let event = randomEvent(&rng, translation: &translation, for: item)
            observe(event, sheet.handle(event))
        }
        let answer = SheetEvent.shouldDismissAnswered(Bool.random(using: &rng))
        for event in [.panEnded(downwardTranslation: translation, downwardVelocity: 0), answer] {
            observe(event, sheet.handle(event))
        }
        var steps = 0
        while (sheet.phase == .animating || sheet.phase == .dismissing) && steps < 2_000 {
            observe(.timeStep(1.0 / 60.0), sheet.handle(.timeStep(1.0 / 60.0)))
            steps += 1
        }
        return (sheet, frames)
    }

    @Test func randomScriptsOnEveryExampleSheetAndProfileEndOnADetentOrDismissed() throws {
        let cases = try Self.cases()
        var outcomes: [SheetPhase: Int] = [:]
        var scripts = 0
        for (index, item) in cases.enumerated() {
            for round in 0..<3 {
                let seed = UInt64(index * 3 + round + 1)
                let (sheet, frames) = Self.play(item, seed: seed)
                scripts += 1
                #expect(sheet.phase == .resting || sheet.phase == .dismissed, "\(item.name), seed \(seed)")
                if sheet.phase == .resting {
                    let detent = try #require(sheet.currentDetent, "\(item.name), seed \(seed)")
                    #expect(sheet.detents.contains(detent) && sheet.height == detent.height, "\(item.name), seed \(seed)")
                }
                if item.layout.dismissal.isInescapable {
                    #expect(sheet.phase != .dismissed, "\(item.name), seed \(seed)")
                }
                outcomes[sheet.phase, default: 0] += 1
                // The same script gives the same frames.
                let again = Self.play(item, seed: seed)
                #expect(again.0 == sheet && again.1 == frames, "\(item.name), seed \(seed)")
            }
        }
        #expect(scripts >= 200, "only \(scripts) scripts")
        #expect(outcomes[.resting, default: 0] >= 20 && outcomes[.dismissed, default: 0] >= 20, "\(outcomes)")
    }
}
