import BottomSheetable
import Testing

/// Thresholds of docs/Runtime.md at their value and one step to each side, where the
/// suites of each type check only one side or only the value. The inventory in
/// docs/Testing.md ("Documented thresholds") names the test of every threshold.
@Suite struct DocumentedBoundaryTests {
    let phone = ExampleContainers.iPhone15

    /// §7: `overlap = max(0, keyboardHeight − safeArea.bottom)`, bottom 34 on the iPhone 15.
    @Test func keyboardOverlapStartsAboveTheBottomSafeArea() {
        #expect(KeyboardAdjustment.overlap(keyboardHeight: 33, in: phone) == 0)
        #expect(KeyboardAdjustment.overlap(keyboardHeight: 34, in: phone) == 0)
        #expect(KeyboardAdjustment.overlap(keyboardHeight: 35, in: phone) == 1)
    }

    /// §7: `lift` gives `max(h, min(h + overlap, A))`; with a 336 pt keyboard (overlap
    /// 302) on the iPhone 15 (A = 759) it reaches A from 457 exactly.
    @Test func liftIsClampedAtTheAvailableHeight() {
        let detents = [fixed("half", 379.5), fixed("full", 759)]
        func lifted(_ height: Double) -> KeyboardOutcome {
            KeyboardAdjustment.sheet(
                policy: .lift, currentHeight: height, detents: detents, keyboardHeight: 336, in: phone)
        }
        #expect(lifted(456) == KeyboardOutcome(height: 758, uncoveredHeight: 456))
        #expect(lifted(457) == KeyboardOutcome(height: 759, uncoveredHeight: 457))
        #expect(lifted(458) == KeyboardOutcome(height: 759, uncoveredHeight: 457))
    }

    /// §7: a shrinking popover is `clamp(maxHeight − keyboardHeight, 0, maxHeight)`:
    /// 620 − 619 = 1, then 0 at and past a keyboard as tall as the popover; a
    /// negative keyboard height counts as none.
    @Test func popoverShrinkIsClampedToZeroAndToItsHeight() {
        func shrunk(_ keyboard: Double) -> Double {
            KeyboardAdjustment.popoverHeight(policy: .shrink, orientationMaxHeight: 620, keyboardHeight: keyboard)
        }
        #expect(shrunk(619) == 1)
        #expect(shrunk(620) == 0)
        #expect(shrunk(621) == 0)
        #expect(shrunk(313) == 307)
        #expect(shrunk(0) == 620)
        #expect(shrunk(-5) == 620)
        #expect(
            KeyboardAdjustment.popoverHeight(policy: .lift, orientationMaxHeight: 620, keyboardHeight: 313) == 620)
    }

    /// §4.2: removal at `downwardVelocity / distance ≥ 5.5`; a 100-pt sheet with no
    /// safe area is 200 pt from the hidden position, so 1,100 pt/s is the threshold.
    @Test func momentumRemovalAtFiveAndAHalfHeightsPerSecond() {
        let policy = MomentumRedirectSnapPolicy()
        func removes(_ velocity: Double) -> Bool {
            policy.removes(DragRelease(height: 100, downwardVelocity: velocity, startHeight: 100))
        }
        #expect(policy.distanceToHiddenPosition(for: DragRelease(height: 100, downwardVelocity: 0, startHeight: 100)) == 200)
        #expect(!removes(1099))
        #expect(removes(1100))
        #expect(removes(1101))
        // With the 34-pt home-indicator area below the origin: 1,100 · 234/200 = 1,287.
        func removesAbovePhoneInset(_ velocity: Double) -> Bool {
            policy.removes(
                DragRelease(height: 100, downwardVelocity: velocity, startHeight: 100, extentBelowOrigin: 34))
        }
        #expect(!removesAbovePhoneInset(1286))
        #expect(removesAbovePhoneInset(1287))
    }

    /// §6: the ramp clamps the release speed to [150, 3000]: 1 up to 150 pt/s, 0.7 from
    /// 3,000 on, and one pt/s inside either end moves ζ by 0.3 / 2850.
    @Test func theRampsEndsAt150And3000() {
        let ramp = SheetSpring(damping: 0.7, dampingWithoutVelocity: 1, dampingCurve: .ramp)
        let step = 0.3 / 2850
        #expect(ramp.dampingRatio(releaseVelocity: 149) == 1)
        #expect(ramp.dampingRatio(releaseVelocity: 150) == 1)
        #expect(abs(ramp.dampingRatio(releaseVelocity: 151) - (1 - step)) < 1e-12)
        #expect(abs(ramp.dampingRatio(releaseVelocity: 2999) - (0.7 + step)) < 1e-12)
        #expect(abs(ramp.dampingRatio(releaseVelocity: 3000) - 0.7) < 1e-12)
        #expect(abs(ramp.dampingRatio(releaseVelocity: 3001) - 0.7) < 1e-12)
        #expect(abs(ramp.dampingRatio(releaseVelocity: -3001) - 0.7) < 1e-12)
    }

    /// §6: the step gives `dampingWithoutVelocity` at rest only.
    @Test func theStepChangesJustAwayFromRest() {
        let spring = SheetSpring(damping: 0.6, dampingWithoutVelocity: 1)
        #expect(spring.dampingRatio(releaseVelocity: 0) == 1)
        #expect(spring.dampingRatio(releaseVelocity: 0.001) == 0.6)
        #expect(spring.dampingRatio(releaseVelocity: -0.001) == 0.6)
    }

    /// §3: heights are clamped to `[0, A]`; 759 on the iPhone 15 is A itself.
    @Test func aDetentIsClampedJustAboveTheAvailableHeight() {
        func resolved(_ points: Double) -> ResolvedDetent? {
            DetentResolver.resolve(Detent(id: "tall", height: .points(points)), in: phone)
        }
        #expect(resolved(758)?.height == 758)
        #expect(resolved(758)?.isClamped == false)
        #expect(resolved(759)?.height == 759)
        #expect(resolved(759)?.isClamped == false)
        #expect(resolved(760)?.height == 759)
        #expect(resolved(760)?.isClamped == true)
    }

    /// §4.1: a deceleration of 0 or less disables the projection (`projected = h`).
    @Test func projectionNeedsAPositiveDeceleration() {
        let release = DragRelease(height: 300, downwardVelocity: 500, startHeight: 400)
        #expect(ProjectedSnapPolicy(deceleration: -1, dismissalProgress: 0.5).projectedHeight(for: release) == 300)
        #expect(ProjectedSnapPolicy(deceleration: 0, dismissalProgress: 0.5).projectedHeight(for: release) == 300)
        // 300 − 500²/(2 · 800) = 143.75.
        #expect(ProjectedSnapPolicy(deceleration: 800, dismissalProgress: 0.5).projectedHeight(for: release) == 143.75)
    }
}
