#if canImport(UIKit)
    import BottomSheetable
    import UIKit

    extension SheetPresentationController {
        /// The escape gesture for this sheet, for an app whose content has
        /// VoiceOver's focus: UIKit asks the focused view and its superviews, which
        /// are the app's, so the app's view controller overrides
        /// `accessibilityPerformEscape()` and returns this. Applies
        /// `SheetAccessibility.escape` within the top screen's dismissal rules;
        /// `false` when the sheet does not handle it.
        public func performAccessibilityEscape() -> Bool {
            driver?.performAccessibilityEscape() ?? false
        }
    }
#endif
