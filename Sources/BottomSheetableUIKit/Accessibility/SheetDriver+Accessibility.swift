#if canImport(UIKit)
    import BottomSheetable
    import UIKit

    extension SheetDriver {
        /// Adds the adjustable grabber to `sheetView` and applies the state
        /// machine's accessibility state at once (later, after every event).
        func addAccessibility(to sheetView: UIView) {
            let views = SheetAccessibilityViews(sheetView: sheetView, driver: self)
            accessibility = views
            views.apply(interaction)
        }

        /// The escape gesture (`accessibilityPerformEscape()`): whether the state
        /// machine handles it (`SheetInteraction.answersEscape`, asked before the
        /// event), then the event itself. `false` lets VoiceOver offer the escape to
        /// what is behind.
        func performAccessibilityEscape() -> Bool {
            let handled = interaction.answersEscape
            send(.accessibilityEscape)
            return handled
        }
    }
#endif
