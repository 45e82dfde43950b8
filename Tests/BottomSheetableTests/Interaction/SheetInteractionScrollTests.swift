import BottomSheetable
import Testing

/// The hand-off between scrolling the content and moving the sheet (half 379.5, full 759).
@Suite struct SheetInteractionScrollTests {
    let container = InteractionFixtures.iPhone15

    @Test func atTheLargestDetentTheContentScrollsUntilItsTop() {
        var sheet = SheetInteraction(layout: InteractionFixtures.halfAndFull(), container: container)
        sheet.run([.scrollOffsetChanged(120), .panBegan(overScrollView: true), .panChanged(downwardTranslation: 50)])
        // Content scrolled 120 pt: a downward drag scrolls it back; the sheet stays.
        #expect(sheet.height == 759)
        #expect(sheet.scrollLock == .free)
        // The content reached its top: the next 30 pt move the sheet, and the content is pinned.
        sheet.run([.scrollOffsetChanged(0), .panChanged(downwardTranslation: 80)])
        #expect(sheet.height == 729)
        #expect(sheet.scrollLock == .pinned)
        // 60 pt back up: 30 return the sheet to full, the other 30 go to the content.
        sheet.run([.panChanged(downwardTranslation: 20)])
        #expect(sheet.height == 759)
        #expect(sheet.scrollLock == .free)
        // Further up at the largest detent: the content scrolls; no rubber band.
        sheet.run([.panChanged(downwardTranslation: -40)])
        #expect(sheet.height == 759)
        #expect(sheet.scrollLock == .free)
        // Released while the content owns the movement: the content keeps its momentum.
        let effects = sheet.handle(.panEnded(downwardTranslation: -40, downwardVelocity: -500))
        #expect(effects == [])
        #expect(sheet.phase == .resting)
        #expect(sheet.lastRelease == nil)
    }

    @Test func contentHalfAPointBelowItsTopStillScrollsFirst() {
        // Offset 0.5 is not the top: a 10 pt drag down scrolls the content; the sheet stays at 759.
        var sheet = SheetInteraction(layout: InteractionFixtures.halfAndFull(), container: container)
        sheet.run([.scrollOffsetChanged(0.5), .panBegan(overScrollView: true), .panChanged(downwardTranslation: 10)])
        #expect(sheet.height == 759 && sheet.scrollLock == .free)
    }

    @Test func halfAPointOfFingerMovesTheSheetEachWay() {
        // At the content's top: 0.5 pt down moves the sheet to 758.5 and pins the content;
        // then 10 pt up has 0.5 pt of room to full (759): the sheet takes it, the content the rest.
        var sheet = SheetInteraction(layout: InteractionFixtures.halfAndFull(), container: container)
        sheet.run([.panBegan(overScrollView: true), .panChanged(downwardTranslation: 0.5)])
        #expect(sheet.height == 758.5 && sheet.scrollLock == .pinned)
        sheet.run([.panChanged(downwardTranslation: -9.5)])
        #expect(sheet.height == 759 && sheet.scrollLock == .free)
    }

    @Test func atHalfAnUpwardHalfPointGrowsAndNoMovementChangesNothing() {
        // Half (379.5), content at its top: no movement leaves the lock free; 0.5 pt up grows
        // the sheet to 380 with the content pinned (379 pt of room left).
        var sheet = SheetInteraction(layout: InteractionFixtures.halfAndFull(initial: "half"), container: container)
        sheet.run([.panBegan(overScrollView: true), .panChanged(downwardTranslation: 0)])
        #expect(sheet.height == 379.5 && sheet.scrollLock == .free)
        sheet.run([.panChanged(downwardTranslation: -0.5)])
        #expect(sheet.height == 380 && sheet.scrollLock == .pinned)
    }

    @Test func aDragDownFromTheTopSnapsWithTheContentPinned() {
        var sheet = SheetInteraction(layout: InteractionFixtures.halfAndFull(), container: container)
        sheet.run([.panBegan(overScrollView: true), .panChanged(downwardTranslation: 100)])
        #expect(sheet.height == 659)
        // 659 − 300²/1600 = 602.75: full is 156.25 away, half 223.25 → full.
        let effects = sheet.handle(.panEnded(downwardTranslation: 100, downwardVelocity: 300))
        #expect(
            effects == [
                .animate(SheetAnimation(spring: SheetSpring(), fromHeight: 659, toHeight: 759, downwardVelocity: 300))
            ])
        #expect(sheet.scrollLock == .pinned)
        sheet.tickUntilStill()
        #expect(sheet.scrollLock == .free)
        #expect(sheet.height == 759)
    }

    @Test func belowTheLargestDetentAnUpwardDragGrowsTheSheet() {
        var sheet = SheetInteraction(layout: InteractionFixtures.halfAndFull(initial: "half"), container: container)
        sheet.run([.panBegan(overScrollView: true), .panChanged(downwardTranslation: -100)])
        #expect(sheet.height == 479.5)
        #expect(sheet.scrollLock == .pinned)
        sheet.run([.panEnded(downwardTranslation: -100, downwardVelocity: -600)])
        // 479.5 + 225 = 704.5 → full.
        #expect(sheet.targetDetent?.id == "full")
    }

    @Test func withoutExpandsAtEdgeAnUpwardDragScrolls() {
        let layout = InteractionFixtures.halfAndFull(initial: "half", scroll: ScrollBehavior(expandsAtEdge: false))
        var sheet = SheetInteraction(layout: layout, container: container)
        sheet.run([.panBegan(overScrollView: true), .panChanged(downwardTranslation: -100)])
        #expect(sheet.height == 379.5)
        #expect(sheet.scrollLock == .free)
        #expect(sheet.handle(.panEnded(downwardTranslation: -100, downwardVelocity: -600)) == [])
        // Down at the top still moves the sheet.
        sheet.run([.panBegan(overScrollView: true), .panChanged(downwardTranslation: 40)])
        #expect(sheet.height == 339.5)
        #expect(sheet.scrollLock == .pinned)
    }

    @Test func aPanOutsideTheScrollViewAlwaysMovesTheSheet() {
        var sheet = SheetInteraction(layout: InteractionFixtures.halfAndFull(), container: container)
        sheet.run([.scrollOffsetChanged(300), .panBegan(overScrollView: false), .panChanged(downwardTranslation: 60)])
        #expect(sheet.height == 699)
        #expect(sheet.scrollLock == .free)
    }

    /// The shell's conversions from UIScrollView's numbers: under a 10-pt adjusted
    /// top inset the content is at its top at `contentOffset.y` −10, which is offset 0.
    @Test func scrollViewNumbersConvertToTheOffsetFromTheTop() {
        #expect(SheetEvent.scrollOffset(contentOffsetY: 110, adjustedTopInset: 10) == .scrollOffsetChanged(120))
        #expect(SheetEvent.scrollOffset(contentOffsetY: -10, adjustedTopInset: 10) == .scrollOffsetChanged(0))
        #expect(SheetEvent.scrollOffset(contentOffsetY: .nan, adjustedTopInset: 10) == .scrollOffsetChanged(10))
        #expect(ScrollLock.topContentOffsetY(adjustedTopInset: 10) == -10)
        #expect(ScrollLock.topContentOffsetY(adjustedTopInset: .infinity) == 0)
    }
}
