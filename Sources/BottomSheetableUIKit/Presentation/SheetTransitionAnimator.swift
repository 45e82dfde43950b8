#if canImport(UIKit)
    import BottomSheetable
    import UIKit

    /// Brings the sheet on screen: adds the presented view to the transition's
    /// container and runs `SheetInteraction.presentationAnimation` (the layout's
    /// spring from below the screen to the initial detent) through the driver.
    @MainActor final class SheetTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        /// The presentation controller, looked up when asked: UIKit may have asked
        /// the transitioning delegate for this animator before it made one.
        private let presentation: @MainActor () -> SheetPresentationController?
        private var controller: SheetPresentationController? { presentation() }

        init(presentation: @escaping @MainActor () -> SheetPresentationController?) {
            self.presentation = presentation
            super.init()
        }

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            controller?.driver?.presentationAnimation().duration ?? 0
        }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            guard let driver = controller?.driver, let sheetView = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                return
            }
            transitionContext.containerView.addSubview(sheetView)
            driver.run(driver.presentationAnimation()) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }
#endif
