import BottomSheetable
import Testing

/// Which sheets ask the system sheet for an iPad width, and where.
@Suite struct SheetSizingTests {
    static let iPad = SheetContainer(size: Size(width: 820, height: 1180), safeArea: Insets(top: 24, left: 0, bottom: 20, right: 0))
    static let iPhone = SheetContainer(
        size: Size(width: 393, height: 852), safeArea: Insets(top: 59, left: 0, bottom: 34, right: 0), isCompactWidth: true)

    @Test func aModalSystemSheetAsksForItsSizingInRegularWidthOnly() {
        let layout = SheetLayout(presentation: .modal, tiers: .two, sizing: .form)
        #expect(layout.honoursSizing)
        #expect(layout.requestedSizing(in: Self.iPad) == .form)
        #expect(layout.requestedSizing(in: Self.iPhone) == nil)
    }

    @Test func automaticAsksForNothing() {
        #expect(SheetLayout(presentation: .modal, tiers: .two, sizing: .automatic).requestedSizing(in: Self.iPad) == nil)
    }

    @Test(arguments: [
        SheetLayout(presentation: .popover, tiers: .one, sizing: .page),
        SheetLayout(presentation: .overlay, tiers: .two, sizing: .page),
        SheetLayout(presentation: .modal, tiers: .oneTierAutomatic, sizing: .page),
    ])
    func otherPresentationsDoNotTakeIt(_ layout: SheetLayout) {
        #expect(!layout.honoursSizing)
        #expect(layout.requestedSizing(in: Self.iPad) == nil)
    }

    @Test func theDefaultIsAutomatic() {
        #expect(SheetLayout().sizing == .automatic)
    }
}
