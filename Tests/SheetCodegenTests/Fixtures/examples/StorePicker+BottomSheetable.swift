// The hooks of the sheets in specs/store-picker.sheet.yaml. sheetspec wrote this file once
// and never overwrites it: it is yours to edit.

import BottomSheetable

@MainActor
extension StorePickerViewController {
    /// Asked before the `storePicker` sheet is dismissed. Call `decision(true)` to dismiss, or
    /// `decision(false)` to keep it on screen.
    public func shouldDismiss(_ decision: @escaping @MainActor (Bool) -> Void) {
        decision(true)
    }

    /// Called once the `storePicker` sheet has been dismissed.
    public func dismissCompletion() {}

    /// The height the `storePicker` sheet's content needs at `width`, for its
    /// detents fitted to content; `nil` uses the cap.
    public func contentHeight(fitting width: Double) -> Double? {
        nil
    }
}
