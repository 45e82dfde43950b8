import BottomSheetable
import Testing

/// The keyboard's cover of a container, in the container's coordinates.
@Suite struct KeyboardOverlapTests {
    /// Full screen, iPhone 15 (852 high): a 336-point keyboard at y = 516 covers 336.
    @Test func aFullScreenContainerIsCoveredByTheWholeKeyboard() {
        let keyboard = Rect(x: 0, y: 516, width: 393, height: 336)
        #expect(KeyboardOverlap.height(of: keyboard, inContainerOfHeight: 852) == 336)
    }

    /// A Stage Manager window 900 high whose bottom is 266 above the screen's: the
    /// 400-point keyboard (screen y 966) sits at y 766 in the window, and covers
    /// 900 − 766 = 134 of it, not 400. One point lower (767) covers 133; a window
    /// ending at the keyboard's top (766 high) is not covered, nor is one ending 1
    /// above it (765).
    @Test func aWindowAboveTheScreensBottomIsCoveredOnlyWhereTheKeyboardReachesIt() {
        #expect(KeyboardOverlap.height(of: Rect(x: 0, y: 766, width: 1024, height: 400), inContainerOfHeight: 900) == 134)
        #expect(KeyboardOverlap.height(of: Rect(x: 0, y: 767, width: 1024, height: 400), inContainerOfHeight: 900) == 133)
        #expect(KeyboardOverlap.height(of: Rect(x: 0, y: 766, width: 1024, height: 400), inContainerOfHeight: 766) == 0)
        #expect(KeyboardOverlap.height(of: Rect(x: 0, y: 766, width: 1024, height: 400), inContainerOfHeight: 765) == 0)
    }

    /// A keyboard taller than the container from above its top covers it all, no
    /// more: from −50 to 350 in a container 300 high covers 300; from 10, 290.
    @Test func theCoverIsClippedToTheContainerAtBothEdges() {
        #expect(KeyboardOverlap.height(of: Rect(x: 0, y: -50, width: 10, height: 400), inContainerOfHeight: 300) == 300)
        #expect(KeyboardOverlap.height(of: Rect(x: 0, y: 10, width: 10, height: 400), inContainerOfHeight: 300) == 290)
        #expect(KeyboardOverlap.height(of: Rect(x: 0, y: 100, width: 10, height: 0), inContainerOfHeight: 300) == 0)
    }
}
