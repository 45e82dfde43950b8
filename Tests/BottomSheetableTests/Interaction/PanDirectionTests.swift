import BottomSheetable
import Testing

/// Which pans are the sheet's (`PanDirection`): more vertical than horizontal.
@Suite struct PanDirectionTests {
    @Test func aPanMoreVerticalThanHorizontalIsTheSheets() {
        #expect(PanDirection.beginsSheetDrag(horizontal: 8, vertical: 12))
        #expect(PanDirection.beginsSheetDrag(horizontal: -8, vertical: -12))
        #expect(PanDirection.beginsSheetDrag(horizontal: 0, vertical: -3))
        // One tenth of a point either side of the diagonal.
        #expect(PanDirection.beginsSheetDrag(horizontal: 10, vertical: 10.1))
        #expect(!PanDirection.beginsSheetDrag(horizontal: 10.1, vertical: 10))
    }

    @Test func sidewaysDiagonalAndNoMovementAreNot() {
        #expect(!PanDirection.beginsSheetDrag(horizontal: 12, vertical: 8))
        #expect(!PanDirection.beginsSheetDrag(horizontal: -40, vertical: 12))
        #expect(!PanDirection.beginsSheetDrag(horizontal: 10, vertical: 10))
        #expect(!PanDirection.beginsSheetDrag(horizontal: -10, vertical: 10))
        #expect(!PanDirection.beginsSheetDrag(horizontal: 0, vertical: 0))
    }

    @Test func nonFiniteMovementsAreNot() {
        #expect(!PanDirection.beginsSheetDrag(horizontal: .nan, vertical: 12))
        #expect(!PanDirection.beginsSheetDrag(horizontal: 0, vertical: .infinity))
        #expect(!PanDirection.beginsSheetDrag(horizontal: .infinity, vertical: 12))
        #expect(!PanDirection.beginsSheetDrag(horizontal: 0, vertical: .nan))
    }
}
