import BottomSheetable
import Testing

/// A release's defaults and its growth velocity.
@Suite struct DragReleaseTests {
    @Test func nothingBelowTheOriginByDefaultAndGrowthIsUp() {
        let release = DragRelease(height: 300, downwardVelocity: 250, startHeight: 400)
        #expect(release.extentBelowOrigin == 0)
        #expect(release.growthVelocity == -250)
        #expect(DragRelease(height: 0, downwardVelocity: -1, startHeight: 0).growthVelocity == 1)
    }
}
