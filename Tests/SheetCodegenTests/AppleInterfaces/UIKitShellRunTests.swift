import Foundation
import Testing

/// The UIKit shell **run** on Linux against the interface stand-ins
/// (`Tests/AppleInterfaces/UIKit`, whose bodies store what is set and whose test
/// hooks play UIKit's part): a program presents a two-detent sheet, drags it with
/// the pan recognizer, releases it, finishes the animator's spring and dismisses
/// it, printing the sheet view's frame after each step. The numbers are the state
/// machine's (docs/Runtime.md §11) on an iPhone 15 container (393 × 852, safe area
/// 59 / 34: half = 379.5, full = 759 above y = 818), so this shows the shell
/// forwards the events and applies the frames; it says nothing of how real UIKit
/// lays out, animates or delivers touches.
@Suite(.serialized, .enabled(if: AppleInterfaces.canRun, "runs only against the interface stand-ins"))
struct UIKitShellRunTests {
    /// The shell's files and BottomSheetable's sources, compiled into the program
    /// itself (so without `import BottomSheetable`).
    static func programFiles() throws -> [(name: String, text: String)] {
        let shell = try UIKitShellTypeCheckTests.sources(in: UIKitShellTypeCheckTests.shellFolder).map { file in
            let text = (UIKitShellTypeCheckTests.checkable(file.text) ?? file.text).components(separatedBy: "\n")
                .filter { $0.trimmingCharacters(in: .whitespaces) != "import BottomSheetable" }
                .joined(separator: "\n")
            return (name: "Shell_\(file.name)", text: text)
        }
        let runtime = try UIKitShellTypeCheckTests.sources(
            in: Toolchain.repository.appendingPathComponent("Sources/BottomSheetable")
        ).map { (name: "BottomSheetable_\($0.name)", text: $0.text) }
        return shell + runtime
    }

    /// Program lines that make the presentation controller for `controller`
    /// (presented by `presenting`) and run its presentation in an iPhone 15
    /// container: 393 × 852, safe area 59 / 34.
    static func onIPhone15(presenting controller: String) -> String {
        """
        let presentation = \(controller).transitioningDelegate!.presentationController(
            forPresented: \(controller), presenting: presenting, source: presenting) as! SheetPresentationController
        let container = UIView()
        container.bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
        container.testSetSafeAreaInsets(UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        presentation.testSetContainerView(container)
        presentation.presentationTransitionWillBegin()
        presentation.presentationTransitionDidEnd(true)
        """
    }

    /// Compiles the shell, BottomSheetable and `driver` into one program and runs it.
    static func run(_ driver: String) throws -> String {
        try AppleInterfaces.run(programFiles(), mainSource: driver, compilerArguments: ["-package-name", "sheetspec"])
    }

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

        func show(_ label: String, _ rect: CGRect) {
            print("\\(label): \\(rect.origin.x) \\(rect.origin.y) \\(rect.size.width) \\(rect.size.height)")
        }

        let presenting = UIViewController()
        let sheet = Sheet()
        presenting.present(bottomSheet: sheet, animated: false)
        print("custom: \\(sheet.modalPresentationStyle == .custom)")
        \(onIPhone15(presenting: "sheet"))
        show("presented", presentation.frameOfPresentedViewInContainerView)

        let pan = sheet.view.testGestureRecognizers.first as! UIPanGestureRecognizer
        pan.testSet(state: .began, translationY: 0)
        pan.touchesBegan([], with: UIEvent())
        pan.testSet(state: .changed, translationY: -100)
        pan.touchesMoved([], with: UIEvent())
        show("dragged", sheet.view.frame)
        pan.testSet(state: .ended, translationY: -200, velocityY: -800)
        pan.touchesEnded([], with: UIEvent())
        if let spring = UIViewPropertyAnimator.testRunning.first?.testSpring {
            print(String(format: "spring: %.2f %.2f %.4f", spring.stiffness, spring.damping, spring.velocity))
        }
        print("springs: \\(UIViewPropertyAnimator.testFinishRunning())")
        show("settled", sheet.view.frame)
        presentation.requestDismissal(by: .programmatic)
        print("springs: \\(UIViewPropertyAnimator.testFinishRunning())")
        show("dismissed", sheet.view.frame)
        print("dismissCompletion: \\(sheet.completions)")
        """

    @Test func aSheetIsPresentedDraggedSettledAndDismissedWithTheStateMachinesFrames() throws {
        let output = try Self.run(Self.driver)
        // On half: top edge 818 − 379.5 = 438.5. Dragged up 100: 338.5 (479.5 high),
        // the view at the tallest frame's size while it moves (852, Runtime.md §14.2).
        // Released 200 up (579.5) moving up at 800 pt/s: the standard policy
        // projects past full, so one spring to full (818 − 759 = 59), handed to
        // UISpringTimingParameters as the layout's spring: stiffness (2π / 0.3)²,
        // damping 4π · 0.6 / 0.3 = 8π after a fling, initial velocity 800 / (759 −
        // 579.5) in UIKit's normalised unit. A programmatic
        // dismissal slides to −34: the top edge on the container's bottom (852),
        // and dismissCompletion() is called once.
        #expect(
            output == """
                custom: true
                presented: 0.0 438.5 393.0 413.5
                dragged: 0.0 338.5 393.0 852.0
                spring: 438.65 25.13 4.4568
                springs: 1
                settled: 0.0 59.0 393.0 793.0
                springs: 1
                dismissed: 0.0 852.0 393.0 0.0
                dismissCompletion: 1

