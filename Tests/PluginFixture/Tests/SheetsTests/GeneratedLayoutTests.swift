import BottomSheetable
import Sheets
import Testing

/// Reads the conformance the build-tool plugin generated from the specs of
/// public view controllers, with `access:` at its default: the requirement
/// members are public, so a plain `import` sees them.
@MainActor
struct GeneratedLayoutTests {
    @Test func checkoutHasTheDetentsOfItsSpec() {
        let layout = CheckoutViewController.sheetLayout
        #expect(layout.detents.map(\.id) == ["medium", "large"])
        #expect(layout.initialDetent == "medium")
    }

    @Test func promoCheckoutInheritsAcrossFilesAndKeepsItsOwnValues() {
        let layout = PromoCheckoutViewController.sheetLayout
        #expect(layout.detents == CheckoutViewController.sheetLayout.detents)
        #expect(layout.initialDetent == "large")
        #expect(layout.undimmedThrough == "medium")
        #expect(layout.cornerRadius == CheckoutViewController.sheetLayout.cornerRadius)
        #expect(layout.dismissal.tapOutside)
    }
}
