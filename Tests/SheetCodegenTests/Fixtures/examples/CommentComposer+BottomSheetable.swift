// The hooks of the sheets in specs/comment-composer.sheet.yaml. sheetspec wrote this file once
// and never overwrites it: it is yours to edit.

import BottomSheetable

@MainActor
extension CommentComposerViewController {
    /// Asked before the `commentComposer` sheet is dismissed (its spec sets
    /// `dismiss.confirm`). Call `decision(true)` to dismiss, or
    /// `decision(false)` to keep it on screen.
    public func shouldDismiss(_ decision: @escaping @MainActor (Bool) -> Void) {
        decision(true)
    }

    /// Called once the `commentComposer` sheet has been dismissed.
    public func dismissCompletion() {}
}
