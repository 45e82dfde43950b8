// The hooks of the sheets in specs/map-drawer.sheet.yaml. sheetspec wrote this file once
// and never overwrites it: it is yours to edit.

import BottomSheetable

@MainActor
extension PlaceDetailsViewController {
    /// Asked before the `placeDetails` sheet is dismissed. Call `decision(true)` to dismiss, or
    /// `decision(false)` to keep it on screen.
    public func shouldDismiss(_ decision: @escaping @MainActor (Bool) -> Void) {
        decision(true)
    }

    /// Called once the `placeDetails` sheet has been dismissed.
    public func dismissCompletion() {}
}
