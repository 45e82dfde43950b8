import Foundation
import Testing

/// The presentation transition **run** against the interface stand-ins when app
/// code starts another animation before it ends (here `move(to:)`; a
/// `preferredContentSize` change in `viewWillAppear`, a push or a dismissal
/// request do the same): the appearing spring is stopped with
/// `stopAnimation(true)`, which runs no completion block (the pages of
/// `stopAnimation(_:)` and `addCompletion(_:)`; the stand-in does the same). The
/// transition must still complete, once, and the sheet get its recognizers.
@Suite(.serialized, .enabled(if: AppleInterfaces.canRun, "runs only against the interface stand-ins"))
struct UIKitShellTransitionHangRunTests {
    /// UIKit's side of a presentation transition, for a program's driver.
    static let context = """
        /// UIKit's side of the transition: the container, the sheet's view, and
        /// `completeTransition` ending the presentation as UIKit does.
        final class Context: NSObject, UIViewControllerContextTransitioning {
            let containerView: UIView
            let sheetView: UIView
            let onComplete: @MainActor (Bool) -> Void
            var completions: [Bool] = []
            init(containerView: UIView, sheetView: UIView, onComplete: @escaping @MainActor (Bool) -> Void) {
                self.containerView = containerView
                self.sheetView = sheetView
                self.onComplete = onComplete
            }
            func view(forKey key: UITransitionContextViewKey) -> UIView? { key == .to ? sheetView : nil }
            func completeTransition(_ didComplete: Bool) {
                completions.append(didComplete)
                onComplete(didComplete)
            }
            var transitionWasCancelled: Bool { false }
        }
        """

    static let driver = """
        import UIKit

        final class Sheet: UIViewController, BottomSheetable {
            static let sheetLayout = SheetLayout(
                tiers: .two,
                detents: [Detent(id: "half", height: .fraction(0.5)), Detent(id: "full", height: .system(.large))],
                initialDetent: "half")
        }

        \(context)

        let presenting = UIViewController()
        let sheet = Sheet()
        presenting.present(bottomSheet: sheet, animated: true)
        let delegate = sheet.transitioningDelegate!
        \(UIKitShellRunTests.onIPhone15(presenting: "sheet").replacingOccurrences(of: "presentation.presentationTransitionDidEnd(true)", with: ""))
        let context = Context(containerView: container, sheetView: sheet.view) { presentation.presentationTransitionDidEnd($0) }
        let animator = delegate.animationController(forPresented: sheet, presenting: presenting, source: presenting)!
        animator.animateTransition(using: context)
        print("appearing: running \\(UIViewPropertyAnimator.testRunning.count), completed \\(context.completions)")
        presentation.move(to: "full")
        print("moved during it: completed \\(context.completions), recognizers \\(sheet.view.testGestureRecognizers.count)")
        print("springs: \\(UIViewPropertyAnimator.testFinishRunning())")
        print("settled: \\(sheet.view.frame.origin.y), completed \\(context.completions), recognizers \\(sheet.view.testGestureRecognizers.count)")
        """

    /// The appearing spring runs (1 animator, not completed); `move(to: "full")`
    /// replaces it: the transition completes at once (`[true]`) and the pan
    /// recognizer is added (1). The move's one spring then finishes at full's top
    /// edge, 818 − 759 = 59, and the transition is not completed a second time.
    /// With the appearing spring's completion lost, the transition never completed
    /// and the sheet had no recognizer.
    @Test func anAnimationStartedDuringTheAppearingTransitionStillCompletesItOnce() throws {
        let output = try UIKitShellRunTests.run(Self.driver)
        #expect(
            output == """
                appearing: running 1, completed []
                moved during it: completed [true], recognizers 1
                springs: 1
                settled: 59.0, completed [true], recognizers 1

                """)
    }
}
