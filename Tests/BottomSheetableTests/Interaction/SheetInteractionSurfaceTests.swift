import BottomSheetable
import Testing

/// Dimming, pass-through, rubber banding, keyboard and container changes.
@Suite struct SheetInteractionSurfaceTests {
    let container = InteractionFixtures.iPhone15

    @Test func dimmingBetweenTheUndimmedDetentAndTheNext() {
        var sheet = SheetInteraction(
            layout: InteractionFixtures.threeStops(undimmedThrough: "half"), container: container)
        #expect(sheet.height == 400)
        #expect(sheet.dimmingAlpha == 0)
        #expect(sheet.passesTouchesThrough)
        sheet.run([.panBegan(overScrollView: false), .panChanged(downwardTranslation: -150)])
        // 550 is halfway from half (400) to full (700): (550 − 400) / 300 = 0.5.
        #expect(sheet.height == 550)
        #expect(sheet.dimmingAlpha == 0.5)
        #expect(!sheet.passesTouchesThrough)
        sheet.run([.panChanged(downwardTranslation: -300)])
        #expect(sheet.dimmingAlpha == 1)
        sheet.run([.panChanged(downwardTranslation: 300)])
        #expect(sheet.height == 100)
        #expect(sheet.dimmingAlpha == 0)
        #expect(sheet.passesTouchesThrough)
    }

    @Test func dimmedEverywhereFadesBelowTheSmallestDetent() {
        var sheet = SheetInteraction(layout: InteractionFixtures.threeStops(initial: "tip"), container: container)
        #expect(sheet.dimmingAlpha == 1)
        #expect(!sheet.passesTouchesThrough)
        sheet.run([.panBegan(overScrollView: false), .panChanged(downwardTranslation: 50)])
        // Swipe-dismissable: follows the finger to 50 = half of the tip (100) → 0.5.
        #expect(sheet.height == 50)
        #expect(sheet.dimmingAlpha == 0.5)
    }

    @Test func overlaysAndPopoversNeverDim() {
        let overlay = SheetInteraction(
            layout: InteractionFixtures.threeStops(presentation: .overlay, initial: "full"), container: container)
        #expect(overlay.dimmingAlpha == 0 && overlay.passesTouchesThrough)
        let popover = SheetInteraction(
            layout: InteractionFixtures.threeStops(presentation: .popover), container: container)
        #expect(popover.dimmingAlpha == 0 && !popover.passesTouchesThrough)
    }

    @Test func rubberBandPastTheTopStaysWithinItsBound() {
        var sheet = SheetInteraction(layout: InteractionFixtures.halfAndFull(), container: container)
        sheet.run([.panBegan(overScrollView: false), .panChanged(downwardTranslation: -100)])
        // 100 pt past full: 759 + (1 − 1/(100·0.55/759 + 1))·759 = 759 + 41745/814 ≈ 810.28.
        expectClose(sheet.height, 759 + 41745.0 / 814.0)
        #expect(sheet.height < 759 + 759)
        // A very long pull is stopped by the container's top edge (852 − 34 = 818 above the baseline).
        sheet.run([.panChanged(downwardTranslation: -10_000)])
        #expect(sheet.height == 818)
        #expect(sheet.frame == Rect(x: 0, y: 0, width: 393, height: 852))
        sheet.run([.panEnded(downwardTranslation: -10_000, downwardVelocity: 0)])
        #expect(sheet.targetDetent?.id == "full")
    }

    @Test func rubberBandBelowASmallDetentNeverGoesNegative() {
        let layout = SheetLayout(
            detents: [Detent(id: "peek", height: .points(50))], dismissal: DismissalRules(swipe: false))
        var sheet = SheetInteraction(layout: layout, container: container)
        sheet.run([.panBegan(overScrollView: false), .panChanged(downwardTranslation: 10_000)])
        // The band alone would give 50 − 666.96 < 0.
        #expect(sheet.height == 0)
        #expect(sheet.frame == Rect(x: 0, y: 818, width: 393, height: 34))
        sheet.run([.panEnded(downwardTranslation: 10_000, downwardVelocity: 3_000)])
        #expect(sheet.phase == .animating)
        for _ in 0..<600 {
            sheet.handle(.timeStep(1.0 / 60.0))
            #expect(sheet.height >= 0)
            #expect(sheet.frame.height >= 0)
        }
        #expect(sheet.phase == .resting && sheet.height == 50)
    }

    @Test func keyboardLiftAndExpand() {
        // Keyboard 336 on iPhone 15: overlap 336 − 34 = 302.
        var lift = SheetInteraction(
            layout: SheetLayout(detents: [Detent(id: "form", height: .points(300))], keyboard: .lift),
            container: container)
        let up = lift.handle(.keyboardChanged(height: 336))
        #expect(
            up == [.animate(SheetAnimation(spring: SheetSpring(), fromHeight: 300, toHeight: 602, downwardVelocity: 0))]
        )
        lift.handle(.animationCompleted)
        #expect(lift.height == 602 && lift.uncoveredHeight == 300)
        lift.handle(.keyboardChanged(height: 0))
        lift.handle(.animationCompleted)
        #expect(lift.height == 300 && lift.currentDetent?.id == "form")

        var expand = SheetInteraction(
            layout: SheetLayout(
                detents: [Detent(id: "half", height: .fraction(0.5)), .large], initialDetent: "half", keyboard: .expand),
            container: container)
        expand.handle(.keyboardChanged(height: 336))
        #expect(expand.targetDetent?.id == "large")
        expand.handle(.animationCompleted)
        #expect(expand.height == 759 && expand.currentDetent?.id == "large")
    }

    @Test func containerChangesJumpToTheDetentsNewHeight() {
        var sheet = SheetInteraction(
            layout: SheetLayout(detents: [.medium, .large], initialDetent: "medium"), container: container)
        #expect(sheet.height == 379.5)
        // Landscape is compact height: medium is inactive, the nearest active detent is large (372).
        // No animation; the sheet rests on another detent, so it is announced (docs/Runtime.md §11.14).
        #expect(
            sheet.handle(.containerChanged(ExampleContainers.iPhone15Landscape)) == [
                .announce(SheetDetentDescription(detent: "large", name: "Large", position: 1, count: 1))
            ])
        #expect(sheet.currentDetent?.id == "large")
        #expect(sheet.height == 372)
    }

    @Test func contentHeightReportsMoveAFittedSheet() {
        var sheet = SheetInteraction(
            layout: InteractionFixtures.contentSized(), container: container, contentHeight: 400)
        let effects = sheet.handle(.contentHeightChanged(250))
        #expect(
            effects == [
                .animate(SheetAnimation(spring: SheetSpring(), fromHeight: 400, toHeight: 250, downwardVelocity: 0))
            ])
        sheet.handle(.animationCompleted)
        #expect(sheet.height == 250)
        // Not measured: the fitted detent rests at its cap, the available height.
        sheet.handle(.contentHeightChanged(nil))
        sheet.handle(.animationCompleted)
        #expect(sheet.height == 759)
    }

    @Test func nearestDetentTiesGoToTheLarger() {
        let sheet = SheetInteraction(layout: InteractionFixtures.threeStops(), container: container)
        // 250 is 150 from tip (100) and from half (400): the larger wins; 249 is nearer tip.
        #expect(sheet.nearestDetent(to: 250)?.id == "half")
        #expect(sheet.nearestDetent(to: 249)?.id == "tip")
        #expect(sheet.nearestDetent(to: 5_000)?.id == "full")
        #expect(SheetInteraction(layout: SheetLayout(detents: []), container: container).nearestDetent(to: 10) == nil)
    }
}
