import BottomSheetable
import Foundation
import SheetDiagnostics
import SheetLanguage
import TestSupport
import Testing

/// `SpecSimulator`: the state machine driven on resolved sheets of real specs, with the
/// issue's worked numbers computed by hand (projection `h + v·|v| / (2·800)` with `v`
/// positive upwards; dismissal when `(smallest − projected) / smallest ≥ 0.5`).
@Suite struct SpecSimulatorTests {
    /// iPhone 16 portrait: 393 × 852, safe area 59 / 34.
    static let iPhone16 = BuiltInProfiles.all.first { $0.name == "iphone-16" }!

    static let contentSized = """
        version: 1
        minimumOS: 16
        sheets:
          receipt:
            type: ReceiptViewController
            tiers: automatic
            detents:
              - { id: fit, fit: content }
          locked:
            type: LockedViewController
            tiers: automatic
            detents:
              - { id: fit, fit: content }
            dismiss: { swipe: false, closeButton: true }
          stops:
            type: StopsViewController
            detents:
              - { id: half, fraction: 0.5 }
              - { id: full, system: large }
            initial: full
        """

    static func plan(_ text: String, path: String = "inline.sheet.yaml") -> LayoutPlan? {
        let loaded = SpecLoader.load(SourceFile(path: path, text: text), limits: .default)
        return SpecPlanner.plan([loaded], options: ValidationOptions(), strict: false).plan
    }

    static func checkout() throws -> LayoutPlan {
        try #require(try PlanFixtures.outcome(["checkout.sheet.yaml"]).plan)
    }

    static func request(
        _ sheet: String, release: Double = 300, velocity: Double, profile: String? = "iphone-16",
        content: Double? = 400, from: String? = nil, answer: Bool = true
    ) -> SimulationRequest {
        SimulationRequest(
            sheet: sheet, profile: profile, fromDetent: from, releaseHeight: release, upwardVelocity: velocity,
            contentHeight: content, answersShouldDismiss: answer)
    }

