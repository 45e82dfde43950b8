import BottomSheetable
import Testing

/// `beginPan` on a sheet the spring is moving: caught where it is, heading for the detent
/// it was moving to.
@Suite struct SheetInteractionDragTests {
    let container = InteractionFixtures.iPhone15

    @Test func aFingerCatchesAMovingSheetWhereItIs() {
        // Half (400) to full (700) in tip 100 / half 400 / full 700, 0.1 s into the spring.
        var sheet = SheetInteraction(layout: InteractionFixtures.threeStops(), container: container)
        sheet.run([.moveToDetent("full"), .timeStep(0.1)])
        let caught = sheet.height
        #expect(caught > 400 && caught < 700 && sheet.currentDetent?.id == "half")
        let effects = sheet.handle(.panBegan(overScrollView: false))
        #expect(effects == [.cancelAnimation])
        #expect(sheet.phase == .dragging)
        // The detent it was heading for becomes the current one; the spring and its clock stop.
        #expect(sheet.currentDetent?.id == "full" && sheet.targetDetent == nil)
        #expect(sheet.animation == nil && sheet.animationElapsed == 0)
        #expect(sheet.height == caught)
        // The finger moves it from there: 50 pt down shows caught − 50.
        sheet.handle(.panChanged(downwardTranslation: 50))
        expectClose(sheet.height, caught - 50)
    }
}
