#if canImport(UIKit)
    import BottomSheetable
    import UIKit

    extension UIViewController {
        /// Presents a `BottomSheetable` view controller as a custom sheet driven by
        /// its `sheetLayout` (the original component's entry point). Detents,
        /// dragging, dimming, the keyboard and dismissal follow the layout; dismiss it
        /// through its `SheetPresentationController` (`requestDismissal(by:)`) so the
        /// dismissal rules, `shouldDismiss` and `dismissCompletion` apply.
        public func present(
            bottomSheet: any UIViewController & BottomSheetable, animated: Bool, completion: (() -> Void)? = nil
        ) {
            let delegate = SheetTransitioningDelegate()
            bottomSheet.modalPresentationStyle = .custom
            bottomSheet.transitioningDelegate = delegate
            present(bottomSheet, animated: animated, completion: completion)
        }
    }
#endif
