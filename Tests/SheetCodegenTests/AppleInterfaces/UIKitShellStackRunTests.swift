import Foundation
import Testing

/// The sheet's navigation stack **run** against the interface stand-ins: the state
/// machine follows every way the stack changes (docs/Runtime.md §12.1), a stack
/// changed before it is presented is presented as the custom sheet with its top
/// screen's layout, and a presentation UIKit does not make retains nothing. On the
/// iPhone 15 container the sheet's bottom edge is at 852 − 34 = 818, so the root
/// (300 pt) puts the top edge at 518, `A` (500) at 318 and `B` (600) at 218.
@Suite(.serialized, .enabled(if: AppleInterfaces.canRun, "runs only against the interface stand-ins"))
struct UIKitShellStackRunTests {
    static let screens = """
        import UIKit

        final class Root: UIViewController, BottomSheetable, BottomSheetScrollable {
            static let sheetLayout = SheetLayout(
                detents: [Detent(id: "low", height: .points(300))],
                navigation: SheetNavigation(pushableSheets: ["a", "b"]))
            let list = UIScrollView()
            var bottomSheetScrollView: UIScrollView? { list }
        }
        final class A: UIViewController, BottomSheetable {
            static let sheetLayout = SheetLayout(detents: [Detent(id: "mid", height: .points(500))])
        }
        final class B: UIViewController, BottomSheetable {
            static let sheetLayout = SheetLayout(detents: [Detent(id: "tall", height: .points(600))])
        }
        final class Plain: UIViewController {}

        @MainActor func settle(_ label: String, _ navigation: UINavigationController) {
            UIViewPropertyAnimator.testFinishRunning()
            print("\\(label): \\(navigation.view.frame.origin.y)")
        }

        """

    /// Pushed before presentation: reading `presentationController` then would make
    /// UIKit's page sheet (the stand-in records it when the custom presentation
    /// follows), so the stack waits for its presentation and pushes `A` onto the
    /// state machine then: the sheet settles at A's 500 (318), not the root's 300.
    static let pushedBeforePresentationDriver = screens + """
        let presenting = UIViewController()
        let root = Root()
        let navigation = BottomSheetNavigationController(rootBottomSheet: root)
        navigation.pushViewController(A(), animated: false)
        presenting.present(bottomSheet: navigation, animated: false)
        print("violations at present: \\(UIKitRunTimeRule.testViolations)")
        \(UIKitShellRunTests.onIPhone15(presenting: "navigation"))
        print("presented: \\(presentation.frameOfPresentedViewInContainerView.origin.y)")
        """

