import BottomSheetable
import Testing

/// FloatingPanel's full, half and tip plus its hidden stop, as an overlay: four
/// detents, one of them hidden (docs/SpecReference.md, "Decided: a hidden stop").
///
/// On `ExampleContainers.iPhone15` (852 tall, safe area 59 top and 34 bottom, so
/// the available height is 759 and the bottom safe-area edge is at y = 818) the
/// stops resolve to hidden 0, tip 100, half 759/2 = 379.5 and full 759.
@Suite struct SheetInteractionHiddenStopTests {
    let container = InteractionFixtures.iPhone15

    static func panel(
        snap: SnapPolicy = .standard, initial: DetentIdentifier? = nil, swipe: Bool = false
    ) -> SheetLayout {
        SheetLayout(
            presentation: .overlay, tiers: .three,
            detents: [
                Detent(id: "hidden", height: .hidden), Detent(id: "tip", height: .points(100)),
                Detent(id: "half", height: .fraction(0.5)), Detent(id: "full", height: .system(.large)),
            ],
            initialDetent: initial,
            dismissal: DismissalRules(swipe: swipe, tapOutside: false, closeButton: false, confirm: false),
            physics: SheetPhysics(snapPolicy: snap))
    }

    @Test func theHiddenStopIsHeightZeroAndNeverTheDefaultInitialStop() {
        let sheet = SheetInteraction(layout: Self.panel(), container: container)
        #expect(sheet.detents.map(\.height) == [0, 100, 379.5, 759])
        #expect(sheet.detents.map(\.isHidden) == [true, false, false, false])
        // No `initial`: the smallest visible stop, tip, not the hidden one below it.
        #expect(sheet.currentDetent?.id == "tip")
        #expect(sheet.height == 100)
        // Top edge 818 − 100 = 718.
        #expect(sheet.frame == Rect(x: 0, y: 718, width: 393, height: 134))
    }

    @Test func appCodeParksTheSheetOutOfSightWithoutDismissingIt() {
        var sheet = SheetInteraction(layout: Self.panel(), container: container)
        let effects = sheet.handle(.moveToDetent("hidden"))
        #expect(effects.count == 1, "one settle animation")
        sheet.tickUntilStill()
        #expect(sheet.phase == .resting, "parked, not dismissed")
        #expect(sheet.currentDetent?.id == "hidden")
        #expect(sheet.height == 0)
        // Below the 34 pt bottom safe area too: the top edge is the container's bottom.
        #expect(sheet.position == -34)
        #expect(sheet.frame == Rect(x: 0, y: 852, width: 393, height: 0))
        #expect(sheet.passesTouchesThrough)
    }

    @Test func aParkedSheetCannotBeDraggedButAppCodeBringsItBack() {
        var sheet = SheetInteraction(layout: Self.panel(initial: "hidden"), container: container)
        #expect(sheet.currentDetent?.id == "hidden", "`initial` may name the hidden stop")
        #expect(sheet.frame.height == 0)
        #expect(sheet.handle(.panBegan(overScrollView: false)).isEmpty)
        #expect(sheet.phase == .resting)
        sheet.handle(.moveToDetent("half"))
        sheet.tickUntilStill()
        #expect(sheet.currentDetent?.id == "half")
        #expect(sheet.height == 379.5)
    }

    @Test func aFlingDownSettlesOnTheSmallestVisibleStopNotTheHiddenOne() {
        // From tip (100) down 60 at 2,000 pt/s. No swipe dismissal, so below tip the
        // sheet bands: 60·0.55/759 = 1/23, offset (1 − 23/24)·759 = 31.625, at 68.375;
        // projected 68.375 − 2000²/1600 = −2,431.625. Hidden is 68.375 away and tip
        // 31.625, but hidden is not among the choices in any case: tip.
        var sheet = SheetInteraction(layout: Self.panel(), container: container)
        sheet.fling(by: 60, velocity: 2000)
        expectClose(sheet.lastRelease?.height ?? .nan, 68.375)
        expectClose(sheet.lastProjectedHeight ?? .nan, -2431.625)
        sheet.tickUntilStill()
        #expect(sheet.phase == .resting)
        #expect(sheet.currentDetent?.id == "tip")
        #expect(sheet.height == 100)
    }

    @Test func withSwipeDismissalTheSameFlingDismissesRatherThanHides() {
        // The sheet follows the finger to 40; projected 40 − 2500 = −2,460, progress
        // (100 + 2460) / (100 + 34) ≥ 0.5 below the smallest visible stop: dismissal.
        var sheet = SheetInteraction(layout: Self.panel(swipe: true), container: container)
        sheet.fling(by: 60, velocity: 2000)
        #expect(sheet.lastRelease?.height == 40)
        #expect(sheet.lastProjectedHeight == -2460)
        #expect(sheet.phase == .dismissing)
    }

    @Test func fourStopsUnderRushingForward() {
        // From half (379.5) up 50 at 500 pt/s: at 429.5, projected 429.5 + 0.1·500 = 479.5;
        // the two nearest are half (100 away) and full (279.5); above 400 pt/s going up → full.
        var sheet = SheetInteraction(
            layout: Self.panel(snap: .rushingForward(RushingForwardSnapPolicy()), initial: "half"), container: container)
        sheet.fling(by: -50, velocity: -500)
        #expect(sheet.lastProjectedHeight == 479.5)
        sheet.tickUntilStill()
        #expect(sheet.currentDetent?.id == "full")
        #expect(sheet.height == 759)
        // Down 200 at 500 pt/s: at 559, projected 559 − 50 = 509; nearest half (129.5),
        // then full (250); going down → half, a stop between tip and full.
        sheet.fling(by: 200, velocity: 500)
        sheet.tickUntilStill()
        #expect(sheet.currentDetent?.id == "half")
    }

    @Test func everySnapPolicyLeavesTheHiddenStopOut() {
        let detents = [
            ResolvedDetent(id: "hidden", height: 0, requestedHeight: 0, contentRange: nil, isHidden: true),
            ResolvedDetent(id: "tip", height: 100, requestedHeight: 100, contentRange: nil),
        ]
        // At 10 and still, the hidden stop is 10 away and tip 90: tip all the same.
        let still = DragRelease(height: 10, downwardVelocity: 0, startHeight: 100)
        let policies: [SnapPolicy] = [
            .standard, .momentumRedirect(MomentumRedirectSnapPolicy()), .rushingForward(RushingForwardSnapPolicy()),
        ]
        for policy in policies {
            #expect(policy.target(for: still, among: detents, allowsDismissal: false) == .detent(detents[1]), "\(policy)")
        }
        #expect(SnapPolicy.standard.target(for: still, among: [detents[0]], allowsDismissal: false) == nil)
    }
}
