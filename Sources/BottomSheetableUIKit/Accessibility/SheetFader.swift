#if canImport(UIKit)
    import BottomSheetable
    import UIKit

    /// Runs a Reduce Motion settle (`SheetAnimation.Curve.fade`): the sheet takes
    /// its new frame inside `UIView.transition(with:duration:options:animations:completion:)`
    /// with `.transitionCrossDissolve`, so the change dissolves instead of moving,
    /// and `.allowUserInteraction`, so a finger can still catch the sheet. A
    /// transition cannot be stopped; one replaced or cancelled (`cancel()`) calls its
    /// completion with `false` at once and ignores UIKit's later call.
    @MainActor final class SheetFader {
        /// Identifies the fade running now; nil when none.
        private final class Run {}
        private var current: Run?
        private var pendingCompletion: (@MainActor (Bool) -> Void)?

        func run(
            duration: Double, on view: UIView, completion: @escaping @MainActor (Bool) -> Void,
            changes: @escaping @MainActor () -> Void
        ) {
            cancel()
            let run = Run()
            current = run
            pendingCompletion = completion
            UIView.transition(
                with: view, duration: duration, options: [.transitionCrossDissolve, .allowUserInteraction],
                animations: { MainActor.assumeIsolated { changes() } },
                completion: { [weak self] finished in
                    MainActor.assumeIsolated {
                        guard let self, self.current === run else { return }
                        self.current = nil
                        self.pendingCompletion = nil
                        completion(finished)
                    }
                })
        }

        /// Forgets the running fade: its completion is called with `false`.
        func cancel() {
            current = nil
            let interrupted = pendingCompletion
            pendingCompletion = nil
            interrupted?(false)
        }
    }
#endif
