import Foundation
import Testing

/// The shell follows the text size and Reduce Motion as UIKit posts them
/// (`SheetSettingsObserver`: `UIContentSizeCategory.didChangeNotification`,
/// `UIAccessibility.reduceMotionStatusDidChangeNotification`) in every
/// presentation: the presented sheet, the embedded drawer and the iPad
/// popover, each **run** against the interface stand-ins. The stand-in posts
/// the Reduce Motion notification when `testSetReduceMotionEnabled(_:)` changes
/// the setting; observers hear it at the next turn of the main run loop
/// (`settle()`). Numbers on the iPhone 15 container (393 × 852, safe area 59 /
/// 34: a height h has its top edge at 818 − h).
@Suite(.serialized, .enabled(if: AppleInterfaces.canRun, "runs only against the interface stand-ins"))
struct UIKitShellSettingsRunTests {
    static let helpers = """
        @MainActor func settle() { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05)) }
        @MainActor func textSizeChanges() {
            NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: nil)
            settle()
        }
        @MainActor func motion() -> String {
            "transitions \\(UIView.testTransitions.count) springs \\(UIViewPropertyAnimator.testRunning.count)"
        }
        """

    /// Reduce Motion turned on while the sheet is presented: the next increment
    /// dissolves (one transition, no spring) instead of springing; turned off,
    /// the next one springs. Without the observer the state machine would keep
    /// the setting it was made with.
    @Test func aPresentedSheetFollowsReduceMotionAsItChanges() throws {
        let program = UIKitShellAccessibilityRunTests.threeStops() + "\n" + Self.helpers + """

            UIAccessibility.testSetReduceMotionEnabled(true)
            settle()
            grabber.accessibilityIncrement()
            print("on: \\(motion()), y \\(sheet.view.frame.origin.y)")
            UIView.testFinishTransitions()
            UIAccessibility.testSetReduceMotionEnabled(false)
            settle()
            grabber.accessibilityDecrement()
            print("off: \\(motion())")
            UIViewPropertyAnimator.testFinishRunning()
            print("y \\(sheet.view.frame.origin.y)")
            """
        let output = try UIKitShellRunTests.run(program)
        #expect(
            output == """
                grabber: Sheet grabber, adjustable true, touches false, 0.0 0.0 393.0 44.0
                on: transitions 1 springs 0, y 118.0
                off: transitions 0 springs 1
                y 418.0

                """)
    }

    /// Reduce Motion turned on while the sheet appears, before the observer
    /// starts (no one hears that notification): the observer sends the setting
    /// when it starts, so the first increment already dissolves.
    @Test func aSettingChangedWhileTheSheetAppearsIsTakenWhenItHasAppeared() throws {
        let program = UIKitShellAccessibilityRunTests.threeStops().replacingOccurrences(
            of: "presentation.presentationTransitionDidEnd(true)",
            with: """
                UIAccessibility.testSetReduceMotionEnabled(true)
                RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
                presentation.presentationTransitionDidEnd(true)
                """
        ) + "\n" + Self.helpers + """

            grabber.accessibilityIncrement()
            print("increment: \\(motion()), y \\(sheet.view.frame.origin.y)")
            """
        let output = try UIKitShellRunTests.run(program)
        #expect(
            output == """
                grabber: Sheet grabber, adjustable true, touches false, 0.0 0.0 393.0 44.0
                increment: transitions 1 springs 0, y 118.0

                """)
    }

    /// An embedded drawer with a fitted detent: the text grows (content 300 →
    /// 450), its height follows (top edge 518 → 368); with Reduce Motion turned
    /// on, a move to full (759 → 59) dissolves; once removed, a text size change
    /// measures nothing.
    @Test func anEmbeddedDrawerFollowsTheTextSizeAndReduceMotion() throws {
        let program = """
            import UIKit

            final class Drawer: UIViewController, BottomSheetable {
                static let sheetLayout = SheetLayout(
                    presentation: .embedded, tiers: .two,
                    detents: [
                        Detent(id: "fit", height: .fittedToContent(min: nil, max: nil)),
                        Detent(id: "full", height: .system(.large)),
                    ],
                    initialDetent: "fit")
                var content = 300.0
                var measurements = 0
                func contentHeight(fitting width: Double) -> Double? {
                    measurements += 1
                    return content
                }
            }

            """ + Self.helpers + """

            let host = UIViewController()
            host.view.bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
            host.view.testSetSafeAreaInsets(UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
            let drawer = Drawer()
            let embedded = host.embed(bottomSheet: drawer)
            print("embedded: y \\(drawer.view.frame.origin.y)")
            drawer.content = 450
            let before = drawer.measurements
            textSizeChanges()
            UIViewPropertyAnimator.testFinishRunning()
            print("text grew: y \\(drawer.view.frame.origin.y), measured \\(drawer.measurements - before)")
            UIAccessibility.testSetReduceMotionEnabled(true)
            settle()
            embedded.move(to: "full")
            print("full: \\(motion()), y \\(drawer.view.frame.origin.y)")
            UIView.testFinishTransitions()
            embedded.remove()
            let removed = drawer.measurements
            textSizeChanges()
            print("removed: measured \\(drawer.measurements - removed)")
            """
        let output = try UIKitShellRunTests.run(program)
        #expect(
            output == """
                embedded: y 518.0
                text grew: y 368.0, measured 1
                full: transitions 1 springs 0, y 59.0
                removed: measured 0

                """)
    }

    /// The iPad popover measures its content again when the text size changes,
    /// across the presenting view's width (820), and stops once dismissed.
    @Test func thePopoverMeasuresItsContentAgainUntilDismissed() throws {
        let program = """
            import UIKit

            final class Picker: UIViewController, BottomSheetable {
                static let sheetLayout = SheetLayout(
                    presentation: .popover, detents: [Detent(id: "fit", height: .fittedToContent(min: nil, max: nil))],
                    popover: PopoverLayout(portraitHeight: 620, landscapeHeight: 420))
                var widths: [Double] = []
                func contentHeight(fitting width: Double) -> Double? {
                    widths.append(width)
                    return 300
                }
            }

            """ + Self.helpers + """

            let container = UIView()
            container.bounds = CGRect(x: 0, y: 0, width: 820, height: 1180)
            container.testSetSafeAreaInsets(UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
            let picker = Picker()
            let popover = PopoverContainerViewController(sheet: picker, over: container, isCompactWidth: false)
            picker.widths = []
            textSizeChanges()
            textSizeChanges()
            print("measured at \\(picker.widths)")
            popover.requestDismissal(by: .programmatic)
            settle()
            picker.widths = []
            textSizeChanges()
            print("dismissed: measured \\(picker.widths.count)")
            """
        let output = try UIKitShellRunTests.run(program)
        #expect(
            output == """
                measured at [820.0, 820.0]
                dismissed: measured 0

                """)
    }
}