    @Test func aScreenPushedBeforePresentationIsPresentedAsTheCustomSheetAtItsLayout() throws {
        let output = try UIKitShellRunTests.run(Self.pushedBeforePresentationDriver)
        #expect(
            output == """
                violations at present: []
                presented: 318.0

                """, "\(output)")
    }

    /// Presented with root and A (318). Each change below goes through a different
    /// door of UINavigationController; after each, the sheet settles where the new
    /// top screen's layout puts it.
    static let followsTheStackDriver = screens + """
        let presenting = UIViewController()
        let root = Root()
        let a = A()
        let navigation = BottomSheetNavigationController(rootBottomSheet: root)
        presenting.present(bottomSheet: navigation, animated: false)
        \(UIKitShellRunTests.onIPhone15(presenting: "navigation"))
        navigation.pushViewController(a, animated: false)
        settle("push A", navigation)
        let b = B()
        navigation.pushViewController(b, animated: false)
        settle("push B", navigation)
        _ = navigation.popToRootViewController(animated: false)
        settle("pop to root", navigation)
        navigation.setViewControllers([root, a, b], animated: false)
        settle("set root, A, B", navigation)
        _ = navigation.popToViewController(a, animated: false)
        settle("pop to A", navigation)
        navigation.viewControllers = [root, B()]
        settle("assign root, B", navigation)
        navigation.testReplaceStackInternally([root])
        navigation.delegate!.navigationController(navigation, didShow: root, animated: true)
        settle("back menu to root", navigation)
        navigation.pushViewController(Plain(), animated: false)
        settle("push plain", navigation)
        print("plain's scroll view: \\(navigation.bottomSheetScrollView.map { $0 === root.list } ?? false)")
        _ = navigation.popViewController(animated: false)
        print("root's scroll view: \\(navigation.bottomSheetScrollView === root.list)")
        print("violations: \\(UIKitRunTimeRule.testViolations)")
        """

    /// 318 (A), 218 (B), 518 (root: two pops), 218 (A and B pushed again in
    /// order), 318 (one pop to A), 218 (A popped, a new B pushed), 518 (the back
    /// button's menu, seen only through the delegate's `didShow`), 518 again (a
    /// screen that is not `BottomSheetable` leaves the height alone) — and the plain
    /// screen has no scroll view of its own, so the root's list is not the one the
    /// sheet's pan hands off to.
    @Test func theSheetFollowsEveryChangeOfTheStack() throws {
        let output = try UIKitShellRunTests.run(Self.followsTheStackDriver)
        #expect(
            output == """
                push A: 318.0
                push B: 218.0
                pop to root: 518.0
                set root, A, B: 218.0
                pop to A: 318.0
                assign root, B: 218.0
                back menu to root: 518.0
                push plain: 518.0
                plain's scroll view: false
                root's scroll view: true
                violations: []

                """, "\(output)")
    }

    /// A controller that already presents one presents nothing more: the sheet's
    /// transitioning delegate (kept alive by the shell until its presentation
    /// ends) must not be made, or nothing would ever let it go.
    static let refusedPresentationDriver = screens + """
        let presenting = UIViewController()
        let alert = Plain()
        presenting.present(alert, animated: false)
        let second = A()
        presenting.present(bottomSheet: second, animated: false)
        weak var delegate = second.transitioningDelegate
        print("delegate kept: \\(delegate != nil), still presents the alert: \\(presenting.presentedViewController === alert)")
        presenting.dismiss(animated: false)
        presenting.present(bottomSheet: second, animated: false)
        print("after the alert: custom \\(second.modalPresentationStyle == .custom), presented \\(presenting.presentedViewController === second)")
        """

    @Test func aPresentationThatCannotHappenRetainsNothing() throws {
        let output = try UIKitShellRunTests.run(Self.refusedPresentationDriver)
        #expect(
            output == """
                delegate kept: false, still presents the alert: true
                after the alert: custom true, presented true

                """, "\(output)")
    }

    /// A push or pop while a finger holds the sheet: the state machine refuses it
    /// (docs/Runtime.md §11.9), and the stack sends it again once the finger lifts.
    static let changedDuringADragDriver = screens + """
        let presenting = UIViewController()
        let root = Root()
        let navigation = BottomSheetNavigationController(rootBottomSheet: root)
        presenting.present(bottomSheet: navigation, animated: false)
        \(UIKitShellRunTests.onIPhone15(presenting: "navigation"))
        navigation.pushViewController(A(), animated: false)
        settle("push A", navigation)
        let pan = navigation.view.testGestureRecognizers.first { $0 is UIPanGestureRecognizer } as! UIPanGestureRecognizer

        @MainActor func hold(by translation: Double) {
            pan.testSet(state: .began, translationY: 0)
            pan.touchesBegan([], with: UIEvent())
            pan.testSet(state: .changed, translationY: translation)
            pan.touchesMoved([], with: UIEvent())
        }
        @MainActor func lift(at translation: Double) {
            pan.testSet(state: .ended, translationY: translation, velocityY: 0)
            pan.touchesEnded([], with: UIEvent())
        }

        hold(by: -20)
        _ = navigation.popViewController(animated: false)
        print("popped while held: \\(navigation.view.frame.origin.y), screens \\(presentation.driver!.interaction.depth)")
        lift(at: -20)
        settle("lifted", navigation)
        print("screens \\(presentation.driver!.interaction.depth)")

        hold(by: -20)
        navigation.pushViewController(B(), animated: false)
        print("pushed while held: \\(navigation.view.frame.origin.y), screens \\(presentation.driver!.interaction.depth)")
        lift(at: -20)
        settle("lifted", navigation)
        print("screens \\(presentation.driver!.interaction.depth)")
        print("violations: \\(UIKitRunTimeRule.testViolations)")
        """

    /// On A (318) a finger pulls the sheet up 20, past its only detent, so it
    /// rubber-bands to 307.157, and A is popped: the sheet stays with the finger
    /// and still shows two screens. When the finger lifts the pop is sent: one
    /// screen, the root's 300 (518). Held again (507.157), B is pushed: refused,
    /// one screen; sent on release: two screens, B's 600 (218).
    @Test func aPushOrPopDuringADragIsSentWhenTheFingerLifts() throws {
        let output = try UIKitShellRunTests.run(Self.changedDuringADragDriver)
        #expect(
            output == """
                push A: 318.0
                popped while held: 307.1571428571428, screens 2
                lifted: 518.0
                screens 1
                pushed while held: 507.1571428571428, screens 1
                lifted: 218.0
                screens 2
                violations: []

                """, "\(output)")
    }
}
