import BottomSheetable
import Testing

/// iPhone 15 portrait (safe-area bottom 34, available 759) with a 336 pt keyboard
/// (end-frame height, home-indicator area included): overlap 336 − 34 = 302.
@Suite struct KeyboardAdjustmentTests {
    let phone = ExampleContainers.iPhone15
    let keyboard = 336.0
    let halfAndFull = [fixed("half", 379.5), fixed("full", 759)]

    private func outcome(_ policy: KeyboardPolicy, at height: Double, detents: [ResolvedDetent]? = nil,
                         keyboard: Double? = nil) -> KeyboardOutcome {
        KeyboardAdjustment.sheet(
            policy: policy,
            currentHeight: height,
            detents: detents ?? halfAndFull,
            keyboardHeight: keyboard ?? self.keyboard,
            in: phone
        )
    }

    @Test func overlapExcludesTheBottomSafeArea() {
        #expect(KeyboardAdjustment.overlap(keyboardHeight: 336, in: phone) == 302)
        #expect(KeyboardAdjustment.overlap(keyboardHeight: 20, in: phone) == 0)
        #expect(KeyboardAdjustment.overlap(keyboardHeight: 260, in: ExampleContainers.iPhoneSE) == 260)
    }

    @Test func noneKeepsTheHeightAndTheKeyboardCoversTheBottom() {
        #expect(outcome(.none, at: 379.5) == KeyboardOutcome(height: 379.5, uncoveredHeight: 77.5))
    }

    @Test func shrinkKeepsTheTopEdgeAndShrinksWhatIsVisible() {
        #expect(outcome(.shrink, at: 379.5) == KeyboardOutcome(height: 379.5, uncoveredHeight: 77.5))
        #expect(outcome(.shrink, at: 200) == KeyboardOutcome(height: 200, uncoveredHeight: 0))
    }

    @Test func expandGoesToTheLargestDetent() {
        // 759 tall, 759 − 302 = 457 above the keyboard.
        #expect(outcome(.expand, at: 379.5) == KeyboardOutcome(height: 759, uncoveredHeight: 457))
    }

    @Test func expandWithoutALargerDetentLiftsLikeUIKit() {
        // Detents 200 and 400, already at 400: grows by the overlap to 702.
        let small = [fixed("low", 200), fixed("high", 400)]
        #expect(outcome(.expand, at: 400, detents: small) == KeyboardOutcome(height: 702, uncoveredHeight: 400))
        // Already at the available height: nothing left to grow.
        #expect(outcome(.expand, at: 759) == KeyboardOutcome(height: 759, uncoveredHeight: 457))
    }

    @Test func liftAddsTheOverlapUpToTheAvailableHeight() {
        // 379.5 + 302 = 681.5 ≤ 759: the whole sheet stays visible above the keyboard.
        #expect(outcome(.lift, at: 379.5) == KeyboardOutcome(height: 681.5, uncoveredHeight: 379.5))
        // 500 + 302 = 802 > 759 → 759, 457 visible.
        #expect(outcome(.lift, at: 500) == KeyboardOutcome(height: 759, uncoveredHeight: 457))
    }

    @Test(arguments: KeyboardPolicy.allCases)
    func hiddenKeyboardChangesNothing(policy: KeyboardPolicy) {
        #expect(outcome(policy, at: 379.5, keyboard: 0) == KeyboardOutcome(height: 379.5, uncoveredHeight: 379.5))
    }

    @Test func popoverShrinksByTheKeyboardHeight() {
        // The original formula: orientationMaxHeight − keyboardHeight = 620 − 313 = 307.
        #expect(KeyboardAdjustment.popoverHeight(policy: .shrink, orientationMaxHeight: 620, keyboardHeight: 313) == 307)
        // Clamped: never negative, never taller than the orientation height.
        #expect(KeyboardAdjustment.popoverHeight(policy: .shrink, orientationMaxHeight: 420, keyboardHeight: 700) == 0)
        #expect(KeyboardAdjustment.popoverHeight(policy: .shrink, orientationMaxHeight: 620, keyboardHeight: -5) == 620)
        // Other policies leave the popover to the system.
        #expect(KeyboardAdjustment.popoverHeight(policy: .lift, orientationMaxHeight: 620, keyboardHeight: 313) == 620)
    }
}
