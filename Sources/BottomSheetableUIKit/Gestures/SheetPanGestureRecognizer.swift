#if canImport(UIKit)
    import BottomSheetable
    import UIKit
    import UIKit.UIGestureRecognizerSubclass

    /// The pan on the sheet, reported as `SheetEvent`s: began, changed (the
    /// translation's `y`), ended (translation and velocity `y`, UIKit's signs, which
    /// are the state machine's) and cancelled.
    ///
    /// A subclass rather than a target and action: it reports from the touch
    /// callbacks, after UIKit has updated `state`, so no `@objc` selector is needed.
    /// Which pan moves the sheet and how far is the state machine's decision.
    @MainActor final class SheetPanGestureRecognizer: UIPanGestureRecognizer {
        /// Where the events go (the presentation controller's driver).
        var forward: (@MainActor (SheetEvent) -> Void)?
        private var reported: UIGestureRecognizer.State = .possible

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            report()
        }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesMoved(touches, with: event)
            report()
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesEnded(touches, with: event)
            report()
        }

        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesCancelled(touches, with: event)
            report()
        }

        /// Translates the recognizer's state into the state machine's events, once
        /// per change of state or movement.
        private func report() {
            let translation = Double(translation(in: view).y)
            switch state {
            case .began where reported != .began:
                forward?(.panBegan(overScrollView: false))
                forward?(.panChanged(downwardTranslation: translation))
            case .began, .changed:
                forward?(.panChanged(downwardTranslation: translation))
            case .ended:
                forward?(.panEnded(downwardTranslation: translation, downwardVelocity: Double(velocity(in: view).y)))
            case .cancelled, .failed:
                if reported == .began || reported == .changed { forward?(.panCancelled) }
            case .possible:
                break
            }
            reported = state
        }
    }
#endif
