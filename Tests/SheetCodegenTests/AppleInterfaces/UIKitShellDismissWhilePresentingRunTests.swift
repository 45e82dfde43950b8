import Foundation
import Testing

/// A dismissal requested while the sheet presents another controller (an alert,
/// a share sheet), **run** against the interface stand-ins. The page of
/// `dismiss(animated:completion:)`: called on a controller that presents
/// another, it dismisses that child and those above it; so the sheet is
/// dismissed by the controller that presented it, taking the alert with it.
@Suite(.serialized, .enabled(if: AppleInterfaces.canRun, "runs only against the interface stand-ins"))
struct UIKitShellDismissWhilePresentingRunTests {
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

        let presenting = UIViewController()
        let sheet = Sheet()
        presenting.present(bottomSheet: sheet, animated: false)
        \(UIKitShellRunTests.onIPhone15(presenting: "sheet"))
        let alert = UIViewController()
        sheet.present(alert, animated: true)
        print("before: presenting shows the sheet \\(presenting.testPresentedController === sheet), the sheet the alert \\(sheet.testPresentedController === alert)")
        presentation.requestDismissal(by: .programmatic)
        print("springs: \\(UIViewPropertyAnimator.testFinishRunning())")
        print("after: presenting shows \\(presenting.testPresentedController.map { "\\(type(of: $0))" } ?? "nothing"), the sheet \\(sheet.testPresentedController.map { "\\(type(of: $0))" } ?? "nothing"), dismissCompletion \\(sheet.completions)")
        print("violations: \\(UIKitRunTimeRule.testViolations)")
        """

    /// Both go: the presenting controller shows nothing, the sheet presents
    /// nothing, and `dismissCompletion()` runs once. Dismissed on the sheet
    /// itself, only the alert went and the sheet stayed presented, off screen.
    @Test func aDismissalWhileTheSheetPresentsAnAlertDismissesTheSheetAndTheAlert() throws {
        let output = try UIKitShellRunTests.run(Self.driver)
        #expect(
            output == """
                before: presenting shows the sheet true, the sheet the alert true
                springs: 1
                after: presenting shows nothing, the sheet nothing, dismissCompletion 1
                violations: []

                """)
    }
}
