import BottomSheetable
import UIKit

/// checkout.sheet.yaml's `checkout`: the root of a navigation stack of sheets,
/// with one button per screen its `navigation.push` lists.
final class CheckoutSheetViewController: SheetViewController {
    /// Pushes a screen on the sheet's stack (set by whoever builds the stack).
    var push: (UIViewController) -> Void = { _ in }

    init() {
        weak var weakSelf: CheckoutSheetViewController?
        let buttons = NavigationDestination.allCases.map { destination in
            (title: SheetText.pushTitle(for: destination.rawValue), action: { @MainActor () -> Void in
                weakSelf?.push(Self.screen(for: destination))
            })
        }
        super.init(text: .checkout, buttons: buttons)
        weakSelf = self
    }

    required init?(coder: NSCoder) { nil }

    /// The screen of each push target the spec names. The generated
    /// `NavigationDestination` has a case per target, so a target added to
    /// the spec stops this switch from compiling until it has a screen.
    static func screen(for destination: NavigationDestination) -> UIViewController & BottomSheetable {
        switch destination {
        case .checkoutAddress: return AddressSheetViewController()
        case .checkoutPayment: return PaymentSheetViewController()
        }
    }

    /// `fit: content`: the sheet is as tall as its content, between the spec's bounds.
    func contentHeight(fitting width: Double) -> Double? { fittedHeight(width: width) }
}

/// checkout.sheet.yaml's `checkoutAddress`: lifted by the keyboard.
final class AddressSheetViewController: SheetViewController {
    init() { super.init(text: .address) }

    required init?(coder: NSCoder) { nil }

    func contentHeight(fitting width: Double) -> Double? { fittedHeight(width: width) }
}

/// checkout.sheet.yaml's `checkoutPayment`: the one with a close button.
final class PaymentSheetViewController: SheetViewController {
    init() { super.init(text: .payment) }

    required init?(coder: NSCoder) { nil }

    func contentHeight(fitting width: Double) -> Double? { fittedHeight(width: width) }
}
