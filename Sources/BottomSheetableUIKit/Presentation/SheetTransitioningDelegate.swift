#if canImport(UIKit)
    import BottomSheetable
    import UIKit

    /// Hands UIKit a `SheetPresentationController` for the presented controller,
    /// driven by one `BottomSheetable` (the controller or a navigation stack's
    /// root), and the animator that brings it on screen with the state
    /// machine's presentation spring. A dismissal is not given to UIKit's animator:
    /// the state machine slides the sheet out, then the sheet is dismissed without
    /// animation.
    @MainActor public final class SheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
        private let sheet: any BottomSheetable
        private weak var controller: SheetPresentationController?

        /// The delegates of presentations in progress, by presented controller. A
        /// view controller holds its `transitioningDelegate` weakly, and when UIKit
        /// asks it for the presentation controller is not documented, so the
        /// delegate keeps itself until its presentation ends (`release(for:)`).
        private static var retained: [ObjectIdentifier: SheetTransitioningDelegate] = [:]

        public init(sheet: any BottomSheetable) {
            self.sheet = sheet
            super.init()
        }

        /// Keeps this delegate alive while `presented` is being presented or shown.
        func retain(for presented: UIViewController) {
            Self.retained[ObjectIdentifier(presented)] = self
        }

        /// Lets the delegate of `presented`'s presentation go.
        static func release(for presented: UIViewController) {
            retained[ObjectIdentifier(presented)] = nil
        }

        public func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            let made = SheetPresentationController(presented: presented, sheet: sheet, presenting: presenting)
            controller = made
            return made
        }

        /// Always an animator, whether UIKit has asked for the presentation
        /// controller yet or not: the page of `UIViewControllerTransitioningDelegate`
        /// does not say in which order it asks, so the animator looks the
        /// presentation controller up when the transition runs.
        public func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            SheetTransitionAnimator { [weak self] in self?.controller }
        }

        /// The sheet's own slide-out for a dismissal UIKit runs (app code calling
        /// `dismiss(animated: true)`), with the dimming view fading as the sheet
        /// goes; nil would give UIKit's default slide, the dimming view vanishing at
        /// its end.
        public func animationController(forDismissed dismissed: UIViewController)
            -> (any UIViewControllerAnimatedTransitioning)?
        {
            SheetTransitionAnimator(dismissing: true) { [weak self] in self?.controller }
        }
    }
#endif
