import BottomSheetable
import Testing

/// iPad Air 11-inch: 820×1180 portrait / 1180×820 landscape, safe area top 24,
/// bottom 20; popover 504 wide, 620 tall in portrait, 420 in landscape.
@Suite struct PopoverPlacementTests {
    let centered = PopoverLayout(width: 504, portraitHeight: 620, landscapeHeight: 420, alignment: .center, bottomMargin: 0)
    var bottom: PopoverLayout {
        var layout = centered
        layout.alignment = .bottomCenter
        return layout
    }

    @Test func standardWidthIs504() {
        #expect(PopoverLayout.standardWidth == 504)
        #expect(PopoverLayout(portraitHeight: 620, landscapeHeight: 420).width == 504)
        #expect(centered.maximumHeight(for: .portrait) == 620)
        #expect(centered.maximumHeight(for: .landscape) == 420)
    }

    @Test func centerInPortrait() {
        // Anchor (820/2, 1180/2); frame x = 410 − 252 = 158, y = 590 − 310 = 280.
        let placement = PopoverPlacement.resolve(centered, in: ExampleContainers.iPadPortrait)
        #expect(placement.anchor == Rect(x: 410, y: 590, width: 0, height: 0))
        #expect(placement.frame == Rect(x: 158, y: 280, width: 504, height: 620))
    }

    @Test func centerInLandscapeUsesTheLandscapeHeight() {
        // Anchor (590, 410); frame x = 590 − 252 = 338, y = 410 − 210 = 200.
        let placement = PopoverPlacement.resolve(centered, in: ExampleContainers.iPadLandscape)
        #expect(placement.anchor.origin == Point(x: 590, y: 410))
        #expect(placement.frame == Rect(x: 338, y: 200, width: 504, height: 420))
    }

    @Test func bottomCenterRestsOnTheSafeArea() {
        // Safe-area bottom edge 1180 − 20 = 1160; frame y = 1160 − 620 = 540.
        let portrait = PopoverPlacement.resolve(bottom, in: ExampleContainers.iPadPortrait)
        #expect(portrait.anchor == Rect(x: 410, y: 1160, width: 0, height: 0))
        #expect(portrait.frame == Rect(x: 158, y: 540, width: 504, height: 620))
        // Landscape: 820 − 20 = 800; y = 800 − 420 = 380.
        let landscape = PopoverPlacement.resolve(bottom, in: ExampleContainers.iPadLandscape)
        #expect(landscape.frame == Rect(x: 338, y: 380, width: 504, height: 420))
    }

    @Test func bottomMarginRaisesTheAnchor() {
        var layout = bottom
        layout.bottomMargin = 16
        let placement = PopoverPlacement.resolve(layout, in: ExampleContainers.iPadPortrait)
        #expect(placement.anchor.origin == Point(x: 410, y: 1144))
        #expect(placement.frame.minY == 524)
    }

    @Test func shrinkingForTheKeyboard() {
        // k = 313: height 620 − 313 = 307; the keyboard top (1180 − 313 = 867) is the new bottom.
        let centerPlacement = PopoverPlacement.resolve(
            centered, in: ExampleContainers.iPadPortrait, keyboardPolicy: .shrink, keyboardHeight: 313)
        // Centred: y = 590 − 153.5 = 436.5, inside [24, 867 − 307 = 560].
        #expect(centerPlacement.frame == Rect(x: 158, y: 436.5, width: 504, height: 307))
        let bottomPlacement = PopoverPlacement.resolve(
            bottom, in: ExampleContainers.iPadPortrait, keyboardPolicy: .shrink, keyboardHeight: 313)
        #expect(bottomPlacement.anchor.origin == Point(x: 410, y: 867))
        #expect(bottomPlacement.frame == Rect(x: 158, y: 560, width: 504, height: 307))
    }

    @Test func keyboardWithoutShrinkMovesAndLimitsTheFrame() {
        // Landscape, k = 398: usable 24…422 (398 tall), so the 420 pt popover is cut to 398
        // and moved up from y = 211 to 24.
        let placement = PopoverPlacement.resolve(
            centered, in: ExampleContainers.iPadLandscape, keyboardPolicy: .none, keyboardHeight: 398)
        #expect(placement.frame == Rect(x: 338, y: 24, width: 504, height: 398))
    }

    @Test func narrowContainerLimitsTheWidth() {
        // A 375 pt wide container cannot hold 504: the popover takes the full width.
        let narrow = SheetContainer(size: Size(width: 375, height: 667), safeArea: Insets(top: 20, left: 0, bottom: 0, right: 0))
        let placement = PopoverPlacement.resolve(centered, in: narrow)
        #expect(placement.frame == Rect(x: 0, y: 23.5, width: 375, height: 620))
    }
}
