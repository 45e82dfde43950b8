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
        // It moves at its placement's size too (§14.2).
        #expect(sheet.movingFrame(atHeight: 100) == Rect(x: 158, y: 280, width: 504, height: 620))
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

    /// §14.5: the frame of where the sheet rests or is going, whatever the finger does.
    @Test func theRestingFrameIsTheTargetsWhileDraggingAndSettling() {
        var sheet = SheetInteraction(layout: InteractionFixtures.threeStops(), container: container)
        // On half (400): top edge 818 − 400 = 418.
        let half = Rect(x: 0, y: 418, width: 393, height: 434)
        #expect(sheet.restingFrame == half)
        sheet.run([.panBegan(overScrollView: false), .panChanged(downwardTranslation: -150)])
        #expect(sheet.frame == Rect(x: 0, y: 268, width: 393, height: 584))
        #expect(sheet.restingFrame == half)
        // Released up fast: settling on full (700, top edge 118) from 550.
        sheet.handle(.panEnded(downwardTranslation: -150, downwardVelocity: -1500))
        #expect(sheet.phase == .animating)
        #expect(sheet.restingFrame == Rect(x: 0, y: 118, width: 393, height: 734))
        #expect(sheet.frame == Rect(x: 0, y: 268, width: 393, height: 584))
    }

    @Test func theRestingFrameIncludesTheKeyboardAndIsTheLiveFrameWhileDismissing() {
        var lifted = InteractionFixtures.threeStops()
        lifted.keyboard = .lift
        var sheet = SheetInteraction(layout: lifted, container: container)
        sheet.run([.keyboardChanged(height: 300), .animationCompleted])
        // Lifted by 300 − 34 = 266 above half: 666, top edge 152.
        #expect(sheet.restingFrame == Rect(x: 0, y: 152, width: 393, height: 700))
        sheet.handle(.dismissRequested(.programmatic))
        #expect(sheet.phase == .dismissing)
        #expect(sheet.restingFrame == sheet.frame)
        sheet.handle(.timeStep(0.05))
        #expect(sheet.restingFrame == sheet.frame)
    }

    /// §14.2: moving, the view keeps the tallest frame's size (852, the whole
    /// container at `maximumHeight` 818); at rest it has the frame's.
    @Test func theViewFrameKeepsOneSizeWhileTheSheetMoves() {
        var sheet = SheetInteraction(layout: InteractionFixtures.threeStops(), container: container)
        #expect(sheet.movingFrame(atHeight: 479.5) == Rect(x: 0, y: 338.5, width: 393, height: 852))
        #expect(sheet.viewFrame == sheet.frame)
        sheet.run([.panBegan(overScrollView: false), .panChanged(downwardTranslation: -100)])
        #expect(sheet.phase == .dragging)
        #expect(sheet.viewFrame == Rect(x: 0, y: 318, width: 393, height: 852))
        sheet.handle(.panEnded(downwardTranslation: -100, downwardVelocity: 0))
        #expect(sheet.phase == .animating)
        #expect(sheet.viewFrame == Rect(x: 0, y: 318, width: 393, height: 852))
        sheet.handle(.animationCompleted)
        #expect(sheet.phase == .resting)
        #expect(sheet.viewFrame == Rect(x: 0, y: 418, width: 393, height: 434))
        sheet.handle(.dismissRequested(.programmatic))
        #expect(sheet.phase == .dismissing)
        #expect(sheet.viewFrame == Rect(x: 0, y: 418, width: 393, height: 852))
        sheet.handle(.animationCompleted)
        #expect(sheet.phase == .dismissed)
        #expect(sheet.viewFrame == Rect(x: 0, y: 852, width: 393, height: 0))
        #expect(sheet.restingFrame == Rect(x: 0, y: 852, width: 393, height: 0))
    }

    @Test func theViewFrameKeepsOneSizeDuringAnEdgeSwipeAndNotWhileWaitingForAnAnswer() {
        var confirming = InteractionFixtures.threeStops(dismissal: DismissalRules(confirm: true))
        confirming.detents.removeFirst()
        var sheet = SheetInteraction(layout: confirming, container: container)
        sheet.fling(by: 380, velocity: 2000)
        #expect(sheet.phase == .awaitingDismissalAnswer)
        #expect(sheet.viewFrame == sheet.frame)
        var stacked = SheetInteraction(layout: InteractionFixtures.threeStops(), container: container)
        stacked.run([.push(InteractionFixtures.threeStops(initial: "full"), contentHeight: nil), .animationCompleted])
        stacked.handle(.interactivePopBegan)
        #expect(stacked.phase == .popping)
        #expect(stacked.viewFrame.size.height == 852)
        #expect(stacked.viewFrame.origin == stacked.frame.origin)
    }
}
