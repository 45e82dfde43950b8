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
        /// The container last sent (`containerChanged`), so a layout pass that
        /// changes nothing sends nothing and cuts no animation short.
        private var reportedContainer: SheetContainer?
        /// The width the content was last measured at (`contentHeight(fitting:)`).
        private var measuredWidth: Double?
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
        /// Called as the slide-out starts, whatever event started it (a release,
        /// a tap outside, or `confirm`'s answer).
        var onDismissalStarted: (@MainActor () -> Void)?

        /// `container` is the one `interaction` was made with, its content measured
        /// at its width.
        init(
            interaction: SheetInteraction, sheet: any BottomSheetable, sheetView: UIView, dimmingView: UIView?,
            container: SheetContainer? = nil
        ) {
            self.interaction = interaction
            self.reportedContainer = container
            self.measuredWidth = container?.size.width
            self.sheet = sheet
            self.sheetView = sheetView
            self.dimmingView = dimmingView
            self.animator = SheetAnimator()
        }

        /// Forwards one event, then performs its effects and applies the new state.
        func send(_ event: SheetEvent) {
            reportElapsedTime(before: event)
            // A touch stops UIKit's spring where it is, even when the state machine
            // already counts it as settled (its threshold is not UIKit's): the drag
            // goes on from there instead of waiting for the spring's completion.
            if case .panBegan = event { animator.stop() }
            perform(interaction.handle(event))
            applyUnlessAnimating()
            accessibility?.apply(interaction)
            if interaction.scrollLock == .pinned { scrollView?()?.pinToTop() }
        }

        /// Reports the container after a layout pass: nothing when it is the one
        /// last reported; when its width is not the one the content was measured
        /// at, the content is measured again at the new width (a fitted detent
        /// depends on it, docs/Runtime.md §14.1).
        func layOut(in container: SheetContainer) {
            guard container != reportedContainer else {
                // The first layout pass after the presentation began, or one that
                // changes nothing: the view takes the state machine's frame (the
                // same one, unless nothing had placed it yet), no event is sent.
                applyUnlessAnimating()
                accessibility?.apply(interaction)
                return
            }
            reportedContainer = container
            send(.containerChanged(container))
            if container.size.width != measuredWidth { measureContent(fitting: container.size.width) }
        }

        /// Measures the content at `width` and sends its height (`contentHeightChanged`).
        func measureContent(fitting width: Double) {
            measuredWidth = width
            send(.contentHeightChanged(sheet?.contentHeight(fitting: width)))
        }

        /// The animation that brings the sheet on screen, run by the transition animator.
        func presentationAnimation() -> SheetAnimation { interaction.presentationAnimation }

        /// Runs `animation` on the sheet's frame and dimming, then calls `completion`.
        /// The spring moves the view at one size (`movingFrame(atHeight:)`); once it
        /// has finished and `completion` has run, the view takes the frame the state
        /// machine then gives (its resting size), unless another animation started.
        /// The platform's own dismissal (`followsInteraction` false) is a slide the
        /// state machine does not know of: the view stays where that slide left it.
        func run(
            _ animation: SheetAnimation, followsInteraction: Bool = true,
            completion: @escaping @MainActor (Bool) -> Void
        ) {
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
            sheetView.frame = CGRect(interaction.movingFrame(atHeight: animation.fromHeight))
            dimmingView?.alpha = CGFloat(interaction.dimmingAlpha(atHeight: animation.fromHeight))
            let frame = CGRect(interaction.movingFrame(atHeight: animation.toHeight))
            let alpha = CGFloat(interaction.dimmingAlpha(atHeight: animation.toHeight))
            let finish: @MainActor (Bool) -> Void = { [weak self] finished in
                completion(finished)
                if finished, followsInteraction { self?.applyUnlessAnimating() }
            }
            animator.run(animation, completion: finish) { [sheetView, dimmingView] in
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
                    if case .dismiss = effect { onDismissalStarted?() }
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
            // Only a change of size lays the sheet's content out again: while the
            // sheet moves its view keeps one size (docs/Runtime.md §14.2).
            sheetView.frame = CGRect(interaction.viewFrame)
            dimmingView?.alpha = CGFloat(interaction.dimmingAlpha)
        }
    }
#endif
