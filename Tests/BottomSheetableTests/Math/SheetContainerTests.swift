import BottomSheetable
import Testing

@Suite struct SheetContainerTests {
    @Test func availableHeightExcludesBothSafeAreaInsets() {
        // 852 − 59 (top) − 34 (bottom) = 759: UIKit's maximumDetentValue, the large detent.
        #expect(ExampleContainers.iPhone15.availableHeight == 759)
        // 667 − 20 − 0 = 647 on a home-button phone.
        #expect(ExampleContainers.iPhoneSE.availableHeight == 647)
    }

    @Test func standardTopGapIsZero() {
        #expect(SheetContainer.standardTopGap == 0)
        #expect(ExampleContainers.iPhone15.topGap == 0)
    }

    @Test func topGapComesOffTheAvailableHeight() {
        let container = SheetContainer(
            size: Size(width: 393, height: 852),
            safeArea: Insets(top: 59, left: 0, bottom: 34, right: 0),
            topGap: 10
        )
        #expect(container.availableHeight == 749)
    }

    @Test func availableHeightIsNeverNegative() {
        let container = SheetContainer(size: Size(width: 100, height: 50), safeArea: Insets(top: 40, left: 0, bottom: 30, right: 0))
        #expect(container.availableHeight == 0)
    }

    @Test func heightsAreMeasuredUpFromTheBottomSafeAreaEdge() {
        let container = ExampleContainers.iPhone15
        #expect(container.baselineY == 818)
        // A 379.5 pt (medium) sheet has its top edge at 818 − 379.5 = 438.5.
        #expect(container.sheetTopY(forHeight: 379.5) == 438.5)
        #expect(container.height(forSheetTopY: 438.5) == 379.5)
        // The large sheet's top edge is the top safe-area edge.
        #expect(container.sheetTopY(forHeight: container.availableHeight) == 59)
    }

    @Test func orientationComesFromTheSize() {
        #expect(ExampleContainers.iPhone15.orientation == .portrait)
        #expect(ExampleContainers.iPhone15Landscape.orientation == .landscape)
    }
}

extension SheetContainerTests {
    /// A container has no tab bar unless it is given one.
    @Test func noTabBarByDefault() {
        let container = SheetContainer(size: Size(width: 393, height: 852), safeArea: Insets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(container.tabBarHeight == 0)
        #expect(container.measured(in: SheetFrame(bottom: .tabBar)).baselineInset == 34)
    }
}
