import BottomSheetable
import Testing

/// Settles while Reduce Motion is on: a cross-dissolve at the new height, or an
/// instant change, instead of the spring. Three stops (tip 100, half 400, full 700)
/// on an iPhone 15 (bottom safe-area edge at y = 818).
@Suite struct SheetInteractionReduceMotionTests {
    let container = InteractionFixtures.iPhone15
    let full = SheetEffect.announce(SheetDetentDescription(detent: "full", name: "Full", position: 3, count: 3))

    private func threeStops(_ reducedMotion: SheetAccessibility.ReducedMotion, reducesMotion: Bool = true)
        -> SheetInteraction
    {
        SheetInteraction(
            layout: InteractionFixtures.threeStops(), container: container,
            accessibility: SheetAccessibility(reducedMotion: reducedMotion), reducesMotion: reducesMotion)
    }

    @Test func aFadeSettleTakesTheNewHeightAtOnceAndEndsAfterItsDuration() {
        var sheet = threeStops(.fade(duration: 0.25))
        let fade = SheetAnimation(
            spring: SheetSpring(), fromHeight: 400, toHeight: 700, downwardVelocity: 0, curve: .fade(duration: 0.25))
        #expect(sheet.handle(.accessibilityIncrement) == [.animate(fade)])
        // The layout is at full from the first frame: top edge 818 − 700 = 118.
        #expect(sheet.height == 700 && sheet.frame.minY == 118)
        #expect(sheet.phase == .animating && sheet.currentDetent?.id == "half" && sheet.targetDetent?.id == "full")

        // Its frames at 60 per second: 0, 1/60, …, 15/60 = 0.25, every one at 700 and still.
        let frames = fade.frames()
        #expect(frames.count == 16)
        #expect(frames.map(\.time) == (0...15).map { Double($0) / 60 })
        #expect(frames.allSatisfy { $0.height == 700 && $0.velocity == 0 })
        #expect(frames.last?.time == 0.25)
        #expect(fade.duration == 0.25)
        #expect(fade.fadeProgress(at: 0.125) == 0.5)
        #expect(fade.fadeProgress(at: 1) == 1)

        // Half-way: still fading, so nothing is announced yet.
        #expect(sheet.handle(.timeStep(0.125)) == [])
        #expect(sheet.phase == .animating && sheet.height == 700)
        // Just short of the end: still fading.
        #expect(sheet.handle(.timeStep(0.12)) == [])
        #expect(sheet.phase == .animating)
        // The end: at rest on full, announced once.
        #expect(sheet.handle(.timeStep(0.005)) == [full])
        #expect(sheet.phase == .resting && sheet.currentDetent?.id == "full")
        #expect(sheet.handle(.timeStep(0.1)) == [])
    }

    @Test func aFadeCarriesNoVelocityIntoTheNextMove() {
        var sheet = threeStops(.fade(duration: 0.25))
        sheet.handle(.accessibilityIncrement)
        sheet.handle(.timeStep(0.1))
        // Caught by a decrement mid-fade: a new fade from 700 (where the sheet already is) to 400.
        #expect(
            sheet.handle(.accessibilityDecrement) == [
                .animate(
                    SheetAnimation(
                        spring: SheetSpring(), fromHeight: 700, toHeight: 400, downwardVelocity: 0,
                        curve: .fade(duration: 0.25)))
            ])
        #expect(sheet.height == 400)
    }

    @Test func anInstantSettleRestsAtOnce() {
        var sheet = threeStops(.instant)
        #expect(sheet.handle(.accessibilityIncrement) == [full])
        #expect(sheet.phase == .resting && sheet.height == 700 && sheet.animation == nil)
    }

    /// `keep`: with Reduce Motion on, the settle is the same spring as with it off.
    @Test func keepSettlesWithTheSpring() {
        var kept = threeStops(.keep)
        var plain = threeStops(.fade(duration: 0.25), reducesMotion: false)
        let spring = SheetAnimation(spring: SheetSpring(), fromHeight: 400, toHeight: 700, downwardVelocity: 0)
        #expect(plain.handle(.accessibilityIncrement) == [.animate(spring)])
        #expect(kept.handle(.accessibilityIncrement) == [.animate(spring)])
        #expect(kept.animation?.fadeDuration == nil)
        #expect(kept.phase == .animating && kept.height == 400)
    }

    /// Without an `accessibility:` argument the interaction takes the layout's.
    @Test func theLayoutsAccessibilityIsTheDefault() {
        var layout = InteractionFixtures.threeStops()
        layout.accessibility = SheetAccessibility(reducedMotion: .instant)
        var sheet = SheetInteraction(layout: layout, container: container, reducesMotion: true)
        #expect(sheet.accessibility.reducedMotion == .instant)
        #expect(sheet.handle(.accessibilityIncrement) == [full])
        #expect(sheet.phase == .resting && sheet.height == 700)
        // An argument still wins over the layout's.
        let given = SheetInteraction(
            layout: layout, container: container, accessibility: SheetAccessibility(reducedMotion: .keep))
        #expect(given.accessibility.reducedMotion == .keep)
    }

    @Test func aFadeOfNoDurationIsInstant() {
        for duration in [0, -1, Double.infinity, Double.nan] {
            var sheet = threeStops(.fade(duration: duration))
            #expect(sheet.handle(.accessibilityIncrement) == [full], "\(duration)")
            #expect(sheet.phase == .resting && sheet.height == 700)
        }
    }

    @Test func theSettingTurnedOnMidSpringChangesTheNextSettle() {
        var sheet = threeStops(.instant, reducesMotion: false)
        let effects = sheet.handle(.accessibilityIncrement)
        #expect(
            effects == [
                .animate(SheetAnimation(spring: SheetSpring(), fromHeight: 400, toHeight: 700, downwardVelocity: 0))
            ])
        sheet.handle(.timeStep(0.1))
        #expect(sheet.reducesMotion == false)
        #expect(sheet.handle(.reduceMotionChanged(true)) == [])
        #expect(sheet.reducesMotion)
        // The running spring stops; the sheet is on half at once.
        #expect(
            sheet.handle(.accessibilityDecrement) == [
                .cancelAnimation
            ])
        #expect(sheet.phase == .resting && sheet.height == 400)
        // Turned off again: the spring is back.
        sheet.handle(.reduceMotionChanged(false))
        #expect(
            sheet.handle(.accessibilityIncrement) == [
                .animate(SheetAnimation(spring: SheetSpring(), fromHeight: 400, toHeight: 700, downwardVelocity: 0))
            ])
    }

    @Test func aReleaseSettlesWithoutTheSpringToo() {
        var sheet = threeStops(.fade(duration: 0.25))
        // Flung up from half at 2,000 pt/s: the snap policy picks full; no spring, no bounce.
        let effects = sheet.fling(by: -50, velocity: -2_000)
        #expect(effects.count == 1)
        guard case .animate(let fade) = effects.first else {
            Issue.record("expected a fade, got \(effects)")
            return
        }
        #expect(fade.curve == .fade(duration: 0.25) && fade.fromHeight == 450 && fade.toHeight == 700)
        #expect(fade.downwardVelocity == 0)
    }
}