    /// The state machine adds 1/60 s per step where `frames()` computes `k/60`: the
    /// heights agree to the last bits, far below the printed 1/1000.
    static func close(_ lhs: [Double], _ rhs: [Double]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    static func simulation(_ plan: LayoutPlan, _ request: SimulationRequest) throws -> SheetSimulation {
        try SpecSimulator.simulate(plan, request: request).get()
    }

    // MARK: The worked numbers

    @Test func checkoutReleasedDownAt500IsDismissed() throws {
        // 400-pt content-sized sheet, released at 300 moving down at 500 pt/s:
        // 300 − 500²/1600 = 300 − 156.25 = 143.75; (400 − 143.75)/400 = 0.640625 ≥ 0.5.
        let run = try Self.simulation(Self.checkout(), Self.request("checkout", velocity: -500))
        #expect(run.profile == "iphone-16" && run.orientation == .portrait)
        #expect(run.startDetent == "fit" && run.startHeight == 400)
        #expect(run.releaseHeight == 300)
        #expect(run.projectedHeight == 143.75)
        #expect(run.dismissalAllowed)
        // checkout has `dismiss.confirm: true`: the release asks, the default answer is yes.
        #expect(run.askedShouldDismiss && run.shouldDismissAnswer == true)
        #expect(run.outcome == .dismissed && run.detent == nil && run.height == 0)
        // Held at 300 while asked, then slid out from rest to −34 (the sheet's top edge at
        // the container's bottom), critically damped: the state machine's own animation.
        let slide = SheetAnimation.dismissal(spring: SheetSpring(), fromHeight: 300, toHeight: -34, downwardVelocity: 0)
        let expected = slide.frames()
        #expect(run.frames.count == expected.count)
        for (frame, sample) in zip(run.frames, expected) {
            #expect(abs(frame.height - max(0, sample.height)) < 1e-9)
            #expect(frame.time == sample.time)
        }
        // Modal sheet without `undimmedThrough`: alpha h/400 below the detent.
        #expect(run.frames.first == SimulatedFrame(time: 0, height: 300, dimming: 0.75, passesTouchesThrough: false))
        #expect(run.frames.last == SimulatedFrame(time: expected.last!.time, height: 0, dimming: 0, passesTouchesThrough: true))
    }

    @Test func checkoutReleasedDownAt300ReturnsTo400() throws {
        // 300 − 300²/1600 = 243.75; (400 − 243.75)/400 = 0.390625 < 0.5 → back to 400.
        let run = try Self.simulation(Self.checkout(), Self.request("checkout", velocity: -300))
        #expect(run.projectedHeight == 243.75)
        #expect(!run.askedShouldDismiss && run.shouldDismissAnswer == nil)
        #expect(run.outcome == .settled && run.detent == "fit" && run.height == 400)
        let settle = SheetAnimation(spring: SheetSpring(), fromHeight: 300, toHeight: 400, downwardVelocity: 300)
        let expected = settle.frames()
        #expect(run.frames.count == expected.count)
        for (frame, sample) in zip(run.frames, expected) { #expect(abs(frame.height - sample.height) < 1e-9) }
        #expect(run.frames.last?.height == 400 && run.frames.last?.dimming == 1)
    }

    @Test func withoutConfirmTheSlideKeepsTheReleaseVelocity() throws {
        let plan = try #require(Self.plan(Self.contentSized))
        let run = try Self.simulation(plan, Self.request("receipt", velocity: -500))
        #expect(run.projectedHeight == 143.75 && !run.askedShouldDismiss && run.outcome == .dismissed)
        let slide = SheetAnimation.dismissal(
            spring: SheetSpring(), fromHeight: 300, toHeight: -34, downwardVelocity: 500)
        #expect(Self.close(run.frames.map(\.height), slide.frames().map { max(0, $0.height) }))
    }

    @Test func aRefusedDismissalReturnsToTheNearestDetentFromRest() throws {
        let run = try Self.simulation(Self.checkout(), Self.request("checkout", velocity: -500, answer: false))
        #expect(run.askedShouldDismiss && run.shouldDismissAnswer == false)
        #expect(run.outcome == .settled && run.detent == "fit" && run.height == 400)
        let back = SheetAnimation(spring: SheetSpring(), fromHeight: 300, toHeight: 400, downwardVelocity: 0)
        #expect(Self.close(run.frames.map(\.height), back.frames().map(\.height)))
    }

    @Test func aForbiddenSwipeIsOnlyOfferedDetents() throws {
        // `dismiss.swipe: false`: below the detent the drag rubber-bands, and the policy
        // is asked without dismissal, so even a hard flick settles on the detent.
        let plan = try #require(Self.plan(Self.contentSized))
        let run = try Self.simulation(plan, Self.request("locked", velocity: -3000))
        #expect(!run.dismissalAllowed && !run.askedShouldDismiss)
        #expect(run.releaseHeight > 300 && run.releaseHeight < 400)
        #expect(run.outcome == .settled && run.detent == "fit" && run.height == 400)
    }

    @Test func twoDetentsFromTheChosenOne() throws {
        // iPhone 16: available 852 − 59 − 34 = 759; half 379.5, full 759 (large, no top gap
        // past the safe area in the plan's container). From half, released at 500 moving up
        // at 400: 500 + 400²/1600 = 600, nearer full (159) than half (220.5).
        let plan = try #require(Self.plan(Self.contentSized))
        let run = try Self.simulation(plan, Self.request("stops", release: 500, velocity: 400, content: nil, from: "half"))
        #expect(run.startDetent == "half" && run.startHeight == 379.5)
        #expect(run.projectedHeight == 600)
        #expect(run.outcome == .settled && run.detent == "full")
        #expect(run.height == run.frames.last?.height)
    }

    @Test func theSameRequestGivesTheSameBytes() throws {
        let plan = try Self.checkout()
        let first = SimulationWriter.json(try Self.simulation(plan, Self.request("checkout", velocity: -300)))
        let second = SimulationWriter.json(try Self.simulation(plan, Self.request("checkout", velocity: -300)))
        #expect(first == second)
        #expect(first.contains("\"outcome\": \"settled\""))
        #expect(first.contains("\"detent\": \"fit\""))
        #expect(first.contains("\"projectedHeight\": 243.75"))
        #expect(first.contains("\"time\": 0.017"), "times rounded to 1/1000 s")
    }

    @Test func theHumanSummaryNamesTheOutcome() throws {
        let run = try Self.simulation(Self.checkout(), Self.request("checkout", velocity: -500))
        let text = SimulationWriter.human(run)
        #expect(text.hasPrefix("`checkout` on iphone-16, portrait, content 400 pt\n"))
        #expect(text.contains("released at 300 pt, moving down at 500 pt/s"))
        #expect(text.contains("projected stop: 143.75 pt; swipe dismissal allowed"))
        #expect(text.contains("asked shouldDismiss: answered true"))
        #expect(text.contains("outcome: dismissed after "))
        #expect(text.split(separator: "\n").count <= 12)
    }

    @Test func everyExampleSheetComesToRestOnADetentOrIsDismissed() throws {
        // Every sheet of specs/ on the iPhone 16, portrait (852 − 34 = 818 pt up to the top
        // edge, where a spring may overshoot), from each active detent,
        // released at a spread of heights and velocities (seeded, so the same every run).
        let plan = try #require(try PlanFixtures.outcome(PlanFixtures.exampleNames).plan)
        var random = SeededGenerator(seed: 20)
        func next(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
        var runs = 0
        for sheetPlan in plan.sheets {
            let screen = try #require(
                sheetPlan.profiles.first { $0.profile == "iphone-16" }?.screens.first { $0.orientation == .portrait })
            let heights = screen.detents.map(\.resolved.height)
            for detent in screen.detents {
                for _ in 0..<8 {
                    let request = Self.request(
                        sheetPlan.sheet.id, release: next(0...900), velocity: next(-4000...4000), content: nil,
                        from: detent.resolved.id.rawValue)
                    let run = try Self.simulation(plan, request)
                    runs += 1
                    #expect(run == (try Self.simulation(plan, request)), "the same script, the same frames")
                    #expect(run.frames.allSatisfy { $0.height >= 0 && $0.height <= 818 && (0...1).contains($0.dimming) })
                    switch run.outcome {
                    case .settled:
                        #expect(run.detent != nil && heights.contains(run.height), "\(sheetPlan.sheet.id): \(run.height)")
                    case .dismissed:
                        #expect(run.dismissalAllowed && run.height == 0 && run.detent == nil)
                    }
                    #expect(run.frames.last?.height == run.height)
                }
            }
        }
        #expect(runs > 40)
    }

    // MARK: Requests that cannot run

    @Test func badNumbersAreRejectedBeforeAnythingRuns() throws {
        let plan = try Self.checkout()
        let nan = SpecSimulator.simulate(plan, request: Self.request("checkout", release: .nan, velocity: 0))
        guard case .failure(.invalidNumber(let option, let value)) = nan else {
            Issue.record("a NaN release height ran")
            return
        }
        #expect(option == "release-height" && value.isNaN)
        let negative = SpecSimulator.simulate(plan, request: Self.request("checkout", release: -1, velocity: 0))
        #expect(negative == .failure(.invalidNumber(option: "release-height", value: -1)))
        let infinite = SpecSimulator.simulate(plan, request: Self.request("checkout", velocity: -.infinity))
        #expect(infinite == .failure(.invalidNumber(option: "velocity", value: -.infinity)))
        let content = SpecSimulator.simulate(plan, request: Self.request("checkout", velocity: 0, content: -5))
        #expect(content == .failure(.invalidNumber(option: "content-height", value: -5)))
        #expect(
            SheetRequestError.invalidNumber(option: "velocity", value: .infinity).message
                == "--velocity must be a finite number of points per second; got infinite (inf)")
    }

    @Test func unknownNamesSuggestTheNearest() throws {
        let plan = try Self.checkout()
        guard case .failure(let sheet) = SpecSimulator.simulate(plan, request: Self.request("chekout", velocity: 0))
        else { Issue.record("an unknown sheet ran"); return }
        #expect(sheet.message.hasPrefix("no sheet is called `chekout`; did you mean `checkout`?"))
        guard case .failure(let detent) = SpecSimulator.simulate(plan, request: Self.request("checkout", velocity: 0, from: "fitt"))
        else { Issue.record("an unknown detent ran"); return }
        #expect(detent.message == "the sheet `checkout` has no detent `fitt`; did you mean `fit`? (detents: `fit`)")
        guard case .failure(let profile) = SpecSimulator.simulate(plan, request: Self.request("checkout", velocity: 0, profile: "iphone-17"))
        else { Issue.record("an unknown profile ran"); return }
        #expect(profile.message.hasPrefix("no device profile is called `iphone-17`"))
    }

    @Test func aPopoverOnIPadIsNotDraggedButAdaptsOnIPhone() throws {
        let plan = try #require(try PlanFixtures.outcome(["store-picker.sheet.yaml"]).plan)
        // On iPad the finger does nothing; the result is the popover's frame: 504 × 620,
        // bottom-centred, its bottom edge on the bottom safe-area edge (margin 0).
        let pad = try Self.simulation(plan, Self.request("storePicker", velocity: -500, profile: "ipad-mini-a17-pro"))
        let screen = try #require(BuiltInProfiles.iPadMiniA17Pro.screens.first { $0.orientation == .portrait })
        let bottom = screen.size.height - screen.safeArea.bottom
        #expect(pad.popoverFrame == Rect(x: screen.size.width / 2 - 252, y: bottom - 620, width: 504, height: 620))
        #expect(pad.outcome == .settled && pad.projectedHeight == nil && pad.frames.count == 1)
        // On iPhone it is a sheet: `swipe: false`, so a downward flick settles back.
        let phone = try Self.simulation(plan, Self.request("storePicker", velocity: -500))
        #expect(phone.outcome == .settled && phone.detent == "fit" && phone.height == 400)
    }

    /// The same popover anchored to the app's view: its size is the plan's,
    /// its place is the source view's, so no position is written or printed.
    @Test func anAnchoredPopoverGivesItsSizeAndNoPosition() throws {
        let url = RepositoryPaths.exampleSpecs.appendingPathComponent("store-picker.sheet.yaml")
        let text = try String(contentsOf: url, encoding: .utf8)
            .replacingOccurrences(of: "alignment: bottomCenter", with: "alignment: anchored")
        let loaded = SpecLoader.load(SourceFile(path: "specs/store-picker.sheet.yaml", text: text), limits: .default)
        let plan = try #require(SpecPlanner.plan([loaded], options: ValidationOptions(), strict: false).plan)
        let pad = try Self.simulation(plan, Self.request("storePicker", velocity: -500, profile: "ipad-mini-a17-pro"))
        #expect(pad.popoverIsAnchored)
        #expect(pad.popoverFrame?.size == Size(width: 504, height: 620))
        let human = SimulationWriter.human(pad)
        #expect(human.contains("popover size: 504 × 620 pt, beside the view the app anchors it to (not dragged)"), "\(human)")
        #expect(!human.contains("popover frame"))
        let json = SimulationWriter.json(pad)
        #expect(json.contains("\"popoverFrame\"") && !json.contains("\"x\""), "\(json)")
        // Not anchored, the frame has its place.
        let bottomCentred = try Self.simulation(
            try #require(try PlanFixtures.outcome(["store-picker.sheet.yaml"]).plan),
            Self.request("storePicker", velocity: -500, profile: "ipad-mini-a17-pro"))
        #expect(!bottomCentred.popoverIsAnchored && SimulationWriter.json(bottomCentred).contains("\"x\""))
    }

    @Test func anInvalidSpecGivesItsReportAndNoSimulation() {
        let run = SpecSimulator.simulate(
            paths: ["/nonexistent/sheetspec-simulate.sheet.yaml"], request: Self.request("x", velocity: 0),
            options: ValidationOptions(), strict: false)
        #expect(run.simulation == nil)
        #expect(run.report?.verdict(strict: false) != .passed)
    }
}

extension Result where Success == SheetSimulation, Failure == SheetRequestError {
    fileprivate static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.success(let a), .success(let b)): a == b
        case (.failure(let a), .failure(let b)): a == b
        default: false
        }
    }
}
