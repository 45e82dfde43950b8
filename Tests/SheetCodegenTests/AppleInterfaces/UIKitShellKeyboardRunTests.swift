import Foundation
import Testing

/// The shell's keyboard observer **run** against the interface stand-ins, in a
/// window that is not where the screen is (Stage Manager, Slide Over): the
/// keyboard's end frame comes in the screen's coordinate space (the page of
/// `keyboardFrameEndUserInfoKey`) and the shell must convert it to the sheet's
/// container before the state machine gets its cover.
@Suite(.serialized, .enabled(if: AppleInterfaces.canRun, "runs only against the interface stand-ins"))
struct UIKitShellKeyboardRunTests {
    /// An iPhone-15-sized container (393 × 852, safe area 59 / 34) filling a window
    /// whose top is `windowY` down a 1366-point screen; a 500-point keyboard at the
    /// screen's bottom (y 866). `lift` grows the half detent (379.5) by the cover.
    static func driver(windowY: Int) -> String {
        """
        import UIKit

        final class Sheet: UIViewController, BottomSheetable {
            static let sheetLayout = SheetLayout(
                tiers: .two,
                detents: [Detent(id: "half", height: .fraction(0.5)), Detent(id: "full", height: .system(.large))],
                initialDetent: "half", keyboard: .lift)
        }

        let presenting = UIViewController()
        let sheet = Sheet()
        presenting.present(bottomSheet: sheet, animated: false)
        let window = UIWindow()
        window.bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
        window.testSetOriginOnScreen(CGPoint(x: 0, y: \(windowY)))
        let presentation = sheet.transitioningDelegate!.presentationController(
            forPresented: sheet, presenting: presenting, source: presenting) as! SheetPresentationController
        let container = UIView()
        container.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        window.addSubview(container)
        container.testSetSafeAreaInsets(UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        presentation.testSetContainerView(container)
        presentation.presentationTransitionWillBegin()
        presentation.presentationTransitionDidEnd(true)
        print("before: \\(presentation.frameOfPresentedViewInContainerView.origin.y)")
        NotificationCenter.default.post(
            name: UIResponder.keyboardWillShowNotification, object: nil,
            userInfo: [UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 866, width: 393, height: 500)])
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
        UIViewPropertyAnimator.testFinishRunning()
        print("keyboard: \\(sheet.view.frame.origin.y) \\(sheet.view.frame.size.height)")
        print("violations: \\(UIKitRunTimeRule.testViolations)")
        """
    }

    /// The window's top at screen y 100: its bottom is at 952, so the keyboard
    /// (screen 866…1366) covers 952 − 866 = 86 of it (window y 766). `lift` raises
    /// the sheet by the cover above the bottom safe area, 86 − 34 = 52: half's top
    /// edge 818 − 379.5 = 438.5 goes to 386.5 (the frame reaching the container's
    /// bottom, 465.5 high). Taken as is (the frame's 500 points), the lift of 466
    /// would have passed the full detent and stopped there, at 59.
    @Test func aKeyboardInAStageManagerWindowLiftsTheSheetByItsCoverOfTheWindow() throws {
        let output = try UIKitShellRunTests.run(Self.driver(windowY: 100))
        #expect(
            output == """
                before: 438.5
                keyboard: 386.5 465.5
                violations: []

                """)
    }

    /// The same window at the screen's top (y 0 … 852): the keyboard at 866 is
    /// below it and covers nothing, so the sheet stays at 438.5.
    @Test func aKeyboardBelowTheWindowDoesNotMoveTheSheet() throws {
        let output = try UIKitShellRunTests.run(Self.driver(windowY: 0))
        #expect(
            output == """
                before: 438.5
                keyboard: 438.5 413.5
                violations: []

                """)
    }
}
