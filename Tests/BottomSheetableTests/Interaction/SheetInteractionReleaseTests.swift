import BottomSheetable
import Testing

/// Scripted gestures with the worked numbers. Expected values are computed by
/// hand in each test (the projection `h − v·|v| / (2·800)`, the momentum `h + 0.499·g`).
@Suite struct SheetInteractionReleaseTests {
    let container = InteractionFixtures.iPhone15

    private func contentSized(_ rules: DismissalRules = DismissalRules()) -> SheetInteraction {
        SheetInteraction(
            layout: InteractionFixtures.contentSized(dismissal: rules), container: container, contentHeight: 400)
    }

    @Test func aContentSizedSheetStartsOnItsContentHeight() {
        let sheet = contentSized()
        #expect(sheet.phase == .resting)
        #expect(sheet.height == 400)
        #expect(sheet.currentDetent?.id == "fit")
        #expect(sheet.targetDetent?.id == "fit")
        // Top edge: 852 − 34 − 400 = 418; the frame reaches the container's bottom.
        #expect(sheet.frame == Rect(x: 0, y: 418, width: 393, height: 434))
    }

    @Test func aFlickDownAt500IsDismissed() {
        var sheet = contentSized()
        let effects = sheet.fling(by: 100, velocity: 500)
        // Released at 400 − 100 = 300; 300 − 500² / (2 · 800) = 300 − 156.25 = 143.75,
        // over the whole view, 34 pt of home indicator area included:
        // (400 − 143.75) / 434 ≈ 0.5904 ≥ 0.5 → dismiss.
        #expect(sheet.lastRelease == DragRelease(height: 300, downwardVelocity: 500, startHeight: 400, extentBelowOrigin: 34))
        #expect(sheet.lastProjectedHeight == 143.75)
        let slide = SheetAnimation.dismissal(
            spring: SheetSpring(), fromHeight: 300, toHeight: -34, downwardVelocity: 500)
        #expect(effects == [.dismiss(slide)])
        #expect(slide.dampingRatio == 1)
        #expect(sheet.phase == .dismissing)
        let end = sheet.tickUntilStill()
        #expect(end == [.dismissCompletion])
        #expect(sheet.phase == .dismissed)
        #expect(sheet.currentDetent == nil)
        #expect(sheet.frame == Rect(x: 0, y: 852, width: 393, height: 0))
        #expect(sheet.dimmingAlpha == 0)
        #expect(sheet.handle(.moveToDetent("fit")) == [])
    }

