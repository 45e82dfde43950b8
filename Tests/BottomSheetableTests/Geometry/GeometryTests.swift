import Testing
import BottomSheetable

@Suite struct GeometryTests {
    @Test func rectEdgesAndCentre() {
        let rect = Rect(x: 158, y: 280, width: 504, height: 620)
        #expect(rect.minX == 158)
        #expect(rect.maxX == 662)
        #expect(rect.minY == 280)
        #expect(rect.maxY == 900)
        #expect(rect.center == Point(x: 410, y: 590))
    }

    @Test func insetRemovesEachEdge() {
        let bounds = Rect(x: 0, y: 0, width: 393, height: 852)
        let safe = bounds.inset(by: Insets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(safe == Rect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test func insetNeverGoesNegative() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10).inset(by: Insets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(rect.size == Size(width: 0, height: 0))
    }

    @Test func zeroInsetsHaveEveryEdgeAtZero() {
        // Each edge on its own: a rect 100 × 50 at (10, 20) inset by .zero is unchanged.
        #expect(Insets.zero == Insets(top: 0, left: 0, bottom: 0, right: 0))
        let rect = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(rect.inset(by: .zero) == rect)
    }

    @Test func insetsSumTheirAxes() {
        let insets = Insets(top: 59, left: 12, bottom: 34, right: 13)
        #expect(insets.vertical == 93)
        #expect(insets.horizontal == 25)
    }

    @Test(arguments: [
        (Size(width: 393, height: 852), Orientation.portrait),
        (Size(width: 852, height: 393), Orientation.landscape),
        (Size(width: 500, height: 500), Orientation.portrait),
    ])
    func orientationFollowsAspectRatio(size: Size, expected: Orientation) {
        #expect(Orientation(containerSize: size) == expected)
    }
}
