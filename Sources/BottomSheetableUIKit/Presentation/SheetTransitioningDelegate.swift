#if canImport(UIKit)
    import BottomSheetable
    import UIKit

    /// Hands UIKit a `SheetPresentationController` for a `BottomSheetable` view
    /// controller, and the animator that brings it on screen with the state
    /// machine's presentation spring. A dismissal is not given to UIKit's animator:
    /// the state machine slides the sheet out, then the sheet is dismissed without
    /// animation.
    @MainActor public final class SheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
        private weak var controller: SheetPresentationController?

        public func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            guard let sheet = presented as? any UIViewController & BottomSheetable else { return nil }
            let made = SheetPresentationController(sheet: sheet, presenting: presenting)
            made.retainedDelegate = self
            controller = made
            return made
        }

        public func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            controller.map(SheetTransitionAnimator.init(controller:))
        }
    }
#endif