    @Test func aSlowerReleaseAt300ReturnsTo400() {
        var sheet = contentSized()
        let effects = sheet.fling(by: 100, velocity: 300)
        // 300 − 300² / 1600 = 243.75; (400 − 243.75) / 434 ≈ 0.36 < 0.5 → back to 400.
        #expect(sheet.lastProjectedHeight == 243.75)
        #expect(
            effects == [
                .animate(SheetAnimation(spring: SheetSpring(), fromHeight: 300, toHeight: 400, downwardVelocity: 300))
            ])
        #expect(sheet.phase == .animating)
        #expect(sheet.targetDetent?.id == "fit")
        sheet.tickUntilStill()
        #expect(sheet.phase == .resting)
        #expect(sheet.height == 400)
        #expect(sheet.currentDetent?.id == "fit")
    }

    @Test func theJoomThresholdCaseReturnsAsInTheOriginal() {
        // The example: 300 − 400² / 1600 = 200. Joom measures the progress over
        // the presented view, bottom safe area included: (400 − 200) / (400 + 34) ≈ 0.46
        // < 0.5, so the sheet returns (over the sheet height alone it would be 0.5 and
        // dismiss; docs/Runtime.md §11.8).
        var sheet = contentSized()
        sheet.fling(by: 100, velocity: 400)
        #expect(sheet.lastProjectedHeight == 200)
        #expect(sheet.phase == .animating)
        #expect(sheet.targetDetent?.id == "fit")
        // Without a bottom safe area (an iPhone with a Home button) the same release dismisses.
        var bare = SheetInteraction(
            layout: InteractionFixtures.contentSized(dismissal: DismissalRules()),
            container: SheetContainer(size: container.size, safeArea: Insets(top: 20, left: 0, bottom: 0, right: 0)),
            contentHeight: 400)
        bare.fling(by: 100, velocity: 400)
        #expect(bare.phase == .dismissing)
    }

    @Test func twoDetentsUnderTheProjectedStop() {
        var down = SheetInteraction(layout: InteractionFixtures.halfAndFull(), container: container)
        #expect(down.height == 759)
        // 759 − 59 = 700, 300 down: 700 − 90000/1600 = 643.75, nearer full (115.25) than half (264.25).
        down.fling(by: 59, velocity: 300)
        #expect(down.lastProjectedHeight == 643.75)
        #expect(down.targetDetent?.id == "full")

        var up = SheetInteraction(layout: InteractionFixtures.halfAndFull(initial: "half"), container: container)
        // 379.5 + 100 = 479.5, 600 up: 479.5 + 360000/1600 = 704.5 → full.
        up.fling(by: -100, velocity: -600)
        #expect(up.lastProjectedHeight == 704.5)
        #expect(up.targetDetent?.id == "full")
        up.tickUntilStill()
        #expect(up.height == 759 && up.currentDetent?.id == "full")

        var hard = SheetInteraction(layout: InteractionFixtures.halfAndFull(), container: container)
        // 659, 1200 down: 659 − 1440000/1600 = −241 ≤ 379.5/2 → dismiss.
        hard.fling(by: 100, velocity: 1200)
        #expect(hard.lastProjectedHeight == -241)
        #expect(hard.phase == .dismissing)
    }

    @Test func twoDetentsUnderTheMomentumRedirect() {
        let layout = InteractionFixtures.halfAndFull(snap: InteractionFixtures.momentum)
        var down = SheetInteraction(layout: layout, container: container)
        // 700 − 0.499·300 = 550.3; from full: (759 − 550.3)/379.5 ≈ 0.55 > 0.5 → half.
        down.fling(by: 59, velocity: 300)
        expectClose(down.lastProjectedHeight ?? 0, 550.3)
        #expect(down.targetDetent?.id == "half")
        down.tickUntilStill()
        #expect(down.height == 379.5 && down.currentDetent?.id == "half")

        var up = SheetInteraction(
            layout: InteractionFixtures.halfAndFull(snap: InteractionFixtures.momentum, initial: "half"),
            container: container)
        // 479.5 + 0.499·600 = 778.9, clipped to full: progress 1 → full.
        up.fling(by: -100, velocity: -600)
        expectClose(up.lastProjectedHeight ?? 0, 778.9)
        #expect(up.targetDetent?.id == "full")

        var hard = SheetInteraction(layout: layout, container: container)
        // 1200 / 659 ≈ 1.82 < 5.5: not removed; 659 − 598.8 = 60.2 clipped to half → half (one stop).
        hard.fling(by: 100, velocity: 1200)
        #expect(hard.phase == .animating)
        #expect(hard.targetDetent?.id == "half")
    }

    @Test func aSmallSlowDragReturns() {
        var sheet = SheetInteraction(layout: InteractionFixtures.halfAndFull(), container: container)
        // 759 − 30 = 729, still: projected 729 → full.
        let effects = sheet.fling(by: 30, velocity: 0)
        #expect(
            effects == [
                .animate(SheetAnimation(spring: SheetSpring(), fromHeight: 729, toHeight: 759, downwardVelocity: 0))
            ])
        #expect(
            SheetAnimation(spring: SheetSpring(), fromHeight: 729, toHeight: 759, downwardVelocity: 0).dampingRatio == 1
        )
    }

    @Test func aTapWithoutMovementChangesNothing() {
        var sheet = SheetInteraction(layout: InteractionFixtures.halfAndFull(), container: container)
        #expect(sheet.fling(by: 0, velocity: 0) == [])
        #expect(sheet.phase == .resting && sheet.height == 759)
    }

    @Test func aCancelledPanReturnsToItsDetent() {
        var sheet = SheetInteraction(layout: InteractionFixtures.halfAndFull(), container: container)
        sheet.run([.panBegan(overScrollView: false), .panChanged(downwardTranslation: 200)])
        #expect(sheet.height == 559)
        #expect(sheet.phase == .dragging && sheet.targetDetent == nil)
        let effects = sheet.handle(.panCancelled)
        #expect(
            effects == [
                .animate(SheetAnimation(spring: SheetSpring(), fromHeight: 559, toHeight: 759, downwardVelocity: 0))
            ])
        #expect(sheet.handle(.animationCompleted) == [])
        #expect(sheet.height == 759 && sheet.phase == .resting)
    }

    @Test func catchingASettlingSheetStopsItsAnimation() {
        var sheet = SheetInteraction(layout: InteractionFixtures.halfAndFull(), container: container)
        sheet.fling(by: 59, velocity: 300)
        sheet.run([.timeStep(0.05)])
        let caught = sheet.height
        #expect(caught > 700 && caught < 759)
        #expect(sheet.handle(.panBegan(overScrollView: false)) == [.cancelAnimation])
        #expect(sheet.height == caught)
        #expect(sheet.currentDetent?.id == "full")
        sheet.run([.panChanged(downwardTranslation: 10)])
        #expect(sheet.height == caught - 10)
    }

    @Test func programmaticMovesAnimateCriticallyDamped() {
        var sheet = SheetInteraction(layout: InteractionFixtures.halfAndFull(), container: container)
        let effects = sheet.handle(.moveToDetent("half"))
        #expect(
            effects == [
                .animate(SheetAnimation(spring: SheetSpring(), fromHeight: 759, toHeight: 379.5, downwardVelocity: 0))
            ])
        #expect(sheet.targetDetent?.id == "half")
        #expect(sheet.handle(.moveToDetent("nope")) == [])
        sheet.tickUntilStill()
        #expect(sheet.height == 379.5 && sheet.currentDetent?.id == "half")
        #expect(sheet.handle(.moveToDetent("half")) == [])
    }
}
