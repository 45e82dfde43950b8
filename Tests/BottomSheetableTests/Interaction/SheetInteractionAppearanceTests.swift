import BottomSheetable
import Testing

/// The values a shell reads to run an animation with its own animator
/// (`frame(atHeight:)`, `dimmingAlpha(atHeight:)`, `presentationAnimation`).
@Suite struct SheetInteractionAppearanceTests {
    let container = InteractionFixtures.iPhone15

    @Test func frameAndDimmingAtAnotherHeightLeaveTheSheetWhereItIs() {
        let sheet = SheetInteraction(
            layout: InteractionFixtures.threeStops(undimmedThrough: "half"), container: container)
        // Full (700): top edge at 818 − 700 = 118, down to the container's bottom (852).
        #expect(sheet.frame(atHeight: 700) == Rect(x: 0, y: 118, width: 393, height: 734))
        // Halfway from half (400) to full (700): (550 − 400) / 300 = 0.5.
        #expect(sheet.dimmingAlpha(atHeight: 550) == 0.5)
        #expect(sheet.dimmingAlpha(atHeight: 700) == 1)
        // The sheet itself still rests on half.
        #expect(sheet.height == 400)
        #expect(sheet.frame == Rect(x: 0, y: 418, width: 393, height: 434))
        #expect(sheet.dimmingAlpha == 0)
    }

    @Test func frameAtHeightIsClampedAndTotal() {
        let sheet = SheetInteraction(layout: InteractionFixtures.threeStops(), container: container)
        // Off screen (a dismissal's end): the top edge on the container's bottom, no height.
        #expect(sheet.frame(atHeight: -34) == Rect(x: 0, y: 852, width: 393, height: 0))
        #expect(sheet.frame(atHeight: 10_000) == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(sheet.frame(atHeight: .nan) == sheet.frame(atHeight: 0))
        #expect(sheet.dimmingAlpha(atHeight: .infinity) == sheet.dimmingAlpha(atHeight: 0))
    }

    @Test func aPopoverKeepsItsPlacementAtEveryHeight() {
        let layout = SheetLayout(
            presentation: .popover, tiers: .oneTierAutomatic,
            detents: [Detent(id: "fit", height: .points(400))],
            popover: PopoverLayout(portraitHeight: 620, landscapeHeight: 420, alignment: .center))
        let iPad = SheetContainer(
            size: Size(width: 820, height: 1180), safeArea: Insets(top: 24, left: 0, bottom: 20, right: 0))
        let sheet = SheetInteraction(layout: layout, container: iPad)
        #expect(sheet.frame(atHeight: 100) == Rect(x: 158, y: 280, width: 504, height: 620))
    }

    @Test func thePresentationRisesFromBelowTheScreenWithoutOvershoot() {
        let spring = SheetSpring(response: 0.3, damping: 0.6, dampingWithoutVelocity: 0.5)
        let layout = SheetLayout(
            tiers: .three, detents: [Detent(id: "half", height: .points(400))],
            physics: SheetPhysics(spring: spring))
        let animation = SheetInteraction(layout: layout, container: container).presentationAnimation
        #expect(animation.fromHeight == -34)
        #expect(animation.toHeight == 400)
        #expect(animation.downwardVelocity == 0)
        // The layout's spring would bounce from rest (0.5); appearing never does.
        #expect(animation.dampingRatio == 1)
        #expect(animation.spring.response == 0.3)
        // Critically damped from 434 pt away: settled (within 0.5 pt) after some frames, not at once.
        #expect(animation.duration == animation.frames().last?.time)
        #expect(animation.duration > 0.2 && animation.duration < 1)
    }

    /// The platform's own dismissal (app code calling UIKit's `dismiss(animated:)`):
    /// from where the sheet is (half, 400, with a bouncy spring) down to −34, the top
    /// edge on the container's bottom, without overshoot; nil once the state machine
    /// slides the sheet out itself, during that slide and after it.
    @Test func thePlatformsDismissalSlidesFromTheCurrentHeightAndNotTwice() {
        let spring = SheetSpring(response: 0.3, damping: 0.6, dampingWithoutVelocity: 0.5)
        let layout = SheetLayout(
            tiers: .three, detents: [Detent(id: "half", height: .points(400))],
            physics: SheetPhysics(spring: spring))
        var sheet = SheetInteraction(layout: layout, container: container)
        let slide = sheet.platformDismissalAnimation
        #expect(slide?.fromHeight == 400)
        #expect(slide?.toHeight == -34)
        #expect(slide?.downwardVelocity == 0)
        #expect(slide?.dampingRatio == 1)
        #expect(slide?.spring.response == 0.3)
        sheet.handle(.dismissRequested(.programmatic))
        #expect(sheet.phase == .dismissing)
        #expect(sheet.platformDismissalAnimation == nil)
        sheet.handle(.animationCompleted)
        #expect(sheet.phase == .dismissed)
        #expect(sheet.platformDismissalAnimation == nil)
    }
}
