import BottomSheetable
import Testing

/// Increment, decrement and escape (the adjustable grabber and VoiceOver's escape
/// gesture) on the three-stop sheet (tip 100, half 400, full 700) and the
/// content-sized one (400) on an iPhone 15: the bottom safe-area edge is at y = 818.
@Suite struct SheetInteractionAccessibilityTests {
    let container = InteractionFixtures.iPhone15

    private func threeStops(
        escape: SheetAccessibility.Escape = .dismiss, presentation: Presentation = .modal,
        dismissal: DismissalRules = DismissalRules()
    ) -> SheetInteraction {
        SheetInteraction(
            layout: InteractionFixtures.threeStops(presentation: presentation, dismissal: dismissal),
            container: container, accessibility: SheetAccessibility(escape: escape))
    }

    private func spring(_ from: Double, _ to: Double) -> SheetEffect {
        .animate(SheetAnimation(spring: SheetSpring(), fromHeight: from, toHeight: to, downwardVelocity: 0))
    }

    private func announced(_ id: DetentIdentifier, _ name: String, _ position: Int, of count: Int) -> SheetEffect {
        .announce(SheetDetentDescription(detent: id, name: name, position: position, count: count))
    }

    @Test func incrementAndDecrementWalkTheThreeStopsInHeightOrder() {
        var sheet = threeStops()
        #expect(sheet.detentDescription?.text == "Half, 2 of 3")
        #expect(sheet.handle(.accessibilityIncrement) == [spring(400, 700)])
        #expect(sheet.targetDetent?.id == "full" && sheet.currentDetent?.id == "half")
        #expect(sheet.detentDescription?.positionText == "3 of 3")
        #expect(sheet.handle(.animationCompleted) == [announced("full", "Full", 3, of: 3)])
        // Top edge at 818 − 700 = 118.
        #expect(sheet.height == 700 && sheet.frame.minY == 118)
        // At the largest detent an increment does nothing.
        #expect(sheet.handle(.accessibilityIncrement) == [])
        #expect(sheet.phase == .resting && sheet.height == 700)

        #expect(sheet.handle(.accessibilityDecrement) == [spring(700, 400)])
        #expect(sheet.handle(.animationCompleted) == [announced("half", "Half", 2, of: 3)])
        #expect(sheet.handle(.accessibilityDecrement) == [spring(400, 100)])
        #expect(sheet.handle(.animationCompleted) == [announced("tip", "Tip", 1, of: 3)])
        #expect(sheet.height == 100 && sheet.frame.minY == 718)
        // At the smallest detent a decrement does nothing (it never dismisses).
        #expect(sheet.handle(.accessibilityDecrement) == [])
        #expect(sheet.phase == .resting && sheet.height == 100)
    }

    @Test func aStepDuringASettleCountsFromTheDetentTheSheetIsHeadingFor() {
        var sheet = threeStops()
        sheet.handle(.accessibilityIncrement)
        sheet.handle(.timeStep(0.1))
        let caught = sheet.height
        #expect(caught > 400 && caught < 700)
        // Heading for full: a second increment is at the end already.
        #expect(sheet.handle(.accessibilityIncrement) == [])
        #expect(sheet.targetDetent?.id == "full")
        // A decrement from full goes to half, from where the spring had taken the sheet.
        let effects = sheet.handle(.accessibilityDecrement)
        guard case .animate(let back) = effects.first else {
            Issue.record("expected an animation, got \(effects)")
            return
        }
        #expect(effects.count == 1)
        #expect(back.fromHeight == caught && back.toHeight == 400)
        #expect(sheet.targetDetent?.id == "half")
    }

    @Test func stepsAreIgnoredUnderAFingerAndAfterDismissal() {
        var sheet = threeStops()
        sheet.run([.panBegan(overScrollView: false), .panChanged(downwardTranslation: -20)])
        #expect(sheet.handle(.accessibilityIncrement) == [])
        #expect(sheet.handle(.accessibilityDecrement) == [])
        #expect(sheet.handle(.accessibilityEscape) == [])
        #expect(sheet.phase == .dragging && sheet.height == 420)
        sheet.handle(.panCancelled)
        sheet.handle(.animationCompleted)
        sheet.handle(.dismissRequested(.programmatic))
        sheet.handle(.animationCompleted)
        #expect(sheet.phase == .dismissed)
        #expect(sheet.handle(.accessibilityIncrement) == [])
        #expect(sheet.detentDescription == nil)
    }

