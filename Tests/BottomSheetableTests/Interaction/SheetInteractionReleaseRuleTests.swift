import BottomSheetable
import Testing

/// The bottom drawer of seed 002 in the state machine: half-way (759 / 2 = 379.5 on
/// `ExampleContainers.iPhone15`) and full (759, `inset: 0`), never dismissed, released by
/// its `scrollViewWillEndDragging` rule with a `.fast` scroll view (0.99 per ms: 0.099 s
/// of travel per pt/s).
@Suite struct SheetInteractionReleaseRuleTests {
    static func drawer(snap: SnapPolicy) -> SheetLayout {
        SheetLayout(
            presentation: .overlay, tiers: .two,
            detents: [Detent(id: "halfway", height: .fraction(0.5)), Detent(id: "full", height: .insetFromTop(0))],
            initialDetent: "halfway",
            dismissal: DismissalRules(swipe: false, tapOutside: false, closeButton: false, confirm: false),
            physics: SheetPhysics(snapPolicy: snap))
    }

    static let velocityDirection = SnapPolicy.velocityDirection(VelocityDirectionSnapPolicy(projectionRate: 0.99))

    @Test func aReleaseAtRestExpandsWhereTheNearestDetentWouldNot() {
        // Up 100 from half-way and let go without velocity: at 479.5, projected 479.5.
        var drawer = SheetInteraction(layout: Self.drawer(snap: Self.velocityDirection), container: InteractionFixtures.iPhone15)
        drawer.fling(by: -100, velocity: 0)
        #expect(drawer.lastProjectedHeight == 479.5)
        drawer.tickUntilStill()
        #expect(drawer.currentDetent?.id == "full")
        #expect(drawer.height == 759)
        // The default policy takes the nearest detent for the same release: half-way.
        var nearest = SheetInteraction(layout: Self.drawer(snap: .standard), container: InteractionFixtures.iPhone15)
        nearest.fling(by: -100, velocity: 0)
        nearest.tickUntilStill()
        #expect(nearest.currentDetent?.id == "halfway")
    }

    @Test func aSlowDownwardReleaseNearTheTopGoesDown() {
        // From full down 60 at 100 pt/s: at 699, projected 699 − 9.9 = 689.1 → half-way.
        var drawer = SheetInteraction(layout: Self.drawer(snap: Self.velocityDirection), container: InteractionFixtures.iPhone15)
        drawer.handle(.moveToDetent("full"))
        drawer.tickUntilStill()
        drawer.fling(by: 60, velocity: 100)
        expectClose(drawer.lastProjectedHeight ?? .nan, 689.1)
        drawer.tickUntilStill()
        #expect(drawer.phase == .resting, "never dismissed")
        #expect(drawer.currentDetent?.id == "halfway")
    }
}
