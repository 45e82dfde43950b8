import BottomSheetable
import Testing

/// OverlayContainer's three notches (seed 003: `availableSpace * 1/4`, `/ 2`, `* 3/4`)
/// flicked between under the default projected stop, FloatingPanel's momentum redirect
/// and OverlayContainer's own rushing-forward rule, every expected number worked by hand.
///
/// On `ExampleContainers.iPhone15` (852 tall, safe area 59 top and 34 bottom) the
/// available height is 852 − 59 − 34 = 759, so the notches, written as `fraction`
/// detents, resolve to 759/4 = 189.75, 759/2 = 379.5 and 759·3/4 = 569.25. A drag
/// between the notches follows the finger exactly (no rubber band), and below the
/// smallest one too, since a swipe may dismiss the sheet.
@Suite struct SheetInteractionNotchTests {
    let container = InteractionFixtures.iPhone15

    static func notches(snap: SnapPolicy, spring: SheetSpring = SheetSpring()) -> SheetLayout {
        SheetLayout(
            tiers: .three,
            detents: [
                Detent(id: "minimum", height: .fraction(0.25)), Detent(id: "medium", height: .fraction(0.5)),
                Detent(id: "maximum", height: .fraction(0.75)),
            ],
            initialDetent: "medium",
            physics: SheetPhysics(snapPolicy: snap, spring: spring))
    }

    private func sheet(_ snap: SnapPolicy, from detent: DetentIdentifier = "medium") -> SheetInteraction {
        var sheet = SheetInteraction(layout: Self.notches(snap: snap), container: container)
        if detent != "medium" {
            sheet.handle(.moveToDetent(detent))
            sheet.tickUntilStill()
        }
        return sheet
    }

    /// Lets the settle run out and checks the sheet rests exactly on `id` at `height`.
    private func expectRest(_ sheet: inout SheetInteraction, on id: DetentIdentifier, at height: Double) {
        sheet.tickUntilStill()
        #expect(sheet.phase == .resting)
        #expect(sheet.currentDetent?.id == id)
        #expect(sheet.height == height)
    }

    @Test func theNotchesAreAQuarterAHalfAndThreeQuartersOfTheAvailableHeight() {
        let sheet = sheet(.standard)
        #expect(sheet.container.availableHeight == 759)
        #expect(sheet.detents.map(\.height) == [189.75, 379.5, 569.25])
        #expect(sheet.height == 379.5)
        // Top edge 852 − 34 − 379.5 = 438.5.
        #expect(sheet.frame == Rect(x: 0, y: 438.5, width: 393, height: 413.5))
    }

    @Test func projectedStopFlicksBetweenTheNotches() {
        // Up 100 from medium: 479.5; 800 up: 479.5 + 800²/1600 = 479.5 + 400 = 879.5,
        // nearest maximum (310.25 away, medium 500) → maximum.
        var up = sheet(.standard)
        up.fling(by: -100, velocity: -800)
        #expect(up.lastRelease?.height == 479.5)
        #expect(up.lastProjectedHeight == 879.5)
        expectRest(&up, on: "maximum", at: 569.25)

        // Up 20 from medium: 399.5; 200 up: 399.5 + 200²/1600 = 399.5 + 25 = 424.5,
        // medium 45 away, maximum 144.75 → back to medium.
        var nudge = sheet(.standard)
        nudge.fling(by: -20, velocity: -200)
        #expect(nudge.lastProjectedHeight == 424.5)
        expectRest(&nudge, on: "medium", at: 379.5)

        // Down 60 from medium: 319.5; 400 down: 319.5 − 400²/1600 = 319.5 − 100 = 219.5,
        // minimum 29.75 away, medium 160; progress below minimum 0 → minimum.
        var down = sheet(.standard)
        down.fling(by: 60, velocity: 400)
        #expect(down.lastProjectedHeight == 219.5)
        expectRest(&down, on: "minimum", at: 189.75)

        // Down 500 from maximum: 69.25, below the smallest notch (the finger is followed);
        // 100 down: 69.25 − 10000/1600 = 63; progress (189.75 − 63)/(189.75 + 34) =
        // 126.75/223.75 ≈ 0.566 ≥ 0.5 → dismissed.
        var far = sheet(.standard, from: "maximum")
        far.fling(by: 500, velocity: 100)
        #expect(far.lastRelease?.height == 69.25)
        #expect(far.lastProjectedHeight == 63)
        #expect(far.phase == .dismissing)
        far.tickUntilStill()
        #expect(far.phase == .dismissed && far.height == 0)
    }

