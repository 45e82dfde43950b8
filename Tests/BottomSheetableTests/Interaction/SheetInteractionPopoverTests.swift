import BottomSheetable
import Testing

/// A popover's frame from `PopoverPlacement`, through rotation and the keyboard (iPad Air
/// 11": 820 × 1180, safe area top 24, bottom 20; popover 504 wide, 620 tall in portrait,
/// 420 in landscape, centred).
@Suite struct SheetInteractionPopoverTests {
    let layout = SheetLayout(
        presentation: .popover, tiers: .oneTierAutomatic,
        detents: [Detent(id: "fit", height: .fittedToContent(min: nil, max: nil))], keyboard: .shrink,
        popover: PopoverLayout(portraitHeight: 620, landscapeHeight: 420))

    @Test func centredInBothOrientationsAndShrunkByTheKeyboard() {
        var popover = SheetInteraction(layout: layout, container: ExampleContainers.iPadPortrait, contentHeight: 300)
        // Centre (410, 590): x = 410 − 504/2 = 158, y = 590 − 620/2 = 280.
        #expect(popover.frame == Rect(x: 158, y: 280, width: 504, height: 620))
        #expect(popover.popoverPlacement?.anchor == Rect(x: 410, y: 590, width: 0, height: 0))
        #expect(popover.dimmingAlpha == 0 && !popover.passesTouchesThrough)

        // Keyboard 313 with `shrink`: 620 − 313 = 307 tall, y = 590 − 307/2 = 436.5.
        popover.handle(.keyboardChanged(height: 313))
        #expect(popover.frame == Rect(x: 158, y: 436.5, width: 504, height: 307))
        popover.handle(.keyboardChanged(height: 0))

        // Landscape: centre (590, 410): x = 590 − 252 = 338, y = 410 − 420/2 = 200.
        #expect(popover.handle(.containerChanged(ExampleContainers.iPadLandscape)) == [])
        #expect(popover.frame == Rect(x: 338, y: 200, width: 504, height: 420))
    }

    @Test func aPopoverIsNotDraggedAndLeavesByTheRules() {
        var popover = SheetInteraction(layout: layout, container: ExampleContainers.iPadPortrait, contentHeight: 300)
        #expect(popover.handle(.panBegan(overScrollView: false)) == [])
        #expect(popover.phase == .resting)
        #expect(popover.handle(.dismissRequested(.tapOutside)).count == 1)
        popover.handle(.animationCompleted)
        #expect(popover.phase == .dismissed)
        #expect(popover.frame == Rect(x: 0, y: 1180, width: 820, height: 0))
    }

    /// The `ipad-mini-a17-pro` profile's numbers: 744 × 1133, safe area top 24 and bottom
    /// 20 in both orientations, keyboard 313 in portrait and 398 in landscape.
    @Test func iPadMiniInBothOrientationsWithAndWithoutTheKeyboard() {
        let portrait = SheetContainer(
            size: Size(width: 744, height: 1133), safeArea: Insets(top: 24, left: 0, bottom: 20, right: 0))
        let landscape = SheetContainer(
            size: Size(width: 1133, height: 744), safeArea: Insets(top: 24, left: 0, bottom: 20, right: 0))
        var popover = SheetInteraction(layout: layout, container: portrait, contentHeight: 300)
        // Centre (372, 566.5): x = 372 − 504/2 = 120, y = 566.5 − 620/2 = 256.5.
        #expect(popover.frame == Rect(x: 120, y: 256.5, width: 504, height: 620))

        // Keyboard 313: usable region ends at 1133 − 313 = 820; `shrink` gives 620 − 313 =
        // 307 tall, y = 566.5 − 307/2 = 413 (within [24, 820 − 307 = 513]).
        popover.handle(.keyboardChanged(height: 313))
        #expect(popover.frame == Rect(x: 120, y: 413, width: 504, height: 307))
        popover.handle(.keyboardChanged(height: 0))

        // Landscape: centre (566.5, 372): x = 566.5 − 252 = 314.5, y = 372 − 420/2 = 162.
        popover.handle(.containerChanged(landscape))
        #expect(popover.frame == Rect(x: 314.5, y: 162, width: 504, height: 420))

        // Keyboard 398: usable region ends at 744 − 398 = 346; 420 − 398 = 22 tall; centred
        // at y = 372 − 11 = 361, which would end at 383, below 346, so it is pushed up
        // to 346 − 22 = 324.
        popover.handle(.keyboardChanged(height: 398))
        #expect(popover.frame == Rect(x: 314.5, y: 324, width: 504, height: 22))
        #expect(popover.height >= 0 && popover.phase == .resting)
    }

    @Test func aPopoverTallerThanItsContainerStaysInside() {
        var tall = layout
        tall.popover = PopoverLayout(
            portraitHeight: 5_000, landscapeHeight: 5_000, alignment: .bottomCenter, bottomMargin: 9_000)
        let popover = SheetInteraction(layout: tall, container: ExampleContainers.iPadPortrait)
        // Usable region: y 24 to 1160, so at most 1136 tall, starting at 24.
        #expect(popover.frame == Rect(x: 158, y: 24, width: 504, height: 1136))
    }

    /// In compact width (an iPhone, a narrow split view) a popover adapts to a sheet, as
    /// UIKit adapts it: no placement, the frame of a sheet at its detent, dimmed and
    /// dragged like a modal sheet. Content 300 on the iPhone 15 (393 × 852, safe area
    /// 59 / 34): the fitted detent rests at 300, top edge 818 − 300 = 518.
    @Test func inCompactWidthItAdaptsToASheet() {
        var compact = InteractionFixtures.iPhone15
        compact.isCompactWidth = true
        var adapted = SheetInteraction(layout: layout, container: compact, contentHeight: 300)
        #expect(adapted.popoverPlacement == nil)
        #expect(adapted.shownLayout.presentation == .modal && adapted.layout.presentation == .popover)
        #expect(adapted.frame == Rect(x: 0, y: 518, width: 393, height: 334))
        #expect(adapted.dimmingAlpha == 1 && !adapted.passesTouchesThrough)
        adapted.handle(.panBegan(overScrollView: false))
        #expect(adapted.phase == .dragging)
        // Back to regular width (the split view widened): a popover again, not dimmed.
        var regular = SheetInteraction(layout: layout, container: ExampleContainers.iPadPortrait, contentHeight: 300)
        var narrow = ExampleContainers.iPadPortrait
        narrow.isCompactWidth = true
        regular.handle(.containerChanged(narrow))
        #expect(regular.popoverPlacement == nil && regular.dimmingAlpha == 1)
        regular.handle(.containerChanged(ExampleContainers.iPadPortrait))
        #expect(regular.frame == Rect(x: 158, y: 280, width: 504, height: 620) && regular.dimmingAlpha == 0)
    }
}
