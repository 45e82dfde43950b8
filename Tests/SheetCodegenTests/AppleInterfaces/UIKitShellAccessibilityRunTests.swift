import Foundation
import Testing

/// The shell's accessibility **run** against the interface stand-ins: a program
/// presents a sheet, reads back what VoiceOver would see (the sheet's view modal,
/// the grabber's traits, label and value), drives the grabber's increment,
/// decrement and escape, and prints the frames and the notifications posted. The
/// numbers are the state machine's on an iPhone 15 container (393 × 852, safe
/// area 59 / 34, so a detent of height h has its top edge at 818 − h): tip 100 →
/// 718, half 400 → 418, full 700 → 118. What real VoiceOver does with these
/// properties is not shown here.
@Suite(.serialized, .enabled(if: AppleInterfaces.canRun, "runs only against the interface stand-ins"))
struct UIKitShellAccessibilityRunTests {
    /// A three-stop sheet class, with `extra` in its body.
    static func threeStops(_ extra: String = "", dismissal: String = "DismissalRules()") -> String {
        """
        import UIKit

        final class Sheet: UIViewController, BottomSheetable {
            static let sheetLayout = SheetLayout(
                tiers: .three,
                detents: [
                    Detent(id: "tip", height: .points(100)), Detent(id: "half", height: .points(400)),
                    Detent(id: "full", height: .points(700)),
                ],
                initialDetent: "half", dismissal: \(dismissal))
            var completions = 0
            func dismissCompletion() { completions += 1 }
            \(extra)
        }

        let presenting = UIViewController()
        let sheet = Sheet()
        presenting.present(bottomSheet: sheet, animated: false)
        \(UIKitShellRunTests.onIPhone15(presenting: "sheet"))
        presentation.containerViewWillLayoutSubviews()
        let grabber = sheet.view.testSubviews.first { $0.isAccessibilityElement }!
        @MainActor func show(_ step: String) {
            let posted = UIAccessibility.testPosted.map { "\\($0.notification == .layoutChanged ? "layoutChanged" : "?") \\($0.argument)" }
            print("\\(step): y \\(sheet.view.frame.origin.y) modal \\(sheet.view.accessibilityViewIsModal) value \\(grabber.accessibilityValue ?? "nil") posted \\(posted)")
        }
        let frame = grabber.frame
        print("grabber: \\(grabber.accessibilityLabel ?? "nil"), adjustable \\(grabber.accessibilityTraits.contains(.adjustable)), touches \\(grabber.isUserInteractionEnabled), \\(frame.origin.x) \\(frame.origin.y) \\(frame.size.width) \\(frame.size.height)")
        """
    }

