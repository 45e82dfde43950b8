import Foundation
import Testing

/// The transitioning delegate **run** against the interface stand-ins with UIKit
/// asking for the animator before the presentation controller: the page of
/// `UIViewControllerTransitioningDelegate` gives no order, so the delegate must
/// not depend on one (docs/Runtime.md, "Decisions from Apple's pages").
@Suite(.serialized, .enabled(if: AppleInterfaces.canRun, "runs only against the interface stand-ins"))
struct UIKitShellTransitionOrderRunTests {
    static let driver = """
        import UIKit

        final class Sheet: UIViewController, BottomSheetable {
            static let sheetLayout = SheetLayout(
                tiers: .two,
                detents: [Detent(id: "half", height: .fraction(0.5)), Detent(id: "full", height: .system(.large))],
                initialDetent: "half")
        }

        let presenting = UIViewController()
        let sheet = Sheet()
        presenting.present(bottomSheet: sheet, animated: true)
        let delegate = sheet.transitioningDelegate!
        let animator = delegate.animationController(forPresented: sheet, presenting: presenting, source: presenting)
        print("animator asked first: \\(animator != nil), duration \\(animator?.transitionDuration(using: nil) ?? -1)")
        \(UIKitShellRunTests.onIPhone15(presenting: "sheet"))
        let expected = presentation.driver!.presentationAnimation().duration
        print("after the presentation controller: the spring's \\(animator?.transitionDuration(using: nil) == expected), positive \\(expected > 0)")
        """

    /// Asked first, the animator exists (on the old delegate it was nil, and UIKit
    /// would run its default slide); its duration is 0 until the presentation
    /// controller exists, then the state machine's presentation spring's.
    @Test func theAnimatorDoesNotDependOnTheOrderUIKitAsksIn() throws {
        let output = try UIKitShellRunTests.run(Self.driver)
        #expect(
            output == """
                animator asked first: true, duration 0.0
                after the presentation controller: the spring's true, positive true

                """)
    }
}
