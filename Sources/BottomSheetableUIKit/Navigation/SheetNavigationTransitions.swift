#if canImport(UIKit)
    import BottomSheetable
    import UIKit

    /// The navigation stack's delegate: hands UIKit the sheet's own animator for a
    /// push or pop when `NavigationTransition.forStep(below:interactive:)` says
    /// `.sheet`, and nil (the navigation controller's own slide) otherwise. The
    /// screen underneath decides: the one pushing, or the one a pop returns to.
    @MainActor final class SheetNavigationTransitions: NSObject, UINavigationControllerDelegate {
        /// The presentation whose state machine sets the heights the animator
        /// follows, looked up when a transition starts (the stack is presented
        /// after it is made).
        var presentation: @MainActor () -> SheetPresentationController? = { nil }
        /// Called whenever UIKit has shown a screen, however the stack changed.
        var didShow: @MainActor () -> Void = {}

        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            didShow()
        }

        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
            to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            let step: NavigationTransitionFrames.Operation
            switch operation {
            case .push: step = .push
            case .pop: step = .pop
            case .none: return nil
            @unknown default: return nil  // an operation a later UIKit adds: UIKit's own transition
            }
            let below = (step == .push ? fromVC : toVC) as? any BottomSheetable
            let interactive = navigationController.interactivePopGestureRecognizer?.state == .began
            guard NavigationTransition.forStep(below: below?.sheetLayout, interactive: interactive) == .sheet else {
                return nil
            }
            return SheetNavigationAnimator(operation: step, presentation: presentation())
        }
    }

    /// Runs a `transition: sheet` push or pop: the moving screen starts or ends
    /// just below the sheet's bottom edge (`NavigationTransitionFrames`) and moves
    /// with the spring the state machine chose for the sheet's height, so the
    /// screen and the sheet arrive together.
    @MainActor final class SheetNavigationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        private let operation: NavigationTransitionFrames.Operation
        private weak var presentation: SheetPresentationController?
        private let animator = SheetAnimator()

        init(operation: NavigationTransitionFrames.Operation, presentation: SheetPresentationController?) {
            self.operation = operation
            self.presentation = presentation
            super.init()
        }

        /// The height's animation, which the stack started when it told the state
        /// machine of the push or pop.
        private var heightAnimation: SheetAnimation? { presentation?.driver?.interaction.animation }

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            heightAnimation?.duration ?? 0
        }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let container = transitionContext.containerView
            let finish: @MainActor (Bool) -> Void = { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
            guard let moving = transitionContext.view(forKey: operation == .push ? .to : .from) else {
                finish(true)
                return
            }
            if operation == .push {
                container.addSubview(moving)
            } else if let below = transitionContext.view(forKey: .to) {
                container.insertSubview(below, at: 0)
                below.frame = container.bounds
            }
            let rest = container.bounds
            guard let animation = heightAnimation else {
                moving.frame = rest
                finish(true)
                return
            }
            let frames = NavigationTransitionFrames(
                operation: operation, fromHeight: animation.fromHeight, toHeight: animation.toHeight)
            moving.frame = Self.frame(rest, loweredBy: frames.movingScreenOffset(at: 0))
            let end = Self.frame(rest, loweredBy: frames.movingScreenOffset(at: 1))
            animator.run(animation, completion: finish) { moving.frame = end }
        }

        /// The container's bounds (whose origin is the container's top-left
        /// corner) with the top edge `offset` points down.
        private static func frame(_ rest: CGRect, loweredBy offset: Double) -> CGRect {
            CGRect(origin: CGPoint(x: 0, y: CGFloat(offset)), size: rest.size)
        }
    }
#endif
