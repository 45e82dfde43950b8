#if canImport(UIKit)
    import BottomSheetable
    import Foundation
    import UIKit

    /// The humble half of a presented sheet: forwards every `SheetEvent` to its
    /// `SheetInteraction`, performs the returned effects in order and applies the
    /// state it reads back (the sheet's frame, the dimming alpha). It decides nothing:
    /// heights, velocities, dimming and dismissal rules are the state machine's.
    ///
    /// Animations run in UIKit (`SheetAnimator`); the state machine learns how much
    /// time has passed (`timeStep`) before any other event, so a finger catching a
    /// settling sheet stops it where the spring had taken it.
    @MainActor final class SheetDriver {
        private(set) var interaction: SheetInteraction
        private weak var sheet: (any BottomSheetable)?
        private let sheetView: UIView
        /// `nil` for an embedded drawer, which has none (its dimming alpha is always 0).
        private let dimmingView: UIView?
        private let animator: SheetAnimator
        /// Runs Reduce Motion settles (`SheetAnimation.Curve.fade`).
        private let fader = SheetFader()
        /// The adjustable grabber and the modal flag (`Accessibility/`); nil until
        /// the presenter adds them.
        var accessibility: SheetAccessibilityViews?
        /// The embedded scroll view, held at its top while the state machine says
        /// `pinned`.
        var scrollView: (@MainActor () -> UIScrollView?)?
        /// Called once the slide-out has finished, to take the controller off screen;
        /// it calls its argument (`dismissCompletion`) when the controller is gone.
        var onDismissed: (@MainActor (_ completion: @escaping @MainActor () -> Void) -> Void)?

        init(interaction: SheetInteraction, sheet: any BottomSheetable, sheetView: UIView, dimmingView: UIView?) {
            self.interaction = interaction
            self.sheet = sheet
            self.sheetView = sheetView
            self.dimmingView = dimmingView
            self.animator = SheetAnimator()
        }

        /// Forwards one event, then performs its effects and applies the new state.
        func send(_ event: SheetEvent) {
            reportElapsedTime(before: event)
            perform(interaction.handle(reduceMotionEvent))
            perform(interaction.handle(event))
            applyUnlessAnimating()
            accessibility?.apply(interaction)
            if interaction.scrollLock == .pinned { scrollView?()?.pinToTop() }
        }

        /// The animation that brings the sheet on screen, run by the transition animator.
        func presentationAnimation() -> SheetAnimation { interaction.presentationAnimation }

        /// Runs `animation` on the sheet's frame and dimming, then calls `completion`.
        func run(_ animation: SheetAnimation, completion: @escaping @MainActor (Bool) -> Void) {
            fader.cancel()
            if let duration = animation.fadeDuration {
                animator.stop()
                let frame = CGRect(interaction.frame(atHeight: animation.toHeight))
                let alpha = CGFloat(interaction.dimmingAlpha(atHeight: animation.toHeight))
                fader.run(duration: duration, on: sheetView, completion: completion) { [sheetView, dimmingView] in
                    sheetView.frame = frame
                    dimmingView?.alpha = alpha
                }
                return
            }
            sheetView.frame = CGRect(interaction.frame(atHeight: animation.fromHeight))
            dimmingView?.alpha = CGFloat(interaction.dimmingAlpha(atHeight: animation.fromHeight))
            let frame = CGRect(interaction.frame(atHeight: animation.toHeight))
            let alpha = CGFloat(interaction.dimmingAlpha(atHeight: animation.toHeight))
            animator.run(animation, completion: completion) { [sheetView, dimmingView] in
                sheetView.frame = frame
                dimmingView?.alpha = alpha
            }
        }

        private func reportElapsedTime(before event: SheetEvent) {
            switch event {
            case .timeStep, .animationCompleted:
                return
            default:
                guard let elapsed = animator.takeElapsedTime() else { return }
                perform(interaction.handle(.timeStep(elapsed)))
            }
        }

        private func perform(_ effects: [SheetEffect]) {
            for effect in effects {
                switch effect {
                case .animate(let animation), .dismiss(let animation):
                    run(animation) { [weak self] finished in
                        guard finished else { return }
                        self?.send(.animationCompleted)
                    }
                case .cancelAnimation:
                    animator.stop()
                    fader.cancel()
                case .askShouldDismiss:
                    sheet?.shouldDismiss { [weak self] allowed in self?.send(.shouldDismissAnswered(allowed)) }
                case .dismissCompletion:
                    let sheet = sheet
                    let completion: @MainActor () -> Void = { sheet?.dismissCompletion() }
                    if let onDismissed { onDismissed(completion) } else { completion() }
                case .announce(let description):
                    SheetAccessibilityViews.announce(description)
                }
            }
        }

        private func applyUnlessAnimating() {
            guard !animator.isRunning else { return }
            sheetView.frame = CGRect(interaction.frame)
            dimmingView?.alpha = CGFloat(interaction.dimmingAlpha)
        }
    }
#endif
