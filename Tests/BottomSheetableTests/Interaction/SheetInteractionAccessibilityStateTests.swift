import BottomSheetable
import Testing

/// What the shell reads back for assistive technology: whether the background is
/// hidden (`isAccessibilityModal`) and whether the grabber is adjustable.
@Suite struct SheetInteractionAccessibilityStateTests {
    let container = InteractionFixtures.iPhone15

    @Test func aModalSheetHidesItsBackgroundExceptAtOrBelowItsUndimmedDetent() {
        // Tip 100, half 400, full 700, undimmed through half.
        var sheet = SheetInteraction(
            layout: InteractionFixtures.threeStops(undimmedThrough: "half", initial: "full"), container: container)
        #expect(sheet.isAccessibilityModal)
        sheet.handle(.accessibilityDecrement)
        sheet.handle(.animationCompleted)
        // On half, the background takes touches: VoiceOver must reach it too.
        #expect(sheet.height == 400 && !sheet.isAccessibilityModal)
        // Just above half, it is hidden again.
        sheet.run([.panBegan(overScrollView: false), .panChanged(downwardTranslation: -1)])
        #expect(sheet.height == 401 && sheet.isAccessibilityModal)
    }

    @Test func presentationsThatHideTheBackground() {
        let cases: [(Presentation, Bool)] = [(.modal, true), (.popover, true), (.overlay, false), (.embedded, false)]
        for (presentation, hidden) in cases {
            let sheet = SheetInteraction(
                layout: InteractionFixtures.threeStops(presentation: presentation), container: container)
            #expect(sheet.isAccessibilityModal == hidden, "\(presentation)")
        }
    }

    @Test func nothingIsHiddenOnceDismissed() {
        var sheet = SheetInteraction(layout: InteractionFixtures.threeStops(), container: container)
        sheet.handle(.dismissRequested(.programmatic))
        #expect(sheet.isAccessibilityModal)
        sheet.handle(.animationCompleted)
        #expect(sheet.phase == .dismissed && !sheet.isAccessibilityModal)
        #expect(!sheet.offersAdjustableGrabber)
    }

    @Test func theGrabberIsAdjustableWithTwoDetentsOrMore() {
        let three = SheetInteraction(layout: InteractionFixtures.threeStops(), container: container)
        #expect(three.offersAdjustableGrabber)
        let two = SheetInteraction(layout: InteractionFixtures.halfAndFull(), container: container)
        #expect(two.offersAdjustableGrabber)
        let one = SheetInteraction(layout: InteractionFixtures.contentSized(), container: container, contentHeight: 400)
        #expect(!one.offersAdjustableGrabber)
        let appControl = SheetInteraction(
            layout: InteractionFixtures.threeStops(), container: container,
            accessibility: SheetAccessibility(detentControl: .appControl))
        #expect(!appControl.offersAdjustableGrabber)
    }
}
