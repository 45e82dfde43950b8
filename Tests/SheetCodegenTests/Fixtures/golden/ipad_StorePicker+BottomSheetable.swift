// The hooks of the sheets in specs/ipad/store "picker".sheet.yaml. sheetspec wrote this file once
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
}