    @Test func theContentSizedSheetHasNoStepAndEscapeDismissesIt() {
        var sheet = SheetInteraction(
            layout: InteractionFixtures.contentSized(), container: container, contentHeight: 400)
        #expect(sheet.detentDescription?.text == "Fit, 1 of 1")
        #expect(sheet.handle(.accessibilityIncrement) == [])
        #expect(sheet.handle(.accessibilityDecrement) == [])
        #expect(sheet.height == 400 && sheet.phase == .resting)
        #expect(sheet.answersEscape)
        // Slides out from 400 to −34 (the top edge on the container's bottom), critically damped.
        #expect(
            sheet.handle(.accessibilityEscape) == [
                .dismiss(SheetAnimation.dismissal(spring: SheetSpring(), fromHeight: 400, toHeight: -34, downwardVelocity: 0))
            ])
        #expect(sheet.phase == .dismissing)
        #expect(sheet.handle(.animationCompleted) == [.dismissCompletion])
    }

    @Test func escapeDismissesWhenAnyUserTriggerMay() {
        let onlyOne = [
            DismissalRules(swipe: true, tapOutside: false, closeButton: false),
            DismissalRules(swipe: false, tapOutside: true, closeButton: false),
            DismissalRules(swipe: false, tapOutside: false, closeButton: true),
        ]
        for rules in onlyOne {
            var sheet = threeStops(dismissal: rules)
            #expect(sheet.answersEscape, "\(rules)")
            #expect(
                sheet.handle(.accessibilityEscape) == [
                    .dismiss(
                        SheetAnimation.dismissal(
                            spring: SheetSpring(), fromHeight: 400, toHeight: -34, downwardVelocity: 0))
                ], "\(rules)")
        }
    }

    @Test func escapeDoesNothingWhenTheUserMayNotDismiss() {
        var sheet = threeStops(dismissal: DismissalRules(swipe: false, tapOutside: false, closeButton: false))
        #expect(!sheet.answersEscape)
        #expect(sheet.handle(.accessibilityEscape) == [])
        #expect(sheet.phase == .resting && sheet.height == 400)
        // App code still dismisses: escape is the user's way out, not the app's.
        #expect(sheet.handle(.dismissRequested(.programmatic)).count == 1)
    }

    @Test func escapeAsksFirstWithConfirm() {
        var sheet = threeStops(dismissal: DismissalRules(confirm: true))
        sheet.handle(.accessibilityIncrement)
        sheet.handle(.timeStep(0.1))
        let held = sheet.height
        // Caught mid-settle: the spring stops where it is and the app is asked.
        #expect(sheet.handle(.accessibilityEscape) == [.cancelAnimation, .askShouldDismiss])
        #expect(sheet.phase == .awaitingDismissalAnswer && sheet.height == held)
        #expect(sheet.handle(.accessibilityEscape) == [])
        sheet.handle(.shouldDismissAnswered(false))
        sheet.handle(.animationCompleted)
        #expect(sheet.phase == .resting)
    }

    @Test func collapseGoesToTheSmallestDetentThenDismisses() {
        var sheet = threeStops(escape: .collapse)
        sheet.handle(.moveToDetent("full"))
        sheet.handle(.animationCompleted)
        #expect(sheet.handle(.accessibilityEscape) == [spring(700, 100)])
        #expect(sheet.handle(.animationCompleted) == [announced("tip", "Tip", 1, of: 3)])
        #expect(sheet.answersEscape)
        #expect(
            sheet.handle(.accessibilityEscape) == [
                .dismiss(SheetAnimation.dismissal(spring: SheetSpring(), fromHeight: 100, toHeight: -34, downwardVelocity: 0))
            ])
    }

    @Test func collapseWithoutDismissalStopsAtTheSmallestDetent() {
        var sheet = threeStops(escape: .collapse, presentation: .embedded)
        #expect(sheet.answersEscape)
        #expect(sheet.handle(.accessibilityEscape) == [spring(400, 100)])
        sheet.handle(.animationCompleted)
        // An embedded drawer is never dismissed: on its smallest stop escape is not handled.
        #expect(!sheet.answersEscape)
        #expect(sheet.handle(.accessibilityEscape) == [])
        #expect(sheet.phase == .resting && sheet.height == 100)
    }

    @Test func ignoreNeverAnswersEscape() {
        var sheet = threeStops(escape: .ignore)
        #expect(!sheet.answersEscape)
        #expect(sheet.handle(.accessibilityEscape) == [])
        #expect(sheet.phase == .resting && sheet.height == 400)
    }

    @Test func answersEscapeLeavesTheSheetAsItWas() {
        let sheet = threeStops()
        let before = sheet
        #expect(sheet.answersEscape)
        #expect(sheet == before)
    }

    /// FloatingPanel's stops with a hidden one (hidden 0, tip 100, half 379.5,
    /// full 759): steps skip the hidden stop; parked there, an increment shows
    /// the smallest visible stop and a decrement does nothing.
    @Test func stepsSkipAHiddenStopAndLeaveIt() {
        var sheet = SheetInteraction(layout: SheetInteractionHiddenStopTests.panel(), container: container)
        #expect(sheet.detentDescription?.text == "Tip, 1 of 3")
        #expect(sheet.handle(.accessibilityDecrement) == [])
        sheet.handle(.moveToDetent("hidden"))
        sheet.handle(.animationCompleted)
        #expect(sheet.currentDetent?.id == "hidden" && sheet.detentDescription == nil)
        #expect(sheet.handle(.accessibilityDecrement) == [])
        // Parked below the bottom safe area at −34: the increment brings it up to tip.
        #expect(sheet.handle(.accessibilityIncrement) == [spring(-34, 100)])
        #expect(sheet.handle(.animationCompleted) == [announced("tip", "Tip", 1, of: 3)])
        #expect(sheet.handle(.accessibilityIncrement) == [spring(100, 379.5)])
    }
}