    @Test func theGrabberMovesTheSheetAndEscapeDismissesIt() throws {
        let program = Self.threeStops() + """

            show("presented")
            grabber.accessibilityIncrement()
            UIViewPropertyAnimator.testFinishRunning()
            show("increment")
            grabber.accessibilityIncrement()
            print("at the largest, animators: \\(UIViewPropertyAnimator.testRunning.count)")
            grabber.accessibilityDecrement()
            UIViewPropertyAnimator.testFinishRunning()
            grabber.accessibilityDecrement()
            UIViewPropertyAnimator.testFinishRunning()
            show("decrement twice")
            print("escape: \\(presentation.performAccessibilityEscape())")
            UIViewPropertyAnimator.testFinishRunning()
            print("dismissed: \\(sheet.completions), modal \\(sheet.view.accessibilityViewIsModal)")
            print("violations: \\(UIKitRunTimeRule.testViolations)")
            """
        let output = try UIKitShellRunTests.run(program)
        #expect(
            output == """
                grabber: Sheet grabber, adjustable true, touches false, 0.0 0.0 393.0 44.0
                presented: y 418.0 modal true value Half, 2 of 3 posted []
                increment: y 118.0 modal true value Full, 3 of 3 posted ["layoutChanged Full, 3 of 3"]
                at the largest, animators: 0
                decrement twice: y 718.0 modal true value Tip, 1 of 3 posted ["layoutChanged Full, 3 of 3", "layoutChanged Half, 2 of 3", "layoutChanged Tip, 1 of 3"]
                escape: true
                dismissed: 1, modal false
                violations: []

                """)
    }

    /// Reduce Motion on: the increment dissolves (`UIView.transition` with
    /// `.transitionCrossDissolve`, 0.25 s) instead of springing, the sheet is at
    /// full at once, and the announcement waits for the dissolve to end. Escape is
    /// `collapse`: from full to tip, dissolved too. Turned off, the spring is back.
    @Test func reduceMotionDissolvesAndEscapeCollapses() throws {
        let program =
            "UIAccessibility.testSetReduceMotionEnabled(true)\n"
            + Self.threeStops("var sheetAccessibility: SheetAccessibility { SheetAccessibility(escape: .collapse) }")
            + """

            grabber.accessibilityIncrement()
            let fade = UIView.testTransitions
            print("transitions: \\(fade.map { $0.duration }), dissolve \\(fade.allSatisfy { $0.options.contains(.transitionCrossDissolve) && $0.options.contains(.allowUserInteraction) }), springs \\(UIViewPropertyAnimator.testRunning.count)")
            show("increment")
            UIView.testFinishTransitions()
            show("dissolved")
            print("escape: \\(grabber.accessibilityPerformEscape())")
            show("escape")
            UIView.testFinishTransitions()
            show("collapsed")
            UIAccessibility.testSetReduceMotionEnabled(false)
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
            grabber.accessibilityIncrement()
            print("springs: \\(UIViewPropertyAnimator.testRunning.count), transitions \\(UIView.testTransitions.count)")
            UIViewPropertyAnimator.testFinishRunning()
            show("spring")
            print("violations: \\(UIKitRunTimeRule.testViolations)")
            """
        let output = try UIKitShellRunTests.run(program)
        #expect(
            output == """
                grabber: Sheet grabber, adjustable true, touches false, 0.0 0.0 393.0 44.0
                transitions: [0.25], dissolve true, springs 0
                increment: y 118.0 modal true value Full, 3 of 3 posted []
                dissolved: y 118.0 modal true value Full, 3 of 3 posted ["layoutChanged Full, 3 of 3"]
                escape: true
                escape: y 718.0 modal true value Tip, 1 of 3 posted ["layoutChanged Full, 3 of 3"]
                collapsed: y 718.0 modal true value Tip, 1 of 3 posted ["layoutChanged Full, 3 of 3", "layoutChanged Tip, 1 of 3"]
                springs: 1, transitions 0
                spring: y 418.0 modal true value Half, 2 of 3 posted ["layoutChanged Full, 3 of 3", "layoutChanged Tip, 1 of 3", "layoutChanged Half, 2 of 3"]
                violations: []

                """)
    }

    /// No gesture or button may dismiss: escape is not handled (`false`, so
    /// VoiceOver offers it to what is behind) and the sheet stays on half.
    @Test func escapeIsNotHandledWhenTheUserMayNotDismiss() throws {
        let program =
            Self.threeStops(dismissal: "DismissalRules(swipe: false, tapOutside: false, closeButton: false)") + """

            print("escape: \\(grabber.accessibilityPerformEscape()), from the content \\(presentation.performAccessibilityEscape()), animators \\(UIViewPropertyAnimator.testRunning.count)")
            show("after")
            print("dismissed: \\(sheet.completions)")
            """
        let output = try UIKitShellRunTests.run(program)
        #expect(
            output == """
                grabber: Sheet grabber, adjustable true, touches false, 0.0 0.0 393.0 44.0
                escape: false, from the content false, animators 0
                after: y 418.0 modal true value Half, 2 of 3 posted []
                dismissed: 0

                """)
    }

    /// A content-sized sheet (one detent, so the grabber is no element) measured
    /// at 400: the text grows, the content measures 520 and
    /// `UIContentSizeCategory.didChangeNotification` is posted; the fitted detent
    /// follows, top edge 818 − 520 = 298, with no announcement (same detent).
    @Test func aTextSizeChangeResolvesTheFittedDetentAgain() throws {
        let program = """
            import UIKit

            final class Sheet: UIViewController, BottomSheetable {
                static let sheetLayout = SheetLayout(
                    tiers: .oneTierAutomatic, detents: [Detent(id: "fit", height: .fittedToContent(min: nil, max: nil))])
                var measured = 400.0
                func contentHeight(fitting width: Double) -> Double? { measured }
            }

            let presenting = UIViewController()
            let sheet = Sheet()
            presenting.present(bottomSheet: sheet, animated: false)
            \(UIKitShellRunTests.onIPhone15(presenting: "sheet"))
            presentation.containerViewWillLayoutSubviews()
            let elements = sheet.view.testSubviews.filter { $0.isAccessibilityElement }.count
            print("before: \\(sheet.view.frame.origin.y), adjustable elements \\(elements), modal \\(sheet.view.accessibilityViewIsModal)")
            sheet.measured = 520
            NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: nil)
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
            UIViewPropertyAnimator.testFinishRunning()
            print("after: \\(sheet.view.frame.origin.y), posted \\(UIAccessibility.testPosted.count)")
            print("violations: \\(UIKitRunTimeRule.testViolations)")
            """
        let output = try UIKitShellRunTests.run(program)
        #expect(
            output == """
                before: 418.0, adjustable elements 0, modal true
                after: 298.0, posted 0
                violations: []

                """)
    }
}