    @Test func projectedStopBelowTheSmallestNotch() {
        // Down 40 from minimum: 149.75; 600 down: 149.75 − 360000/1600 = 149.75 − 225 =
        // −75.25; progress (189.75 + 75.25)/223.75 = 265/223.75 ≈ 1.18 ≥ 0.5 → dismissed.
        var flick = sheet(.standard, from: "minimum")
        flick.fling(by: 40, velocity: 600)
        #expect(flick.lastRelease?.height == 149.75)
        #expect(flick.lastProjectedHeight == -75.25)
        #expect(flick.phase == .dismissing)

        // Same drag, 100 down: 149.75 − 10000/1600 = 149.75 − 6.25 = 143.5;
        // progress 46.25/223.75 ≈ 0.21 < 0.5 → back to minimum.
        var slow = sheet(.standard, from: "minimum")
        slow.fling(by: 40, velocity: 100)
        #expect(slow.lastProjectedHeight == 143.5)
        expectRest(&slow, on: "minimum", at: 189.75)
    }

    @Test func momentumRedirectFlicksBetweenTheNotches() {
        let momentum = InteractionFixtures.momentum
        // Factor (0.998/0.002)/1000 = 0.499 s.
        // Up 30 from medium: 409.5; 500 up: 409.5 + 0.499·500 = 409.5 + 249.5 = 659,
        // clipped to the segment medium…maximum: 569.25; progress (569.25 − 379.5)/189.75
        // = 1 > 0.5 → maximum.
        var up = sheet(momentum)
        up.fling(by: -30, velocity: -500)
        expectClose(up.lastProjectedHeight ?? 0, 659)
        expectRest(&up, on: "maximum", at: 569.25)

        // Up 30, 100 up: 409.5 + 49.9 = 459.4; progress (459.4 − 379.5)/189.75 =
        // 79.9/189.75 ≈ 0.42 ≤ 0.5 → back to medium.
        var slow = sheet(momentum)
        slow.fling(by: -30, velocity: -100)
        expectClose(slow.lastProjectedHeight ?? 0, 459.4)
        expectRest(&slow, on: "medium", at: 379.5)

        // Down 300 from maximum: 269.25; 2000 down. Removal: distance to the hidden
        // position 269.25 + 34 + 100 = 403.25, 2000/403.25 ≈ 4.96 < 5.5 → stays.
        // 269.25 − 0.499·2000 = 269.25 − 998 = −728.75, clipped to the segment around
        // the release (minimum…medium): 189.75; from medium, progress 189.75/189.75 = 1
        // → minimum: one stop at most, however hard the flick.
        var hard = sheet(momentum, from: "maximum")
        hard.fling(by: 300, velocity: 2000)
        expectClose(hard.lastProjectedHeight ?? 0, -728.75)
        expectRest(&hard, on: "minimum", at: 189.75)
    }

    @Test func momentumRedirectRemovesBelowTheSmallestNotch() {
        let momentum = InteractionFixtures.momentum
        // Down 40 from minimum: 149.75; distance 149.75 + 34 + 100 = 283.75.
        // 1600 down: 1600/283.75 ≈ 5.64 ≥ 5.5 → removed.
        var fast = sheet(momentum, from: "minimum")
        fast.fling(by: 40, velocity: 1600)
        #expect(fast.phase == .dismissing)
        fast.tickUntilStill()
        #expect(fast.phase == .dismissed)

        // 1500 down: 1500/283.75 ≈ 5.29 < 5.5 → stays; 149.75 − 748.5 clipped to the
        // only stop below the release, minimum.
        var slower = sheet(momentum, from: "minimum")
        slower.fling(by: 40, velocity: 1500)
        expectClose(slower.lastProjectedHeight ?? 0, -598.75)
        expectRest(&slower, on: "minimum", at: 189.75)
    }

