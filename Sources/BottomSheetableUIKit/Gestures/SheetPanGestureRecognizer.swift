#if canImport(UIKit)
    import BottomSheetable
    import Foundation
    import UIKit
    import UIKit.UIGestureRecognizerSubclass

    /// The pan on the sheet, reported as `SheetEvent`s: began, changed (the
    /// translation's `y`), ended (translation and velocity `y`, UIKit's signs, which
    /// are the state machine's) and cancelled.
    ///
    /// A subclass rather than a target and action: it reports from the touch
    /// callbacks, after UIKit has updated `state`, so no `@objc` selector is needed.
    /// Which pan moves the sheet and how far is the state machine's decision.
    ///
    /// With an embedded scroll view (`BottomSheetScrollable`) it recognizes together
    /// with the scroll view's own pan, says whether the touch began over it, and
    /// reports its offset before every movement, so the state machine can hand the
    /// drag between the two; it reports the offset again after the scroll view's
    /// own pan has moved it for the same touch.
    @MainActor final class SheetPanGestureRecognizer: UIPanGestureRecognizer, UIGestureRecognizerDelegate {
        /// Where the events go (the presentation controller's driver).
        var forward: (@MainActor (SheetEvent) -> Void)?
        /// The top screen's scroll view, asked when a pan begins.
        var scrollView: (@MainActor () -> UIScrollView?)?
        private weak var trackedScrollView: UIScrollView?
        private var reported: UIGestureRecognizer.State = .possible

        /// Both pans run; which one moves is the state machine's call (scroll lock).
        /// The recognizer is its own delegate: the presentation controller sets
        /// that, since `init()` is a convenience initializer in UIKit.
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            otherGestureRecognizer === scrollView?()?.panGestureRecognizer
        }

        /// Only a vertical pan is the sheet's: a sideways one (a carousel, swipe
        /// actions, the edge swipe) fails here and stays with what is under the
        /// finger (`PanDirection`; the page: false moves the recognizer to
        /// `.failed`).
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            let moved = translation(in: view)
            return PanDirection.beginsSheetDrag(horizontal: Double(moved.x), vertical: Double(moved.y))
        }

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
            if state == .began, reported != .began { trackedScrollView = scrollView?() }
            if let trackedScrollView, state == .began || state == .changed || state == .ended {
                forward?(trackedScrollView.offsetEvent)
            }
            switch state {
            case .began where reported != .began:
                let overScrollView = trackedScrollView.map { $0.point(inside: location(in: $0), with: nil) } ?? false
                forward?(.panBegan(overScrollView: overScrollView))
                forward?(.panChanged(downwardTranslation: translation))
            case .began, .changed:
                forward?(.panChanged(downwardTranslation: translation))
            case .ended:
                forward?(.panEnded(downwardTranslation: translation, downwardVelocity: Double(velocity(in: view).y)))
            case .cancelled, .failed:
                if reported == .began || reported == .changed { forward?(.panCancelled) }
            case .possible:
                break
            @unknown default:
                // A state a later UIKit adds (the enum is open): nothing to report.
                break
            }
            reported = state
            reportOffsetAfterActions()
        }

        /// UIKit sends the recognizers' action messages for this touch at the next
        /// cycle of the run loop (the pages of `UIGestureRecognizer.State.began`
        /// and `.changed`), after this callback: the scroll view's own pan moves
        /// its content (or starts decelerating) then, undoing a pin made here. So
        /// the offset is reported again once those messages have been sent, from
        /// the main queue, and the driver pins the content again while the state
        /// machine says `pinned` (docs/Runtime.md §14.8).
        private func reportOffsetAfterActions() {
            guard trackedScrollView != nil, state == .began || state == .changed || state == .ended else { return }
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated {
                    guard let self, let scrollView = self.trackedScrollView else { return }
                    self.forward?(scrollView.offsetEvent)
                }
            }
        }
    }
#endif
