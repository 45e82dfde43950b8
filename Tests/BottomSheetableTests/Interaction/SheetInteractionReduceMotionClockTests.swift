import BottomSheetable
import Testing

/// A cross-dissolve that replaces a spring already under way starts its own clock
/// (three stops: tip 100, half 400, full 700, on an iPhone 15).
@Suite struct SheetInteractionReduceMotionClockTests {
    @Test func aFadeStartedDuringASpringCountsFromZero() {
        var sheet = SheetInteraction(
            layout: InteractionFixtures.threeStops(), container: InteractionFixtures.iPhone15,
            accessibility: SheetAccessibility(reducedMotion: .fade(duration: 0.25)), reducesMotion: false)
        sheet.run([.moveToDetent("full"), .timeStep(0.1)])
        #expect(sheet.animationElapsed == 0.1 && sheet.animation?.curve == .spring)
        sheet.handle(.reduceMotionChanged(true))
        let from = sheet.position
        #expect(
            sheet.handle(.moveToDetent("tip")) == [
                .animate(
                    SheetAnimation(
                        spring: SheetSpring(), fromHeight: from, toHeight: 100, downwardVelocity: 0,
                        curve: .fade(duration: 0.25)))
            ])
        #expect(sheet.animationElapsed == 0 && sheet.position == 100)
        // 0.2 s into the 0.25 s fade it still runs; 0.05 s later it has ended on the tip.
        sheet.handle(.timeStep(0.2))
        #expect(sheet.phase == .animating)
        sheet.handle(.timeStep(0.05))
        #expect(sheet.phase == .resting && sheet.currentDetent?.id == "tip")
    }
}
