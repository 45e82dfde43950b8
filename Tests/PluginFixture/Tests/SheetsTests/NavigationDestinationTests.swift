import BottomSheetable
import Testing

@testable import Sheets

/// `NavigationDestination` follows `access:` (internal here), so this file
/// reads it through `@testable import`.
@MainActor
struct NavigationDestinationTests {
    @Test func checkoutPushesThePromotion() {
        #expect(CheckoutViewController.NavigationDestination.allCases.map(\.rawValue) == ["promoCheckout"])
        let destination = CheckoutViewController.NavigationDestination.promoCheckout
        #expect(ObjectIdentifier(destination.sheetType) == ObjectIdentifier(PromoCheckoutViewController.self))
        #expect(destination.sheetLayout.initialDetent == "large")
    }
}
