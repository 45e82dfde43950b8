import Foundation
import Testing

extension UIKitShellRunTests {
    /// `transition: sheet` run through the shell on the iPhone 15 container: the root
    /// (300 pt) pushes a 500-pt screen. The stack's delegate hands UIKit the sheet's
    /// animator, which puts the pushed screen 300 pt down (just below the root's
    /// bottom edge, `NavigationTransitionFrames`) and moves it to 0 with the height's
    /// spring; a pop moves it from 0 to 300, just below the root's edge again, with
    /// the root put behind it. A non-`BottomSheetable` screen below, and the edge
    /// swipe, get nil: the navigation controller's own transition.
    static let sheetTransitionDriver = """
        import UIKit

        final class Root: UIViewController, BottomSheetable {
            static let sheetLayout = SheetLayout(
                detents: [Detent(id: "low", height: .points(300))],
                navigation: SheetNavigation(pushableSheets: ["details"], transition: .sheet))
        }
        final class Details: UIViewController, BottomSheetable {
            static let sheetLayout = SheetLayout(detents: [Detent(id: "tall", height: .points(500))])
        }
        final class Plain: UIViewController {}

        final class Context: NSObject, UIViewControllerContextTransitioning {
            let containerView = UIView()
            let views: [UITransitionContextViewKey: UIView]
            var completed: Bool?
            init(from: UIView, to: UIView) {
                views = [.from: from, .to: to]
                super.init()
                containerView.frame = CGRect(x: 0, y: 0, width: 393, height: 500)
            }
            func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }
            func completeTransition(_ didComplete: Bool) { completed = didComplete }
            var transitionWasCancelled: Bool { false }
        }

        let presenting = UIViewController()
        let root = Root()
        let navigation = BottomSheetNavigationController(rootBottomSheet: root)
        presenting.present(bottomSheet: navigation, animated: false)
        \(onIPhone15(presenting: "navigation"))
        navigation.testSetPresentationController(presentation)
        let delegate = navigation.delegate!

        let details = Details()
        navigation.pushViewController(details, animated: true)
        let push = delegate.navigationController(navigation, animationControllerFor: .push, from: root, to: details)!
        let pushContext = Context(from: root.view, to: details.view)
        print("push lasts: \\(push.transitionDuration(using: pushContext) > 0)")
        push.animateTransition(using: pushContext)
        print("pushed screen starts at: \\(details.view.frame.origin.y), in container: \\(pushContext.containerView.testSubviews.last === details.view)")
        print("springs: \\(UIViewPropertyAnimator.testFinishRunning())")
        print("pushed screen ends at: \\(details.view.frame.origin.y), sheet top: \\(navigation.view.frame.origin.y), completed: \\(pushContext.completed!)")

        let plain = Plain()
        print("from a plain screen: \\(delegate.navigationController(navigation, animationControllerFor: .push, from: plain, to: root) == nil)")
        print("from details (system): \\(delegate.navigationController(navigation, animationControllerFor: .push, from: details, to: plain) == nil)")
        navigation.interactivePopGestureRecognizer!.testSetState(.began)
        print("edge swipe: \\(delegate.navigationController(navigation, animationControllerFor: .pop, from: details, to: root) == nil)")
        navigation.interactivePopGestureRecognizer!.testSetState(.possible)

        _ = navigation.popViewController(animated: true)
        let pop = delegate.navigationController(navigation, animationControllerFor: .pop, from: details, to: root)!
        let popContext = Context(from: details.view, to: root.view)
        popContext.containerView.addSubview(details.view)
        pop.animateTransition(using: popContext)
        print("popped screen starts at: \\(details.view.frame.origin.y), root behind it: \\(popContext.containerView.testSubviews.first === root.view)")
        print("springs: \\(UIViewPropertyAnimator.testFinishRunning())")
        print("popped screen ends at: \\(details.view.frame.origin.y), sheet top: \\(navigation.view.frame.origin.y), completed: \\(popContext.completed!)")
        """

    @Test func theSheetTransitionRaisesAndSinksTheMovingScreenWithTheHeight() throws {
        let output = try Self.run(Self.sheetTransitionDriver)
        // iPhone 15: the container is 852 − 34 = 818 above the bottom safe area, so a
        // 500-pt sheet's top edge is at 318 and a 300-pt one's at 518.
        #expect(
            output == """
                push lasts: true
                pushed screen starts at: 300.0, in container: true
                springs: 2
                pushed screen ends at: 0.0, sheet top: 318.0, completed: true
                from a plain screen: true
                from details (system): true
                edge swipe: true
                popped screen starts at: 0.0, root behind it: true
                springs: 2
                popped screen ends at: 300.0, sheet top: 518.0, completed: true

                """, "\(output)")
    }
}
