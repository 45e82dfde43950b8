// The hooks of the sheets in specs/checkout.sheet.yaml. sheetspec wrote this file once
// and never overwrites it: it is yours to edit.

import BottomSheetable

@MainActor
extension CheckoutSheetViewController {
    /// Asked before the `checkout` sheet is dismissed (its spec sets
    /// `dismiss.confirm`). Call `decision(true)` to dismiss, or
    /// `decision(false)` to keep it on screen.
    public func shouldDismiss(_ decision: @escaping @MainActor (Bool) -> Void) {
        decision(true)
    }

    /// Called once the `checkout` sheet has been dismissed.
    public func dismissCompletion() {}

    /// The height the `checkout` sheet's content needs at `width`, for its
    /// detents fitted to content; `nil` uses the cap.
    public func contentHeight(fitting width: Double) -> Double? {
        nil
    }
}

@MainActor
extension AddressSheetViewController {
    /// Asked before the `checkoutAddress` sheet is dismissed (its spec sets
    /// `dismiss.confirm`). Call `decision(true)` to dismiss, or
    /// `decision(false)` to keep it on screen.
    public func shouldDismiss(_ decision: @escaping @MainActor (Bool) -> Void) {
        decision(true)
    }

    /// Called once the `checkoutAddress` sheet has been dismissed.
    public func dismissCompletion() {}

    /// The height the `checkoutAddress` sheet's content needs at `width`, for its
    /// detents fitted to content; `nil` uses the cap.
    public func contentHeight(fitting width: Double) -> Double? {
        nil
    }
}

@MainActor
extension PaymentSheetViewController {
    /// Asked before the `checkoutPayment` sheet is dismissed (its spec sets
    /// `dismiss.confirm`). Call `decision(true)` to dismiss, or
    /// `decision(false)` to keep it on screen.
    public func shouldDismiss(_ decision: @escaping @MainActor (Bool) -> Void) {
        decision(true)
    }

    /// Called once the `checkoutPayment` sheet has been dismissed.
    public func dismissCompletion() {}

    /// The height the `checkoutPayment` sheet's content needs at `width`, for its
    /// detents fitted to content; `nil` uses the cap.
    public func contentHeight(fitting width: Double) -> Double? {
        nil
    }
}
