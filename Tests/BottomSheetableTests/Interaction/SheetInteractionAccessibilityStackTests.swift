import BottomSheetable
import Testing

/// Increment, escape and announcements in a navigation stack three screens deep:
/// the top screen's detents and dismissal rules apply (iPhone 15, available 759).
@Suite struct SheetInteractionAccessibilityStackTests {
    let container = InteractionFixtures.iPhone15
    /// Second screen: half (379.5) and full (759), opening at half; the user cannot dismiss it.
    let locked = SheetLayout(
        tiers: .two, detents: [Detent(id: "half", height: .fraction(0.5)), .large], initialDetent: "half",
        dismissal: DismissalRules(swipe: false, tapOutside: false, closeButton: false))
    /// Third screen: one fixed detent of 300; only its close button dismisses.
    let closable = SheetLayout(
        tiers: .oneTierAutomatic, detents: [Detent(id: "form", height: .points(300))],
        dismissal: DismissalRules(swipe: false, tapOutside: false, closeButton: true))

    @Test func theTopScreensDetentsAndRulesApply() {
        // Root: tip 100, half 400, full 700, every user trigger dismisses.
        var sheet = SheetInteraction(layout: InteractionFixtures.threeStops(), container: container)
        var effects = sheet.handle(.push(locked, contentHeight: nil))
        // Still on its way to the pushed screen's half: nothing is announced before it rests.
        #expect(sheet.phase == .animating && effects.announcedTexts.isEmpty)
        effects += sheet.tickUntilStill()
        // A new screen: its detent is announced, though it has the root's identifier.
        #expect(effects.announcedTexts == ["Half, 1 of 2"])
        #expect(sheet.height == 379.5 && sheet.depth == 2)
        #expect(!sheet.answersEscape)
        #expect(sheet.handle(.accessibilityEscape) == [])

        // Increment walks the pushed screen's two detents, not the root's three.
        effects = sheet.handle(.accessibilityIncrement) + sheet.tickUntilStill()
        #expect(effects.announcedTexts == ["Large, 2 of 2"])
        #expect(sheet.height == 759)
        #expect(sheet.handle(.accessibilityIncrement) == [])

        effects = sheet.handle(.push(closable, contentHeight: nil)) + sheet.tickUntilStill()
        #expect(effects.announcedTexts == ["Form, 1 of 1"])
        #expect(sheet.depth == 3 && sheet.height == 300)
        // The close button may dismiss the top screen, so escape does.
        #expect(sheet.answersEscape)

        effects = sheet.handle(.pop) + sheet.tickUntilStill()
        // Back on the locked screen, on the detent it was left on.
        #expect(effects.announcedTexts == ["Large, 2 of 2"])
        #expect(sheet.depth == 2 && !sheet.answersEscape)
        #expect(sheet.handle(.accessibilityEscape) == [])

        effects = sheet.handle(.pop) + sheet.tickUntilStill()
        #expect(effects.announcedTexts == ["Half, 2 of 3"])
        #expect(sheet.depth == 1 && sheet.height == 400)
        #expect(
            sheet.handle(.accessibilityEscape) == [
                .dismiss(SheetAnimation.dismissal(spring: SheetSpring(), fromHeight: 400, toHeight: -34, downwardVelocity: 0))
            ])
    }
}
