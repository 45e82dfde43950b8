extension BottomSheetable {
    /// Runs the dismissal protocol of the original component for one trigger:
    /// check the layout allows the trigger (`SheetLayout.allowsDismissal(by:)`: never
    /// for an embedded drawer), ask `shouldDismiss` when
    /// `confirm` is set (never for `.programmatic`: app code has already decided), then
    /// call `dismiss` and, once it reports completion, `dismissCompletion()`.
    ///
    /// - Parameter dismiss: performs the actual dismissal (UIKit
    ///   `dismiss(animated:completion:)`) and calls its argument when done.
    /// - Returns: `false` when the rules forbid the trigger (nothing is asked or called).
    @discardableResult
    public func requestDismissal(
        by trigger: DismissalTrigger,
        dismiss: @escaping @MainActor (_ completion: @escaping @MainActor () -> Void) -> Void
    ) -> Bool {
        let rules = sheetLayout.dismissal
        guard sheetLayout.allowsDismissal(by: trigger) else { return false }
        guard rules.confirm && trigger != .programmatic else {
            dismiss { [weak self] in self?.dismissCompletion() }
            return true
        }
        shouldDismiss { [weak self] allowed in
            guard allowed else { return }
            dismiss { [weak self] in self?.dismissCompletion() }
        }
        return true
    }
}
