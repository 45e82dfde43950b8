import Foundation
import Testing

extension UIKitShellRunTests {
    /// An embedded drawer (`presentation: .embedded`) run through the shell on a host
    /// view the size of the iPhone 15 container (393 × 852, safe area 59 / 34: half =
    /// 379.5 → top edge 438.5, full = 759 → 59). It is a child of the host, with no
    /// presentation and no dimming view; a fling down below its smallest detent, which
    /// would dismiss a swipe-dismissable sheet, settles it back on half, and only
    /// `remove()` takes it off the host.
    static let embedDriver = """
        import UIKit

        final class Drawer: UIViewController, BottomSheetable {
            static let sheetLayout = SheetLayout(
                presentation: .embedded,
                tiers: .two,
                detents: [Detent(id: "half", height: .fraction(0.5)), Detent(id: "full", height: .system(.large))],
                initialDetent: "half")
            var completions = 0
            func dismissCompletion() { completions += 1 }
        }

        func show(_ label: String, _ rect: CGRect) {
            print("\\(label): \\(rect.origin.x) \\(rect.origin.y) \\(rect.size.width) \\(rect.size.height)")
        }

        let host = UIViewController()
        host.view.bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
        host.view.testSetSafeAreaInsets(UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let drawer = Drawer()
        let embedded = host.embed(bottomSheet: drawer)
        print("child: \\(host.testChildren.first === drawer) on host view: \\(host.view.testSubviews.first === drawer.view)")
        print("presented: \\(drawer.presentingViewController != nil) subviews: \\(host.view.testSubviews.count)")
        show("embedded", drawer.view.frame)

        let pan = drawer.view.testGestureRecognizers.first as! UIPanGestureRecognizer
        pan.testSet(state: .began, translationY: 0)
        pan.touchesBegan([], with: UIEvent())
        pan.testSet(state: .changed, translationY: 300)
        pan.touchesMoved([], with: UIEvent())
        show("dragged", drawer.view.frame)
        pan.testSet(state: .ended, translationY: 350, velocityY: 3000)
        pan.touchesEnded([], with: UIEvent())
        print("springs: \\(UIViewPropertyAnimator.testFinishRunning())")
        show("settled", drawer.view.frame)
        print("dismissCompletion: \\(drawer.completions)")

        embedded.move(to: "full")
        print("springs: \\(UIViewPropertyAnimator.testFinishRunning())")
        show("full", drawer.view.frame)
        embedded.remove()
        print("removed: \\(drawer.testWasRemovedFromParent)")
        """

    @Test func anEmbeddedDrawerIsAChildThatAFlingDownDoesNotDismiss() throws {
        let output = try Self.run(Self.embedDriver)
        // Dragged 300 down from 438.5: the finger would put the top edge at 738.5 (a
        // height of 79.5), below half, where a drawer that cannot be dismissed is
        // rubber-banded (0.55 · … of the overshoot), so it shows above 738.5.
        #expect(output.hasPrefix("""
            child: true on host view: true
            presented: false subviews: 1
            embedded: 0.0 438.5 393.0 413.5
            """), "\(output)")
        let dragged = try #require(output.components(separatedBy: "\n").first { $0.hasPrefix("dragged: ") })
        let draggedTop = try #require(Double(dragged.split(separator: " ")[2]))
        #expect(draggedTop > 438.5 && draggedTop < 738.5, "\(dragged)")
        #expect(output.hasSuffix("""
            springs: 1
            settled: 0.0 438.5 393.0 413.5
            dismissCompletion: 0
            springs: 1
            full: 0.0 59.0 393.0 793.0
            removed: true

            """), "\(output)")
    }
}
