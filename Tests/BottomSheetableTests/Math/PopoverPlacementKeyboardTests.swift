import BottomSheetable
import Testing

/// How the keyboard clips a popover's usable region, at the edges: the keyboard's top
/// against the safe area's bottom and top (iPad Air 11-inch portrait, 820 × 1180, safe
/// area top 24, bottom 20, so the usable region runs from y 24 to 1160).
@Suite struct PopoverPlacementKeyboardTests {
    /// The layouts of `PopoverPlacementTests`: 504 wide, 620 tall in portrait, centred or bottom-aligned.
    let centered = PopoverPlacementTests().centered
    let bottom = PopoverPlacementTests().bottom

    /// A keyboard of 20 reaches the safe area's bottom edge (1180 − 20 = 1160) and clips
    /// nothing; 21 raises the usable bottom, and with it a bottom-aligned anchor, to 1159.
    @Test(arguments: [(19.0, 1160.0), (20.0, 1160.0), (21.0, 1159.0)])
    func theKeyboardClipsFromTheSafeAreasBottomEdge(keyboard: Double, anchorY: Double) {
        let placement = PopoverPlacement.resolve(bottom, in: ExampleContainers.iPadPortrait, keyboardHeight: keyboard)
        #expect(placement.anchor == Rect(x: 410, y: anchorY, width: 0, height: 0))
        #expect(placement.frame == Rect(x: 158, y: anchorY - 620, width: 504, height: 620))
    }

    /// Without a bottom safe area, half a point of keyboard already clips (iPhone SE
    /// size, 375 × 667, safe area top 20): the anchor rises from 667 to 666.5.
    @Test(arguments: [(0.0, 667.0), (0.5, 666.5), (1.0, 666.0)])
    func withoutABottomSafeAreaAnyKeyboardClips(keyboard: Double, anchorY: Double) {
        let small = PopoverLayout(width: 300, portraitHeight: 200, landscapeHeight: 200, alignment: .bottomCenter, bottomMargin: 0)
        let placement = PopoverPlacement.resolve(small, in: ExampleContainers.iPhoneSE, keyboardHeight: keyboard)
        #expect(placement.anchor.origin == Point(x: 187.5, y: anchorY))
        #expect(placement.frame == Rect(x: 37.5, y: anchorY - 200, width: 300, height: 200))
    }

    /// A keyboard whose top reaches the safe area's top edge (1180 − 1156 = 24) leaves no
    /// room: the popover is 0 tall at y 24, and stays so for a taller keyboard (never a
    /// negative height); one point less leaves it 1 pt.
    @Test(arguments: [(1155.0, 1.0), (1156.0, 0.0), (1157.0, 0.0), (1300.0, 0.0)])
    func aKeyboardUpToTheTopLeavesNoRoom(keyboard: Double, height: Double) {
        let placement = PopoverPlacement.resolve(centered, in: ExampleContainers.iPadPortrait, keyboardHeight: keyboard)
        #expect(placement.frame == Rect(x: 158, y: 24, width: 504, height: height))
        let anchored = PopoverPlacement.resolve(bottom, in: ExampleContainers.iPadPortrait, keyboardHeight: keyboard)
        #expect(anchored.anchor.origin == Point(x: 410, y: 24 + height))
        #expect(anchored.frame == Rect(x: 158, y: 24, width: 504, height: height))
    }

    /// Under `shrink` the height is the orientation height less the keyboard, and the
    /// usable region bounds it as well: k = 313 → 307 (within 1180 − 313 − 24 = 843);
    /// k = 620 → 0; k = 619 → 1.
    @Test(arguments: [(313.0, 307.0), (619.0, 1.0), (620.0, 0.0), (700.0, 0.0)])
    func shrinkingToNothing(keyboard: Double, height: Double) {
        let placement = PopoverPlacement.resolve(
            centered, in: ExampleContainers.iPadPortrait, keyboardPolicy: .shrink, keyboardHeight: keyboard)
        #expect(placement.frame.size == Size(width: 504, height: height))
        // Centred on 590 unless that leaves the usable region, which ends at 1180 − k.
        let bottomEdge = 1180 - keyboard
        #expect(placement.frame.minY == min(590 - height / 2, bottomEdge - height))
    }

    /// A width of 0 or less is read as 0 (the frame is a line on the anchor); half a
    /// point stays half a point.
    @Test(arguments: [(-10.0, 0.0), (0.0, 0.0), (0.5, 0.5)])
    func aWidthOfZeroOrLess(width: Double, shown: Double) {
        var layout = centered
        layout.width = width
        let placement = PopoverPlacement.resolve(layout, in: ExampleContainers.iPadPortrait)
        #expect(placement.frame == Rect(x: 410 - shown / 2, y: 280, width: shown, height: 620))
    }
}

extension PopoverPlacementKeyboardTests {
    /// Without a keyboard argument there is no keyboard: on a container without a
    /// bottom safe area the bottom-aligned anchor stays on its bottom edge (667).
    @Test func noKeyboardByDefault() {
        let small = PopoverLayout(width: 300, portraitHeight: 200, landscapeHeight: 200, alignment: .bottomCenter, bottomMargin: 0)
        #expect(PopoverPlacement.resolve(small, in: ExampleContainers.iPhoneSE).anchor.origin == Point(x: 187.5, y: 667))
    }
}
