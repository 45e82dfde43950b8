import Foundation
import Testing

/// UIKit's rules for a user's dismissal, followed by the custom sheet and **run**
/// against the interface stand-ins on the iPhone 15 container (half: top edge at
/// 438.5; off screen: 852). The pages of `isModalInPresentation`,
/// `presentationControllerShouldDismiss(_:)`, `presentationControllerDidAttemptToDismiss(_:)`,
/// `presentationControllerWillDismiss(_:)` and `presentationControllerDidDismiss(_:)`:
/// a modal presentation refuses the swipe and the tap outside, and the adaptive
/// delegate hears of the attempt; an accepted swipe is announced before the slide
/// and after it; a dismissal by app code is not announced.
@Suite(.serialized, .enabled(if: AppleInterfaces.canRun, "runs only against the interface stand-ins"))
struct UIKitShellUserDismissalRunTests {
    static let driver = """
        import UIKit

        final class Sheet: UIViewController, BottomSheetable {
            static let sheetLayout = SheetLayout(
                tiers: .two,
                detents: [Detent(id: "half", height: .fraction(0.5)), Detent(id: "full", height: .system(.large))],
                initialDetent: "half")
            var completions = 0
            func dismissCompletion() { completions += 1 }
        }
        final class Watcher: NSObject, UIAdaptivePresentationControllerDelegate {
            var heard: [String] = []
            var allows = true
            func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
                heard.append("should")
                return allows
            }
            func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
                heard.append("attempt")
            }
            func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
                heard.append("will")
            }
            func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                heard.append("did")
            }
        }

        @MainActor func swipeDown(_ sheet: UIViewController) {
            let pan = sheet.view.testGestureRecognizers.first as! UIPanGestureRecognizer
            pan.testSet(state: .began, translationY: 0)
            pan.touchesBegan([], with: UIEvent())
            pan.testSet(state: .changed, translationY: 300)
            pan.touchesMoved([], with: UIEvent())
            pan.testSet(state: .ended, translationY: 300, velocityY: 2000)
            pan.touchesEnded([], with: UIEvent())
        }

        let presenting = UIViewController()
        let sheet = Sheet()
        presenting.present(bottomSheet: sheet, animated: false)
        \(UIKitShellRunTests.onIPhone15(presenting: "sheet"))
        let watcher = Watcher()
        presentation.delegate = watcher
        let tap = container.testSubviews.first!.testGestureRecognizers.first!

        sheet.isModalInPresentation = true
        swipeDown(sheet)
        UIViewPropertyAnimator.testFinishRunning()
        print("modal swipe: \\(sheet.view.frame.origin.y) \\(watcher.heard)")
        tap.testSetState(.ended)
        tap.touchesEnded([], with: UIEvent())
        UIViewPropertyAnimator.testFinishRunning()
        print("modal tap: \\(sheet.view.frame.origin.y) \\(watcher.heard)")

        sheet.isModalInPresentation = false
        watcher.heard = []
        watcher.allows = false
        swipeDown(sheet)
        UIViewPropertyAnimator.testFinishRunning()
        print("delegate says no: \\(sheet.view.frame.origin.y) \\(watcher.heard)")

        watcher.heard = []
        watcher.allows = true
        swipeDown(sheet)
        print("swiped: \\(watcher.heard)")
        UIViewPropertyAnimator.testFinishRunning()
        print("gone: \\(sheet.view.frame.origin.y) \\(watcher.heard), dismissCompletion \\(sheet.completions)")

        /// Presents another sheet in the same container, as the first.
        @MainActor func presentAgain(_ controller: any UIViewController & BottomSheetable) -> SheetPresentationController {
            presenting.present(bottomSheet: controller, animated: false)
            let made = controller.transitioningDelegate!.presentationController(
                forPresented: controller, presenting: presenting, source: presenting) as! SheetPresentationController
            made.testSetContainerView(container)
            made.presentationTransitionWillBegin()
            made.presentationTransitionDidEnd(true)
            return made
        }

        let second = Sheet()
        let secondPresentation = presentAgain(second)
        let appWatcher = Watcher()
        secondPresentation.delegate = appWatcher
        secondPresentation.requestDismissal(by: .programmatic)
        UIViewPropertyAnimator.testFinishRunning()
        print("by app code: \\(second.view.frame.origin.y) \\(appWatcher.heard), dismissCompletion \\(second.completions)")

        final class Confirming: UIViewController, BottomSheetable {
            static let sheetLayout = SheetLayout(
                tiers: .two,
                detents: [Detent(id: "half", height: .fraction(0.5)), Detent(id: "full", height: .system(.large))],
                initialDetent: "half", dismissal: DismissalRules(confirm: true))
            var decide: (@MainActor (Bool) -> Void)?
            func shouldDismiss(_ decision: @escaping @MainActor (Bool) -> Void) { decide = decision }
        }
        let third = Confirming()
        let thirdPresentation = presentAgain(third)
        let confirmWatcher = Watcher()
        thirdPresentation.delegate = confirmWatcher
        swipeDown(third)
        print("confirm asked: \\(confirmWatcher.heard)")
        third.decide?(true)
        print("confirmed: \\(confirmWatcher.heard), sliding \\(UIViewPropertyAnimator.testRunning.count)")
        UIViewPropertyAnimator.testFinishRunning()
        print("confirmed gone: \\(third.view.frame.origin.y) \\(confirmWatcher.heard)")
        print("violations: \\(UIKitRunTimeRule.testViolations)")
        """

    /// Modal: the 300-pt swipe at 2000 pt/s and the tap outside each leave the sheet
    /// at half (438.5) and are reported as attempts (UIKit does not ask the
    /// delegate first when `isModalInPresentation`). A delegate that answers no: the
    /// same, after it is asked. Allowed: asked, announced as the slide starts, and
    /// again when the sheet is gone (852), with `dismissCompletion` once. App code's
    /// dismissal asks and announces nothing. With `confirm`, the swipe asks the
    /// delegate and then the sheet; the app's yes starts the slide, and the
    /// delegate hears `willDismiss` then, before the slide runs (the page: "before a
    /// presentation is dismissed", to animate along), not once it has ended.
    @Test func userDismissalsFollowIsModalInPresentationAndTellTheAdaptiveDelegate() throws {
        let output = try UIKitShellRunTests.run(Self.driver)
        #expect(
            output == """
                modal swipe: 438.5 ["attempt"]
                modal tap: 438.5 ["attempt", "attempt"]
                delegate says no: 438.5 ["should", "attempt"]
                swiped: ["should", "will"]
                gone: 852.0 ["should", "will", "did"], dismissCompletion 1
                by app code: 852.0 [], dismissCompletion 1
                confirm asked: ["should"]
                confirmed: ["should", "will"], sliding 1
                confirmed gone: 852.0 ["should", "will", "did"]
                violations: []

                """, "\(output)")
    }
}
