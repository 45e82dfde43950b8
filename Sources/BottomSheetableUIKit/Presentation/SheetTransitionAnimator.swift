#if canImport(UIKit)
    import BottomSheetable
    import UIKit

    /// Brings the sheet on screen: adds the presented view to the transition's
    /// container and runs `SheetInteraction.presentationAnimation` (the layout's
    /// spring from below the screen to the initial detent) through the driver.
    /// For a dismissal UIKit runs itself (app code calling `dismiss(animated: true)`
    /// instead of `requestDismissal(by:)`), it runs `platformDismissalAnimation`
    /// the same way: the sheet slides out with its spring and the dimming view fades
    /// with it, rather than UIKit's default slide with the dimming view vanishing at
    /// the end. After the state machine's own slide-out there is nothing left to
    /// move, and the transition completes at once.
    @MainActor final class SheetTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        /// The presentation controller, looked up when asked: UIKit may have asked
        /// the transitioning delegate for this animator before it made one.
        private let presentation: @MainActor () -> SheetPresentationController?
        private let isDismissal: Bool
        private var controller: SheetPresentationController? { presentation() }

        init(
            dismissing isDismissal: Bool = false,
            presentation: @escaping @MainActor () -> SheetPresentationController?
        ) {
            self.presentation = presentation
            self.isDismissal = isDismissal
            super.init()
        }

        private var animation: SheetAnimation? {
            guard let driver = controller?.driver else { return nil }
            return isDismissal ? driver.interaction.platformDismissalAnimation : driver.presentationAnimation()
        }

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            animation?.duration ?? 0
        }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let complete: @MainActor (Bool) -> Void = { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
            guard let driver = controller?.driver, let animation,
                let sheetView = transitionContext.view(forKey: isDismissal ? .from : .to)
            else {
                complete(true)
                return
            }
            if !isDismissal { transitionContext.containerView.addSubview(sheetView) }
            driver.run(animation, followsInteraction: !isDismissal, completion: complete)
        }
    }
#endif
