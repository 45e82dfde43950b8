import Foundation
import Testing

/// Which keyboard the shell follows, **run** against the interface stand-ins in an
/// iPad Split View: our app on the right half of an 11-inch iPad in landscape
/// (screen 1194 × 834; the window 597 × 834 at screen x 597, safe area 24 / 20).
/// The keyboard spans the screen's width at its bottom. A half/full `lift` sheet
/// rests at half: 834 − 24 − 20 = 790 high at most, half 395, top edge at
/// 814 − 395 = 419.
@Suite(.serialized, .enabled(if: AppleInterfaces.canRun, "runs only against the interface stand-ins"))
struct UIKitShellKeyboardFollowRunTests {
    /// The sheet, the Split View window and a presentation in it, for both programs.
    static let splitView = """
        import UIKit

        final class Sheet: UIViewController, BottomSheetable {
            static let sheetLayout = SheetLayout(
                tiers: .two,
                detents: [Detent(id: "half", height: .fraction(0.5)), Detent(id: "full", height: .system(.large))],
                initialDetent: "half", keyboard: .lift)
        }

        let window = UIWindow()
        window.bounds = CGRect(x: 0, y: 0, width: 597, height: 834)
        window.testSetOriginOnScreen(CGPoint(x: 597, y: 0))

        @MainActor func presentInSplitView(_ sheet: Sheet) -> SheetPresentationController {
            let presenting = UIViewController()
            presenting.present(bottomSheet: sheet, animated: false)
            let presentation = sheet.transitioningDelegate!.presentationController(
                forPresented: sheet, presenting: presenting, source: presenting) as! SheetPresentationController
            let container = UIView()
            container.frame = CGRect(x: 0, y: 0, width: 597, height: 834)
            window.addSubview(container)
            container.testSetSafeAreaInsets(UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
            presentation.testSetContainerView(container)
            presentation.presentationTransitionWillBegin()
            presentation.presentationTransitionDidEnd(true)
            return presentation
        }
        """

    static let driver = splitView + """

        @MainActor func post(_ name: Notification.Name, y: Double, height: Double, local: Bool) {
            NotificationCenter.default.post(
                name: name, object: nil,
                userInfo: [
                    UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: y, width: 1194, height: height),
                    UIResponder.keyboardIsLocalUserInfoKey: local,
                ])
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
            UIViewPropertyAnimator.testFinishRunning()
        }

        let first = Sheet()
        let firstPresentation = presentInSplitView(first)
        print("presented: \\(firstPresentation.frameOfPresentedViewInContainerView.origin.y)")
        post(UIResponder.keyboardWillShowNotification, y: 521, height: 313, local: false)
        print("other app's keyboard: \\(firstPresentation.frameOfPresentedViewInContainerView.origin.y)")
        post(UIResponder.keyboardWillShowNotification, y: 521, height: 313, local: true)
        print("own keyboard: \\(first.view.frame.origin.y)")
        post(UIResponder.keyboardWillChangeFrameNotification, y: 779, height: 55, local: true)
        print("shortcut bar: \\(first.view.frame.origin.y)")

        let second = Sheet()
        let secondPresentation = presentInSplitView(second)
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
        UIViewPropertyAnimator.testFinishRunning()
        print("presented over the shortcut bar: \\(second.view.frame.origin.y)")
        post(UIResponder.keyboardWillHideNotification, y: 834, height: 55, local: true)
        print("hidden: \\(first.view.frame.origin.y) \\(second.view.frame.origin.y), second still shown: \\(secondPresentation.driver != nil)")
        print("violations: \\(UIKitRunTimeRule.testViolations)")
        """

