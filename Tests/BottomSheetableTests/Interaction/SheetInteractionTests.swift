import BottomSheetable
import Testing

/// A new `SheetInteraction` and the sanitising of the numbers its events bring.
@Suite struct SheetInteractionTests {
    let container = InteractionFixtures.iPhone15

    @Test func aNewSheetRestsWithNothingRunning() {
        let sheet = SheetInteraction(layout: InteractionFixtures.threeStops(), container: container)
        #expect(sheet.phase == .resting && sheet.height == 400)
        #expect(sheet.keyboardHeight == 0 && sheet.animationElapsed == 0 && sheet.scrollOffset == 0)
        #expect(sheet.animation == nil && sheet.currentDetent?.id == "half")
    }

    @Test func aNegativeKeyboardIsNoKeyboard() {
        var sheet = SheetInteraction(layout: InteractionFixtures.threeStops(), container: container)
        sheet.handle(.keyboardChanged(height: -20))
        #expect(sheet.keyboardHeight == 0)
    }

    @Test func aNegativeTimeStepDoesNotRunTheClockBack() {
        // 0.1 s into a move from half (400) to full (700); a step of −1 s changes nothing.
        var sheet = SheetInteraction(layout: InteractionFixtures.threeStops(), container: container)
        sheet.run([.moveToDetent("full"), .timeStep(0.1)])
        let height = sheet.height
        sheet.handle(.timeStep(-1))
        #expect(sheet.animationElapsed == 0.1 && sheet.height == height)
    }
}

/// The floors at zero of the numbers a sheet is given (a keyboard reported
/// with its animation, a content height, a container shorter than its safe
/// area), each at zero, under it and a fraction of a point above it.
@Suite struct SheetInteractionFloorTests {
    let container = InteractionFixtures.iPhone15

    @Test func anAnimatedKeyboardBelowZeroIsNoKeyboard() {
        for reported in [-20.0, -0.5, 0] {
            var sheet = SheetInteraction(layout: InteractionFixtures.threeStops(), container: container)
            sheet.handle(.keyboardAnimated(height: reported, duration: 0.25, curve: .easeOut))
            #expect(sheet.keyboardHeight == 0, "reported \(reported)")
        }
        var sheet = SheetInteraction(layout: InteractionFixtures.threeStops(), container: container)
        sheet.handle(.keyboardAnimated(height: 0.5, duration: 0.25, curve: .easeOut))
        #expect(sheet.keyboardHeight == 0.5)
    }

    @Test func aContentHeightIsFlooredAtZeroOnly() {
        let layout = InteractionFixtures.threeStops()
        #expect(SheetInteraction(layout: layout, container: container, contentHeight: -3).contentHeight == 0)
        #expect(SheetInteraction(layout: layout, container: container, contentHeight: 0).contentHeight == 0)
        #expect(SheetInteraction(layout: layout, container: container, contentHeight: 0.5).contentHeight == 0.5)
        #expect(SheetInteraction(layout: layout, container: container, contentHeight: .nan).contentHeight == nil)
    }

    @Test func theLargestHeightIsTheBaselineFlooredAtZero() {
        // The baseline is the bottom safe-area edge, 34 pt above the bottom.
        func largest(screenHeight: Double) -> Double {
            let container = SheetContainer(
                size: Size(width: 393, height: screenHeight), safeArea: Insets(top: 0, left: 0, bottom: 34, right: 0))
            return SheetInteraction(layout: InteractionFixtures.threeStops(), container: container).maximumHeight
        }
        #expect(largest(screenHeight: 20) == 0)  // baseline at −14
        #expect(largest(screenHeight: 34) == 0)
        #expect(largest(screenHeight: 34.5) == 0.5)
        #expect(largest(screenHeight: 852) == 818)
    }
}
