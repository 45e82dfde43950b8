import BottomSheetable
import Testing

/// `pointsByOrientation`: the container's aspect ratio picks the height.
@Suite struct DetentResolverOrientationTests {
    private let detent = Detent(id: "half", height: .pointsByOrientation(portrait: 400, landscape: 250))

    @Test func portraitContainerTakesThePortraitHeight() {
        // iPad portrait (820 × 1180, available 1136): 400.
        #expect(DetentResolver.resolve(detent, in: ExampleContainers.iPadPortrait)?.height == 400)
    }

    @Test func landscapeContainerTakesTheLandscapeHeight() {
        #expect(DetentResolver.resolve(detent, in: ExampleContainers.iPadLandscape)?.height == 250)
        // iPhone landscape (852 × 393, available 372) too: 250 fits.
        #expect(DetentResolver.resolve(detent, in: ExampleContainers.iPhone15Landscape)?.height == 250)
    }

    @Test func landscapeHeightIsClampedToTheAvailableHeightLikeAnyHeight() {
        let tall = Detent(id: "tall", height: .pointsByOrientation(portrait: 300, landscape: 500))
        let resolved = DetentResolver.resolve(tall, in: ExampleContainers.iPhone15Landscape)
        #expect(resolved?.height == 372)  // 393 − 0 − 21
        #expect(resolved?.requestedHeight == 500)
        #expect(resolved?.isClamped == true)
    }

    @Test func orderFollowsTheOrientation() {
        // 300 is below 350 in portrait, above 200 in landscape.
        let detents = [
            Detent(id: "a", height: .pointsByOrientation(portrait: 300, landscape: 300)),
            Detent(id: "b", height: .pointsByOrientation(portrait: 350, landscape: 200)),
        ]
        #expect(DetentResolver.heights(for: detents, in: ExampleContainers.iPadPortrait).map(\.id) == ["a", "b"])
        #expect(DetentResolver.heights(for: detents, in: ExampleContainers.iPadLandscape).map(\.id) == ["b", "a"])
    }
}
