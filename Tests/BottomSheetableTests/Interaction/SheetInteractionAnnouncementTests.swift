import BottomSheetable
import Testing

/// The announcement after a settle: once per new detent (or new screen), never for
/// a rest on the same detent, never when turned off.
@Suite struct SheetInteractionAnnouncementTests {
    let container = InteractionFixtures.iPhone15

    @Test func aSpringSettleIsAnnouncedOnceAtItsEnd() {
        var sheet = SheetInteraction(layout: InteractionFixtures.threeStops(), container: container)
        var effects = sheet.fling(by: -50, velocity: -2_000)
        #expect(effects.announcedTexts.isEmpty)
        effects += sheet.tickUntilStill()
        #expect(sheet.currentDetent?.id == "full")
        #expect(effects.announcedTexts == ["Full, 3 of 3"])
        // More time, a container report with nothing changed, a move to where it is: nothing new.
        effects = sheet.handle(.timeStep(1)) + sheet.handle(.containerChanged(container))
        effects += sheet.handle(.moveToDetent("full"))
        #expect(effects.announcedTexts.isEmpty)
    }

    @Test func aSnapBackToTheSameDetentIsNotAnnounced() {
        var sheet = SheetInteraction(layout: InteractionFixtures.threeStops(), container: container)
        var effects = sheet.fling(by: -20, velocity: 0)
        effects += sheet.tickUntilStill()
        #expect(sheet.currentDetent?.id == "half")
        #expect(effects.announcedTexts.isEmpty)
    }

    @Test func everyNewDetentIsAnnouncedOnce() {
        var sheet = SheetInteraction(layout: InteractionFixtures.threeStops(), container: container)
        var texts: [String] = []
        for id: DetentIdentifier in ["tip", "tip", "full", "half", "half"] {
            texts += sheet.handle(.moveToDetent(id)).announcedTexts
            texts += sheet.tickUntilStill().announcedTexts
        }
        #expect(texts == ["Tip, 1 of 3", "Full, 3 of 3", "Half, 2 of 3"])
    }

    @Test func turnedOffNothingIsAnnounced() {
        var sheet = SheetInteraction(
            layout: InteractionFixtures.threeStops(), container: container,
            accessibility: SheetAccessibility(announcesDetent: false))
        var effects = sheet.handle(.accessibilityIncrement)
        effects += sheet.handle(.animationCompleted)
        #expect(effects.count == 1)
        #expect(effects.announcedTexts.isEmpty)
        #expect(sheet.currentDetent?.id == "full")
    }

    @Test func namesComeFromTheAccessibilityValue() {
        var sheet = SheetInteraction(
            layout: InteractionFixtures.threeStops(), container: container,
            accessibility: SheetAccessibility(detentNames: ["full": "Expanded"]))
        sheet.handle(.accessibilityIncrement)
        #expect(sheet.handle(.animationCompleted).announcedTexts == ["Expanded, 3 of 3"])
        sheet.handle(.accessibilityDecrement)
        #expect(sheet.handle(.animationCompleted).announcedTexts == ["Half, 2 of 3"])
    }

    @Test func aFittedDetentFollowsTheTextSizeWithoutAnAnnouncement() {
        var sheet = SheetInteraction(
            layout: InteractionFixtures.contentSized(), container: container, contentHeight: 400)
        // The text grew: the content now measures 520; the fitted detent follows, critically damped.
        let effects = sheet.handle(.contentSizeCategoryChanged(contentHeight: 520))
        #expect(
            effects == [
                .animate(SheetAnimation(spring: SheetSpring(), fromHeight: 400, toHeight: 520, downwardVelocity: 0))
            ])
        #expect(sheet.detents.map(\.height) == [520])
        #expect(sheet.handle(.animationCompleted) == [])
        #expect(sheet.height == 520 && sheet.frame.minY == 818 - 520)
        // At the largest text size the content outgrows the screen: the detent stops at 759.
        sheet.handle(.contentSizeCategoryChanged(contentHeight: 2_000))
        sheet.handle(.animationCompleted)
        #expect(sheet.height == 759)
    }
}