    /// Another app's keyboard (`keyboardIsLocalUserInfoKey` false) leaves the sheet
    /// at 419. This app's 313-pt keyboard (screen y 521) covers 313 of the window,
    /// 293 above its bottom safe area: the sheet is lifted to 419 − 293 = 126. A
    /// hardware keyboard's shortcut bar (only `keyboardWillChangeFrame`, 55 pt at
    /// y 779) covers 55, 35 above the safe area: 384. A sheet presented while the
    /// bar is up starts lifted at 384; when it hides both go back to 419.
    @Test func theSheetFollowsOnlyThisAppsKeyboardAndEveryChangeOfItsFrame() throws {
        let output = try UIKitShellRunTests.run(Self.driver)
        #expect(
            output == """
                presented: 419.0
                other app's keyboard: 419.0
                own keyboard: 126.0
                shortcut bar: 384.0
                presented over the shortcut bar: 384.0
                hidden: 419.0 419.0, second still shown: true
                violations: []

                """, "\(output)")
    }

    /// An observer whose owner goes without `stop()` (a drawer dropped without
    /// `remove()`, a popover container that never finished a dismissal) removes
    /// its registrations itself (docs/Runtime.md §14.6): the center keeps a block,
    /// and what it captures, until `removeObserver(_:)`. The program is compiled
    /// with the shell, so it makes the observer itself, on a center of its own,
    /// forwarding to a closure that holds a canary.
    static let droppedObserverDriver = """
        import UIKit

        final class Canary: Sendable {}

        let center = NotificationCenter()
        var canary: Canary? = Canary()
        weak var watched = canary
        var observer: SheetKeyboardObserver? = SheetKeyboardObserver(center: center, container: { nil }) {
            [canary] _ in _ = canary
        }
        canary = nil
        observer?.start()
        print("held while observing: \\(watched != nil)")
        observer = nil
        print("released once dropped: \\(watched == nil)")

        var second: Canary? = Canary()
        weak var secondWatched = second
        var stopped: SheetKeyboardObserver? = SheetKeyboardObserver(center: center, container: { nil }) {
            [second] _ in _ = second
        }
        second = nil
        stopped?.start()
        stopped?.stop()
        stopped?.stop()
        stopped = nil
        print("stopped twice, then dropped: \\(secondWatched == nil)")
        """

    /// Dropped without `stop()`: the canary its blocks held goes with it. Stopped
    /// twice (safe: the second finds nothing to remove), then dropped: the same.
    @Test func aDroppedObserverRemovesItsRegistrations() throws {
        let output = try UIKitShellRunTests.run(Self.droppedObserverDriver)
        #expect(
            output == """
                held while observing: true
                released once dropped: true
                stopped twice, then dropped: true

                """, "\(output)")
    }

    /// The keyboard's own animation and a keyboard up before the first sheet:
    /// the same Split View window, the app having called
    /// `BottomSheetKeyboardTracking.start()` at launch.
    static let timingDriver = splitView + """

        BottomSheetKeyboardTracking.start()

        @MainActor func post(_ name: Notification.Name, y: Double, height: Double, timing: (Double, Int)?) {
            var info: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: y, width: 1194, height: height)]
            if let timing {
                info[UIResponder.keyboardAnimationDurationUserInfoKey] = timing.0
                info[UIResponder.keyboardAnimationCurveUserInfoKey] = timing.1
            }
            NotificationCenter.default.post(name: name, object: nil, userInfo: info)
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
        }

        @MainActor func describeRunning() -> String {
            guard let animator = UIViewPropertyAnimator.testRunning.last else { return "nothing runs" }
            if animator.testSpring != nil { return "the layout's spring" }
            return "\\(animator.duration) s, curve \\(animator.testCurve.map { "\\($0.rawValue)" } ?? "none")"
        }

        post(UIResponder.keyboardWillShowNotification, y: 521, height: 313, timing: (0.25, 7))
        let sheet = Sheet()
        let presentation = presentInSplitView(sheet)
        UIViewPropertyAnimator.testFinishRunning()
        print("first sheet, keyboard already up: \\(sheet.view.frame.origin.y)")

        post(UIResponder.keyboardWillChangeFrameNotification, y: 779, height: 55, timing: (0.3, 1))
        print("shortcut bar: \\(describeRunning())")
        UIViewPropertyAnimator.testFinishRunning()
        print("at \\(sheet.view.frame.origin.y)")
        post(UIResponder.keyboardWillHideNotification, y: 834, height: 55, timing: (0.2, 3))
        print("hide: \\(describeRunning())")
        UIViewPropertyAnimator.testFinishRunning()
        print("at \\(sheet.view.frame.origin.y)")
        post(UIResponder.keyboardWillShowNotification, y: 521, height: 313, timing: nil)
        print("no timing given: \\(describeRunning())")
        UIViewPropertyAnimator.testFinishRunning()
        print("at \\(sheet.view.frame.origin.y)")
        post(UIResponder.keyboardWillHideNotification, y: 834, height: 313, timing: (0, 0))
        print("hide without animation: \\(describeRunning()), at \\(sheet.view.frame.origin.y)")
        print("violations: \\(UIKitRunTimeRule.testViolations)")
        withExtendedLifetime(presentation) {}
        """

    /// The keyboard was shown (313 pt at screen y 521) before any sheet existed:
    /// the first sheet starts lifted at 126, as the second sheet of the program
    /// above. The shortcut bar's change (0.3 s, ease-in, raw 1) runs as one
    /// animator of 0.3 s with UIKit's built-in curve 1, not the spring, to 384; the
    /// hide (0.2 s, linear) likewise, to 419. A notification without the keys
    /// moves with the layout's spring (to 126); a hide of duration 0 puts the
    /// sheet at 419 at once, with nothing running. The keyboard's own curve (7,
    /// none of UIKit's four) is not on this path: the first report of an already
    /// shown keyboard has no animation.
    @Test func theSheetMovesWithTheKeyboardsAnimationAndKnowsAKeyboardUpBeforeIt() throws {
        let output = try UIKitShellRunTests.run(Self.timingDriver)
        #expect(
            output == """
                first sheet, keyboard already up: 126.0
                shortcut bar: 0.3 s, curve 1
                at 384.0
                hide: 0.2 s, curve 3
                at 419.0
                no timing given: the layout's spring
                at 126.0
                hide without animation: nothing runs, at 419.0
                violations: []

                """, "\(output)")
    }
}