                """)
    }
}

extension UIKitShellRunTests {
    /// Touches through an undimmed sheet, the scroll hand-off and a tap outside,
    /// run through the shell on the same iPhone 15 container (half 379.5 → top edge
    /// 438.5, full 759 → 59). The decisions are the state machine's (§11.5 worked
    /// example); this shows the shell asks it and applies the answers.
    static let touchesDriver = """
        import UIKit

        final class Sheet: UIViewController, BottomSheetable, BottomSheetScrollable {
            static let sheetLayout = SheetLayout(
                tiers: .two,
                detents: [Detent(id: "half", height: .fraction(0.5)), Detent(id: "full", height: .system(.large))],
                initialDetent: "half", undimmedThrough: "half")
            let scrollView = UIScrollView()
            var bottomSheetScrollView: UIScrollView? { scrollView }
            var completions = 0
            func dismissCompletion() { completions += 1 }
        }

        let presenting = UIViewController()
        presenting.view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        let sheet = Sheet()
        sheet.view.addSubview(sheet.scrollView)
        sheet.scrollView.frame = CGRect(x: 0, y: 40, width: 393, height: 700)
        sheet.scrollView.testSetAdjustedContentInset(UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        presenting.present(bottomSheet: sheet, animated: false)
        \(onIPhone15(presenting: "sheet"))

        @MainActor func touched() -> String {
            let hit = container.hitTest(CGPoint(x: 100, y: 30), with: nil)
            return hit === presenting.view ? "the content behind" : hit === container ? "the container" : "the dimming view"
        }
        print("at half, a touch above the sheet reaches \\(touched())")
        presentation.move(to: "full")
        UIViewPropertyAnimator.testFinishRunning()
        print("at full (\\(sheet.view.frame.origin.y)), it reaches \\(touched())")

        let pan = sheet.view.testGestureRecognizers.first as! UIPanGestureRecognizer
        print("pans with the scroll view: \\(pan.delegate!.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: sheet.scrollView.panGestureRecognizer))")
        pan.testSetLocation(CGPoint(x: 50, y: 300))
        sheet.scrollView.contentOffset = CGPoint(x: 0, y: 110)
        pan.testSet(state: .began, translationY: 0)
        pan.touchesBegan([], with: UIEvent())
        pan.testSet(state: .changed, translationY: 50)
        pan.touchesMoved([], with: UIEvent())
        print("content scrolled 120, finger down 50: sheet \\(sheet.view.frame.origin.y), offset \\(sheet.scrollView.contentOffset.y)")
        sheet.scrollView.contentOffset = CGPoint(x: 0, y: -10)
        pan.testSet(state: .changed, translationY: 80)
        pan.touchesMoved([], with: UIEvent())
        print("content at its top, 30 more: sheet \\(sheet.view.frame.origin.y)")
        sheet.scrollView.contentOffset = CGPoint(x: 0, y: 5)
        pan.testSet(state: .changed, translationY: 90)
        pan.touchesMoved([], with: UIEvent())
        print("10 more while the sheet moves: sheet \\(sheet.view.frame.origin.y), offset \\(sheet.scrollView.contentOffset.y)")
        pan.testSet(state: .ended, translationY: 90, velocityY: 0)
        pan.touchesEnded([], with: UIEvent())
        UIViewPropertyAnimator.testFinishRunning()
        print("released: sheet \\(sheet.view.frame.origin.y)")

        let tap = container.hitTest(CGPoint(x: 100, y: 30), with: nil)!.testGestureRecognizers.first!
        tap.testSetState(.ended)
        tap.touchesEnded([], with: UIEvent())
        UIViewPropertyAnimator.testFinishRunning()
        print("tapped outside: sheet \\(sheet.view.frame.origin.y), dismissCompletion \\(sheet.completions)")
        """

    @Test func touchesPassThroughAnUndimmedSheetTheScrollViewHandsOffAndATapOutsideDismisses() throws {
        let output = try Self.run(Self.touchesDriver)
        // 100, 30 is above the sheet on both detents. At half (undimmed) it goes to
        // the presenting view; at full the dimming view takes it. Over the scroll
        // view: content 110 + 10 = 120 from its top, so 50 down scrolls the content
        // and the sheet stays at 59; at the top, 30 more move the sheet to 759 − 30
        // = 729 (top edge 89), pinned; the next 10 move it to 719 (99) and the shell
        // puts the content back at its top (−10, the inset). Released with no
        // velocity at 719: nearest is full, 59. The tap outside dismisses (the
        // default `tapOutside`): the top edge slides to the container's bottom, 852.
        #expect(
            output == """
                at half, a touch above the sheet reaches the content behind
                at full (59.0), it reaches the dimming view
                pans with the scroll view: true
                content scrolled 120, finger down 50: sheet 59.0, offset 110.0
                content at its top, 30 more: sheet 89.0
                10 more while the sheet moves: sheet 99.0, offset -10.0
                released: sheet 59.0
                tapped outside: sheet 852.0, dismissCompletion 1

                """)
    }
}

extension UIKitShellRunTests {
    /// The navigation controller's edge swipe followed to its end: cancelled, the
    /// sheet returns to the pushed screen's detent; completed, it settles on the
    /// root's. Root `half` (379.5 → top edge 438.5), pushed `tall` 600 (218).
    static let edgeSwipeDriver = """
        import UIKit

        final class Root: UIViewController, BottomSheetable {
            static let sheetLayout = SheetLayout(
                detents: [Detent(id: "half", height: .fraction(0.5))], navigation: SheetNavigation(interactivePop: true))
        }
        final class Details: UIViewController, BottomSheetable {
            static let sheetLayout = SheetLayout(detents: [Detent(id: "tall", height: .points(600))])
        }

        let presenting = UIViewController()
        let navigation = BottomSheetNavigationController(rootBottomSheet: Root())
        presenting.present(bottomSheet: navigation, animated: false)
        \(onIPhone15(presenting: "navigation"))
        navigation.testSetPresentationController(presentation)
        print("root: \\(presentation.frameOfPresentedViewInContainerView.origin.y)")

        let details = Details()
        navigation.pushViewController(details, animated: true)
        UIViewPropertyAnimator.testFinishRunning()
        print("pushed: \\(navigation.view.frame.origin.y), edge swipe on: \\(navigation.interactivePopGestureRecognizer!.isEnabled)")

        let cancelled = TestTransitionCoordinator()
        navigation.testSetTransitionCoordinator(cancelled)
        _ = navigation.popViewController(animated: true)
        cancelled.testEndInteraction(percent: 0.3, cancelled: true)
        navigation.testRestore(details)
        UIViewPropertyAnimator.testFinishRunning()
        print("swipe cancelled at 30%: \\(navigation.view.frame.origin.y), depth \\(presentation.driver!.interaction.depth)")

        let completed = TestTransitionCoordinator()
        navigation.testSetTransitionCoordinator(completed)
        _ = navigation.popViewController(animated: true)
        completed.testEndInteraction(percent: 0.6, cancelled: false)
        print(String(format: "swipe completed at 60%%: %.2f", presentation.driver!.interaction.height))
        UIViewPropertyAnimator.testFinishRunning()
        print("settled: \\(navigation.view.frame.origin.y), depth \\(presentation.driver!.interaction.depth), edge swipe on: \\(navigation.interactivePopGestureRecognizer!.isEnabled)")
        """

    @Test func theEdgeSwipeIsFollowedToItsEnd() throws {
        let output = try Self.run(Self.edgeSwipeDriver)
        // Completed at 60%: 600 + (379.5 − 600) · 0.6 = 467.7 when the finger lifts,
        // then the sheet settles on the root's half (818 − 379.5 = 438.5); the root
        // has no screen below, so the edge swipe is turned off.
        #expect(
            output == """
                root: 438.5
                pushed: 218.0, edge swipe on: true
                swipe cancelled at 30%: 218.0, depth 2
                swipe completed at 60%: 467.70
                settled: 438.5, depth 1, edge swipe on: false

                """)
    }
}
