import BottomSheetable
import Testing

/// An anchored popover on the iPad Air 11-inch (820×1180 portrait, safe area top
/// 24, bottom 20): its size is the arrowless popover's, and its anchor is the
/// source the caller passes, since only UIKit knows where beside it the popover goes.
@Suite struct AnchoredPopoverPlacementTests {
    let anchored = PopoverLayout(
        width: 504, portraitHeight: 620, landscapeHeight: 420, alignment: .anchored, arrows: [.up, .down])

    @Test func theSourceIsTheAnchorAndTheSizeIsTheArrowlessOnes() {
        // Source 44×30 at (700, 60): anchor as given; frame centred on (722, 75)
        // is x = 722 − 252 = 470 → moved left to 820 − 504 = 316, y = 75 − 310 = −235
        // → moved down to the safe area's 24.
        let source = Rect(x: 700, y: 60, width: 44, height: 30)
        let placement = PopoverPlacement.resolve(anchored, in: ExampleContainers.iPadPortrait, source: source)
        #expect(placement.anchor == source)
        #expect(placement.frame == Rect(x: 316, y: 24, width: 504, height: 620))
    }

    @Test func withoutASourceTheAnchorIsTheContainersCentre() {
        let placement = PopoverPlacement.resolve(anchored, in: ExampleContainers.iPadPortrait)
        #expect(placement.anchor == Rect(x: 410, y: 590, width: 0, height: 0))
        // Centred on (410, 590): x = 410 − 252 = 158, y = 590 − 310 = 280; inside, not moved.
        #expect(placement.frame == Rect(x: 158, y: 280, width: 504, height: 620))
    }

    /// Placed from the source's centre, not its bottom edge: a source whose frame fits
    /// unmoved shows the difference (from the bottom edge, y would be 600 − 620 = −20).
    @Test func theFrameIsCentredOnTheSourceWhereItFits() {
        // Source 100×40 at (300, 580): centre (350, 600); x = 350 − 252 = 98,
        // y = 600 − 310 = 290, bottom 910 ≤ 1160: nothing moves it.
        let source = Rect(x: 300, y: 580, width: 100, height: 40)
        let placement = PopoverPlacement.resolve(anchored, in: ExampleContainers.iPadPortrait, source: source)
        #expect(placement.frame == Rect(x: 98, y: 290, width: 504, height: 620))
        #expect(placement.frame.midY == source.midY && placement.frame.midX == source.midX)
    }

    @Test func theKeyboardShrinksItAsItShrinksAnArrowlessPopover() {
        // 620 − 313 = 307 under `shrink`, as for `center` and `bottomCenter`.
        let shrunk = PopoverPlacement.resolve(
            anchored, in: ExampleContainers.iPadPortrait, keyboardPolicy: .shrink, keyboardHeight: 313)
        #expect(shrunk.frame.size == Size(width: 504, height: 307))
    }

    @Test func arrowsNameTheirSidesInAFixedOrder() {
        #expect(PopoverArrowDirections.any.names == ["up", "down", "left", "right"])
        #expect(PopoverArrowDirections([.right, .up]).names == ["up", "right"])
        #expect(PopoverArrowDirections().names.isEmpty)
        #expect(PopoverAlignment.anchored.isAnchoredToSource && !PopoverAlignment.center.isAnchoredToSource)
        // Arrowless popovers have none; an anchored one keeps what it was given.
        #expect(PopoverLayout(portraitHeight: 1, landscapeHeight: 1).arrows.isEmpty)
        #expect(anchored.arrows == [.down, .up])
    }
}
