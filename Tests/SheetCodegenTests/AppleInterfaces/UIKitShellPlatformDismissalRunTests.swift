import Foundation
import Testing

/// A dismissal UIKit runs itself (app code calling `dismiss(animated: true)` on
/// the sheet), **run** against the interface stand-ins on the iPhone 15
/// container: the transitioning delegate hands UIKit the sheet's own slide-out,
/// so the sheet leaves with its spring and the dimming view fades as it goes.
/// After the state machine's own slide-out (`requestDismissal`) nothing is left
/// to move and the transition completes at once.
@Suite(.serialized, .enabled(if: AppleInterfaces.canRun, "runs only against the interface stand-ins"))
struct UIKitShellPlatformDismissalRunTests {
    static let driver = """
        import UIKit

        final class Sheet: UIViewController, BottomSheetable {
            static let sheetLayout = SheetLayout(
                tiers: .two,
                detents: [Detent(id: "half", height: .fraction(0.5)), Detent(id: "full", height: .system(.large))],
                initialDetent: "full")
            var completions = 0
            func dismissCompletion() { completions += 1 }
        }
        final class Context: NSObject, UIViewControllerContextTransitioning {
            let containerView = UIView()
            let from: UIView
            var completed: Bool?
            init(from: UIView) { self.from = from }
            func view(forKey key: UITransitionContextViewKey) -> UIView? { key == .from ? from : nil }
            func completeTransition(_ didComplete: Bool) { completed = didComplete }
            var transitionWasCancelled: Bool { false }
        }

        let presenting = UIViewController()
        let sheet = Sheet()
        presenting.present(bottomSheet: sheet, animated: false)
        \(UIKitShellRunTests.onIPhone15(presenting: "sheet"))
        let dimming = container.testSubviews.first!
        sheet.view.frame = presentation.frameOfPresentedViewInContainerView
        let animator = sheet.transitioningDelegate!.animationController(forDismissed: sheet)
        print("sheet's own animator: \\(animator != nil)")
        if let animator {
            let context = Context(from: sheet.view)
            print("lasts: \\(animator.transitionDuration(using: context) > 0)")
            animator.animateTransition(using: context)
            print("started at: \\(sheet.view.frame.origin.y), dimming \\(dimming.alpha), completed \\(context.completed.map { "\\($0)" } ?? "not yet")")
            print("springs: \\(UIViewPropertyAnimator.testFinishRunning())")
            print("ends at: \\(sheet.view.frame.origin.y), dimming \\(dimming.alpha), completed \\(context.completed!), dismissCompletion \\(sheet.completions)")
        }

        let second = Sheet()
        presenting.dismiss(animated: false)
        presenting.present(bottomSheet: second, animated: false)
        let secondPresentation = second.transitioningDelegate!.presentationController(
            forPresented: second, presenting: presenting, source: presenting) as! SheetPresentationController
        let secondContainer = UIView()
        secondContainer.bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
        secondContainer.testSetSafeAreaInsets(UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        secondPresentation.testSetContainerView(secondContainer)
        secondPresentation.presentationTransitionWillBegin()
        secondPresentation.presentationTransitionDidEnd(true)
        secondPresentation.requestDismissal(by: .programmatic)
        UIViewPropertyAnimator.testFinishRunning()
        let afterSlide = Context(from: second.view)
        second.transitioningDelegate?.animationController(forDismissed: second)?.animateTransition(using: afterSlide)
        print("after its own slide: completed \\(afterSlide.completed.map { "\\($0)" } ?? "never"), springs \\(UIViewPropertyAnimator.testRunning.count)")
        """

    /// Full on the iPhone 15 is 759 high, top edge at 59. UIKit's dismissal runs the
    /// sheet's spring from there to 852 (the top edge on the container's bottom),
    /// the dimming view from full's 1 to 0 with it, and completes when it lands;
    /// `dismissCompletion` is not the platform dismissal's (docs/Runtime.md §13).
    @Test func aDismissalUIKitRunsSlidesTheSheetOutWithItsSpringAndFadesTheDimming() throws {
        let output = try UIKitShellRunTests.run(Self.driver)
        #expect(
            output == """
                sheet's own animator: true
                lasts: true
                started at: 59.0, dimming 1.0, completed not yet
                springs: 1
                ends at: 852.0, dimming 0.0, completed true, dismissCompletion 0
                after its own slide: completed true, springs 0

                """, "\(output)")
    }
}
