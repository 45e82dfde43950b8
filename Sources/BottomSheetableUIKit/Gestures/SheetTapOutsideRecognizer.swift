#if canImport(UIKit)
    import BottomSheetable
    import UIKit
    import UIKit.UIGestureRecognizerSubclass

    /// A tap on the dimming view, reported as `SheetEvent.dismissRequested(.tapOutside)`.
    /// Whether the sheet goes (the spec's `dismiss.tapOutside`, `confirm`) is the
    /// state machine's decision. A subclass for the same reason as the pan: no
    /// `@objc` action.
    @MainActor final class SheetTapOutsideRecognizer: UITapGestureRecognizer {
        var forward: (@MainActor (SheetEvent) -> Void)?

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesEnded(touches, with: event)
            if state == .ended { forward?(.dismissRequested(.tapOutside)) }
        }
    }
#endif
