import BottomSheetable
import SheetLanguage
import Testing

/// `simulate --action`: VoiceOver's increment, decrement and escape through
/// the state machine with each spec's `accessibility:` choices, on the
/// iPhone SE (portrait, 667 pt screen, 637 pt between the safe areas).
///
/// now-playing: three stops measured on the whole screen (`frame: screen`),
/// 0.25, 0.5 and 0.75 of 667 = 166.75, 333.5 and 500.25; `escape: collapse`,
/// `reduceMotion: fade` over 0.2 s. checkout: one fitted stop at its cap,
/// 0.9 · 637 = 573.3; `escape: dismiss` with `confirm`.
@Suite struct AccessibilityActionSimulationTests {
    static func run(
        _ spec: String, sheet: String, _ actions: [SimulatedAction], reducesMotion: Bool = false,
        answer: Bool = true
    ) throws -> SheetSimulation {
        let plan = try #require(try PlanFixtures.outcome([spec]).plan)
        var request = SimulationRequest(
            sheet: sheet, profile: "iphone-se-3", input: .actions(actions), answersShouldDismiss: answer)
        request.reducesMotion = reducesMotion
        return try SpecSimulator.simulate(plan, request: request).get()
    }

    @Test func incrementTwiceThenEscapeCollapsesTheThreeStopSheet() throws {
        let run = try Self.run("now-playing.sheet.yaml", sheet: "nowPlaying", [.increment, .increment, .escape])
        #expect(run.startDetent == "mini" && run.startHeight == 166.75)
        #expect(run.actions.map(\.detent) == ["half", "queue", "mini"])
        #expect(run.actions.map(\.height) == [333.5, 500.25, 166.75])
        #expect(run.actions.map(\.announcements) == [["Half, 2 of 3"], ["Queue, 3 of 3"], ["Mini, 1 of 3"]])
        #expect(run.actions.allSatisfy { $0.handled && !$0.dismissed })
        // The spring: more than one frame, ending on the stop.
        #expect(run.actions[0].frames.first?.height == 166.75 && run.actions[0].frames.last?.height == 333.5)
        #expect(run.actions[0].frames.count > 10)
        #expect(run.outcome == .settled && run.detent == "mini" && run.height == 166.75)
    }

    /// Decrement on the smallest stop does nothing; escape there, with
    /// `collapse`, dismisses (the sheet may be swiped away).
    @Test func decrementAtTheBottomIsNotHandledAndEscapeThereDismisses() throws {
        let run = try Self.run("now-playing.sheet.yaml", sheet: "nowPlaying", [.decrement, .escape, .increment])
        #expect(!run.actions[0].handled && run.actions[0].detent == "mini" && run.actions[0].announcements.isEmpty)
        #expect(run.actions[0].frames.count == 1)
        #expect(run.actions[1].handled && run.actions[1].dismissed && run.actions[1].height == 0)
        #expect(run.actions.count == 2, "nothing after the dismissal")
        #expect(run.outcome == .dismissed)
    }

    /// Reduce Motion with the spec's `fadeDuration: 0.2`: the new height at
    /// once, held for 12 frames (0.2 s at 60 Hz), then announced.
    @Test func aReduceMotionSettleFadesForTheSpecsDuration() throws {
        let run = try Self.run("now-playing.sheet.yaml", sheet: "nowPlaying", [.increment], reducesMotion: true)
        let step = try #require(run.actions.first)
        #expect(step.frames.count == 13)
        #expect(step.frames.allSatisfy { $0.height == 333.5 })
        #expect(step.frames.last?.time == 0.2)
        #expect(step.announcements == ["Half, 2 of 3"])
    }

    /// The content-sized sheet has one stop: increment goes to the screen
    /// behind; escape asks `shouldDismiss` and, answered true, dismisses;
    /// answered false, the sheet stays at 573.3.
    @Test func theFittedSheetAnswersEscapeOnly() throws {
        let run = try Self.run("checkout.sheet.yaml", sheet: "checkout", [.increment, .escape])
        #expect(LengthPrecision.rounded(run.startHeight) == 573.3)
        #expect(!run.actions[0].handled && LengthPrecision.rounded(run.actions[0].height) == 573.3)
        #expect(run.actions[1].askedShouldDismiss && run.actions[1].dismissed)
        #expect(run.shouldDismissAnswer == true && run.outcome == .dismissed)
        let refused = try Self.run("checkout.sheet.yaml", sheet: "checkout", [.escape], answer: false)
        #expect(refused.actions[0].askedShouldDismiss && !refused.actions[0].dismissed)
        #expect(refused.outcome == .settled && LengthPrecision.rounded(refused.height) == 573.3 && refused.detent == "fit")
    }

    /// The JSON carries the steps only when actions were asked for.
    @Test func theJSONListsTheSteps() throws {
        let run = try Self.run("now-playing.sheet.yaml", sheet: "nowPlaying", [.increment])
        let json = SimulationWriter.json(run)
        #expect(json.contains("\"actions\": ["))
        #expect(json.contains("\"Half, 2 of 3\""))
        #expect(SimulationWriter.human(run).contains("increment: `half` at 333.5 pt after"))
    }
}
