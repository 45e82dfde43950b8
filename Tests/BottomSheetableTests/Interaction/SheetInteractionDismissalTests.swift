import BottomSheetable
import Testing

/// The dismissal protocol: the rules, `confirm` and `shouldDismiss`, `dismissCompletion`.
@Suite struct SheetInteractionDismissalTests {
    let container = InteractionFixtures.iPhone15

    private func contentSized(_ rules: DismissalRules) -> SheetInteraction {
        SheetInteraction(
            layout: InteractionFixtures.contentSized(dismissal: rules), container: container, contentHeight: 400)
    }

    @Test func aForbiddenSwipeSnapsBack() {
        var sheet = contentSized(DismissalRules(swipe: false))
        sheet.run([.panBegan(overScrollView: false), .panChanged(downwardTranslation: 100)])
        // Not swipe-dismissable: 100 pt below the detent shows (1 − 1/(100·0.55/759 + 1))·759 = 41745/814 of it.
        let banded = 400 - 41745.0 / 814.0
        expectClose(sheet.height, banded)
        let effects = sheet.handle(.panEnded(downwardTranslation: 100, downwardVelocity: 500))
        #expect(
            effects == [
                .animate(
                    SheetAnimation(
                        spring: SheetSpring(), fromHeight: sheet.lastRelease?.height ?? 0, toHeight: 400,
                        downwardVelocity: 500))
            ])
        expectClose(sheet.lastRelease?.height ?? 0, banded)
        #expect(sheet.targetDetent?.id == "fit")
        sheet.tickUntilStill()
        #expect(sheet.phase == .resting && sheet.height == 400)
    }

    @Test func confirmAsksAndDismissesOnYes() {
        var sheet = contentSized(DismissalRules(confirm: true))
        let effects = sheet.fling(by: 100, velocity: 500)
        #expect(effects == [.askShouldDismiss])
        #expect(sheet.phase == .awaitingDismissalAnswer)
        // Held where released: top edge at 852 − 34 − 300 = 518.
        #expect(sheet.height == 300)
        #expect(sheet.frame.minY == 518)
        // Nothing else moves it while the answer is pending.
        #expect(sheet.handle(.panBegan(overScrollView: false)) == [])
        #expect(sheet.handle(.moveToDetent("fit")) == [])
        #expect(sheet.handle(.dismissRequested(.tapOutside)) == [])
        #expect(sheet.handle(.timeStep(1)) == [])
        let yes = sheet.handle(.shouldDismissAnswered(true))
        #expect(
            yes == [
                .dismiss(
                    SheetAnimation.dismissal(spring: SheetSpring(), fromHeight: 300, toHeight: -34, downwardVelocity: 0)
                )
            ])
        #expect(sheet.handle(.shouldDismissAnswered(false)) == [])
        #expect(sheet.handle(.animationCompleted) == [.dismissCompletion])
        #expect(sheet.phase == .dismissed)
    }

    @Test func confirmAsksAndStaysOnNo() {
        var sheet = contentSized(DismissalRules(confirm: true))
        sheet.fling(by: 100, velocity: 500)
        let no = sheet.handle(.shouldDismissAnswered(false))
        #expect(
            no == [.animate(SheetAnimation(spring: SheetSpring(), fromHeight: 300, toHeight: 400, downwardVelocity: 0))]
        )
        #expect(sheet.targetDetent?.id == "fit")
        sheet.tickUntilStill()
        #expect(sheet.phase == .resting && sheet.height == 400)
    }

    /// A sheet moving from half (400) to full (700), 0.1 s into the spring.
    private func movingToFull(_ rules: DismissalRules) -> SheetInteraction {
        var sheet = SheetInteraction(layout: InteractionFixtures.threeStops(dismissal: rules), container: container)
        sheet.run([.moveToDetent("full"), .timeStep(0.1)])
        return sheet
    }

    @Test func aConfirmedCloseButtonMidAnimationHoldsTheSheetWhereItIs() {
        var sheet = movingToFull(DismissalRules(closeButton: true, confirm: true))
        let held = sheet.height
        #expect(held > 400 && held < 700 && sheet.animationElapsed == 0.1 && sheet.targetDetent?.id == "full")
        let effects = sheet.handle(.dismissRequested(.closeButton))
        #expect(effects == [.cancelAnimation, .askShouldDismiss])
        #expect(sheet.phase == .awaitingDismissalAnswer)
        // The spring is dropped and its clock reset; no detent is headed for.
        #expect(sheet.animation == nil && sheet.animationElapsed == 0 && sheet.targetDetent == nil)
        #expect(sheet.height == held)
        #expect(sheet.handle(.timeStep(0.5)) == [] && sheet.height == held)
    }

    @Test func aProgrammaticDismissalMidAnimationStartsTheSlideFromItsOwnClock() {
        var sheet = movingToFull(DismissalRules())
        let held = sheet.height
        let effects = sheet.handle(.dismissRequested(.programmatic))
        #expect(sheet.phase == .dismissing && sheet.animationElapsed == 0 && sheet.targetDetent == nil)
        #expect(effects.count == 1 && sheet.animation?.fromHeight == held && sheet.animation?.toHeight == -34)
    }

    @Test func noAnswerIsAskedForWithoutConfirm() {
        var sheet = contentSized(DismissalRules())
        let effects = sheet.fling(by: 100, velocity: 500)
        #expect(!effects.contains(.askShouldDismiss))
        #expect(sheet.handle(.shouldDismissAnswered(true)) == [])
    }

    @Test func tapOutsideFollowsTheRules() {
        var sheet = contentSized(DismissalRules())
        #expect(
            sheet.handle(.dismissRequested(.tapOutside)) == [
                .dismiss(
                    SheetAnimation.dismissal(spring: SheetSpring(), fromHeight: 400, toHeight: -34, downwardVelocity: 0)
                )
            ])
        var forbidden = contentSized(DismissalRules(tapOutside: false))
        #expect(forbidden.handle(.dismissRequested(.tapOutside)) == [])
        #expect(forbidden.handle(.dismissRequested(.closeButton)) == [])
        #expect(forbidden.phase == .resting)
        // An undimmed sheet lets the tap through to the background instead.
        var undimmed = SheetInteraction(
            layout: InteractionFixtures.threeStops(undimmedThrough: "half"), container: container)
        #expect(undimmed.handle(.dismissRequested(.tapOutside)) == [])
        var confirming = contentSized(DismissalRules(closeButton: true, confirm: true))
        #expect(confirming.handle(.dismissRequested(.closeButton)) == [.askShouldDismiss])
    }

    @Test func appCodeDismissesWithoutAskingEvenWhenNothingElseMay() {
        var sheet = contentSized(DismissalRules(swipe: false, tapOutside: false, confirm: true))
        sheet.run([.panBegan(overScrollView: false), .panChanged(downwardTranslation: 50)])
        let effects = sheet.handle(.dismissRequested(.programmatic))
        #expect(effects.count == 1)
        guard case .dismiss(let slide) = effects.first else {
            Issue.record("expected a dismissal, got \(effects)")
            return
        }
        #expect(slide.toHeight == -34)
        #expect(sheet.phase == .dismissing)
        // The finger's later events are ignored.
        #expect(sheet.handle(.panEnded(downwardTranslation: 60, downwardVelocity: 0)) == [])
        #expect(sheet.handle(.animationCompleted) == [.dismissCompletion])
    }

    /// `wouldDismiss(on:)` answers for the release and the tap without moving the
    /// sheet: a 100-pt pull released at 500 pt/s leaves a 400-pt sheet (it slides
    /// out; with `confirm` it asks), a 10-pt nudge at 0 does not, a forbidden swipe
    /// does not; a tap outside does unless the rules forbid it; app code does.
    @Test func wouldDismissAnswersWithoutChangingTheSheet() {
        var sheet = contentSized(DismissalRules())
        sheet.run([.panBegan(overScrollView: false), .panChanged(downwardTranslation: 100)])
        let held = sheet
        #expect(sheet.wouldDismiss(on: .panEnded(downwardTranslation: 100, downwardVelocity: 500)))
        #expect(sheet == held)
        #expect(sheet.phase == .dragging)
        var nudged = contentSized(DismissalRules())
        nudged.run([.panBegan(overScrollView: false), .panChanged(downwardTranslation: 10)])
        #expect(!nudged.wouldDismiss(on: .panEnded(downwardTranslation: 10, downwardVelocity: 0)))
        var confirming = contentSized(DismissalRules(confirm: true))
        confirming.run([.panBegan(overScrollView: false), .panChanged(downwardTranslation: 100)])
        #expect(confirming.wouldDismiss(on: .panEnded(downwardTranslation: 100, downwardVelocity: 500)))
        var noSwipe = contentSized(DismissalRules(swipe: false))
        noSwipe.run([.panBegan(overScrollView: false), .panChanged(downwardTranslation: 100)])
        #expect(!noSwipe.wouldDismiss(on: .panEnded(downwardTranslation: 100, downwardVelocity: 500)))
        let resting = contentSized(DismissalRules())
        #expect(resting.wouldDismiss(on: .dismissRequested(.tapOutside)))
        #expect(!contentSized(DismissalRules(tapOutside: false)).wouldDismiss(on: .dismissRequested(.tapOutside)))
        #expect(!resting.wouldDismiss(on: .moveToDetent("fit")))
        let locked = contentSized(DismissalRules(swipe: false, tapOutside: false))
        #expect(locked.wouldDismiss(on: .dismissRequested(.programmatic)))
    }
}
