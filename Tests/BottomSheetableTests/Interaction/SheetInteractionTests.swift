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