    @Test func rushingForwardFlicksBetweenTheNotches() {
        let rushing = SnapPolicy.rushingForward(RushingForwardSnapPolicy())
        // Up 10 from minimum: 199.75; 1000 up: 199.75 + 0.1·1000 = 299.75, nearest medium
        // (79.75) then minimum (110); faster than 400 and up → the higher: medium. The
        // projected stop (199.75 + 1000²/1600 = 824.75) would go on to maximum.
        var flick = sheet(rushing, from: "minimum")
        flick.fling(by: -10, velocity: -1000)
        #expect(flick.lastRelease?.height == 199.75)
        expectClose(flick.lastProjectedHeight ?? 0, 299.75)
        expectRest(&flick, on: "medium", at: 379.5)
        var stop = sheet(.standard, from: "minimum")
        stop.fling(by: -10, velocity: -1000)
        #expect(stop.lastProjectedHeight == 824.75)
        expectRest(&stop, on: "maximum", at: 569.25)

        // Up 40 from medium: 419.5; 390 up: 419.5 + 39 = 458.5, not faster than 400, so the
        // nearest: medium (79 against 110.75). The projected stop, 419.5 + 390²/1600 =
        // 514.5625, is nearer maximum.
        var slow = sheet(rushing)
        slow.fling(by: -40, velocity: -390)
        expectClose(slow.lastProjectedHeight ?? 0, 458.5)
        expectRest(&slow, on: "medium", at: 379.5)
        var slowStop = sheet(.standard)
        slowStop.fling(by: -40, velocity: -390)
        #expect(slowStop.lastProjectedHeight == 514.5625)
        expectRest(&slowStop, on: "maximum", at: 569.25)

        // Up 50 from minimum: 239.75; 3000 up: 239.75 + 300 = 539.75, nearest maximum
        // (29.5) then medium (160.25); up → maximum, past medium.
        var hard = sheet(rushing, from: "minimum")
        hard.fling(by: -50, velocity: -3000)
        expectClose(hard.lastProjectedHeight ?? 0, 539.75)
        expectRest(&hard, on: "maximum", at: 569.25)

        // Down 10 from maximum: 559.25; 2400 down (not more than the 2,400 that dismisses):
        // 559.25 − 240 = 319.25, nearest medium (60.25) then minimum (129.5); down → the
        // lower: minimum, past medium.
        var skip = sheet(rushing, from: "maximum")
        skip.fling(by: 10, velocity: 2400)
        expectClose(skip.lastProjectedHeight ?? 0, 319.25)
        expectRest(&skip, on: "minimum", at: 189.75)
    }

    @Test func rushingForwardDismissesOnSpeedAlone() {
        let rushing = SnapPolicy.rushingForward(RushingForwardSnapPolicy())
        // Down 500 from maximum: 69.25, below minimum (followed: a swipe may dismiss);
        // 100 down: 69.25 − 10 = 59.25 → nearest: minimum. The projected stop dismisses
        // the same release (progress 126.75/223.75 ≈ 0.57).
        var low = sheet(rushing, from: "maximum")
        low.fling(by: 500, velocity: 100)
        #expect(low.lastRelease?.height == 69.25)
        expectRest(&low, on: "minimum", at: 189.75)

        // Down 10 from maximum at 2401 pt/s: faster than 2,400 → dismissed from near the top.
        var fast = sheet(rushing, from: "maximum")
        fast.fling(by: 10, velocity: 2401)
        #expect(fast.phase == .dismissing)
        fast.tickUntilStill()
        #expect(fast.phase == .dismissed && fast.height == 0)
    }

    @Test func overlayContainersSpringDampsByReleaseSpeed() throws {
        // OverlayContainer's rule and spring together: ζ from 1 at 150 pt/s to 0.7 at 3,000.
        let layout = Self.notches(
            snap: .rushingForward(RushingForwardSnapPolicy()),
            spring: SheetSpring(damping: 0.7, dampingWithoutVelocity: 1, dampingCurve: .ramp))
        // Up 20 from medium, 1575 up: 399.5 + 157.5 = 557 → maximum, settling with
        // n = 1425/2850 = 0.5, ζ = 1 − 0.3 · 0.5 = 0.85.
        var fast = SheetInteraction(layout: layout, container: container)
        fast.fling(by: -20, velocity: -1575)
        let settle = try #require(fast.animation)
        #expect(settle.toHeight == 569.25)
        expectClose(settle.dampingRatio, 0.85)
        expectRest(&fast, on: "maximum", at: 569.25)
        // Up 20, 100 up: 399.5 + 10 = 409.5 → back to medium, ζ 1 (below 150 pt/s): no
        // overshoot, so every frame stays at or above the target.
        var slow = SheetInteraction(layout: layout, container: container)
        slow.fling(by: -20, velocity: -100)
        let calm = try #require(slow.animation)
        #expect(calm.toHeight == 379.5 && calm.dampingRatio == 1)
        #expect(calm.frames().allSatisfy { $0.height >= 379.5 })
    }
}
