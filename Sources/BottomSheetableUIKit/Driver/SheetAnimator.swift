#if canImport(UIKit)
    import BottomSheetable
    import Foundation
    import UIKit

    /// Runs a `SheetAnimation` with `UIViewPropertyAnimator` and
    /// `UISpringTimingParameters`, fed the spring the state machine chose (mass 1,
    /// its stiffness, damping coefficient and normalised initial velocity), or,
    /// for a move that follows the keyboard, with the keyboard's duration and
    /// built-in curve (`init(duration:curve:animations:)`), and keeps the clock
    /// the driver reports to the state machine.
    ///
    /// An animation stopped by the next one (`stop()`) gets its completion with
    /// `false`: UIKit runs no completion block of an animator stopped with
    /// `stopAnimation(true)` (the pages of `stopAnimation(_:)` and
    /// `addCompletion(_:)`), and a caller that waits for one (the presentation
    /// transition's `completeTransition`) would otherwise wait forever.
    @MainActor final class SheetAnimator {
        private var running: UIViewPropertyAnimator?
        /// The running animation's completion, until it is called once.
        private var pendingCompletion: (@MainActor (Bool) -> Void)?
        private var lastReport: TimeInterval = 0

        var isRunning: Bool { running != nil }

        /// Starts `animation`, replacing a running one; `changes` sets the end state.
        func run(
            _ animation: SheetAnimation, completion: @escaping @MainActor (Bool) -> Void,
            changes: @escaping @MainActor () -> Void
        ) {
            stop()
            let property: UIViewPropertyAnimator
            if case .timed(let duration, let curve) = animation.curve {
                // The keyboard's own duration and curve (its notification's
                // user-info keys), handed on as UIKit gave them.
                property = UIViewPropertyAnimator(
                    duration: duration,
                    curve: UIView.AnimationCurve(rawValue: curve.animationCurveRawValue) ?? .easeInOut)
            } else {
                let spring = UISpringTimingParameters(
                    mass: 1, stiffness: CGFloat(animation.stiffness), damping: CGFloat(animation.dampingCoefficient),
                    initialVelocity: CGVector(dx: 0, dy: animation.normalizedInitialVelocity))
                property = UIViewPropertyAnimator(duration: animation.duration, timingParameters: spring)
            }
            property.addAnimations { MainActor.assumeIsolated { changes() } }
            property.addCompletion { [weak self] position in
                MainActor.assumeIsolated {
                    guard let self, self.running === property else { return }
                    self.running = nil
                    self.pendingCompletion = nil
                    completion(position == .end)
                }
            }
            running = property
            pendingCompletion = completion
            lastReport = ProcessInfo.processInfo.systemUptime
            property.startAnimation()
        }

        /// Stops the running animation where it is; its completion is called
        /// with `false` (not finished).
        func stop() {
            running?.stopAnimation(true)
            running = nil
            let interrupted = pendingCompletion
            pendingCompletion = nil
            interrupted?(false)
        }

        /// Seconds since the animation started or since the last report; nil when
        /// nothing runs.
        func takeElapsedTime() -> TimeInterval? {
            guard running != nil else { return nil }
            let now = ProcessInfo.processInfo.systemUptime
            defer { lastReport = now }
            return now - lastReport
        }
    }
#endif
