import Foundation
import Testing

/// The popover container **run** against the interface stand-ins after it is
/// presented, where UIKit reports a compact width for the popover's own
/// controller: the shell must read the width of the controller that presented it,
/// or its first layout turns the popover into the iPhone fallback and it stops
/// following its container. iPad Air 11-inch: 820 × 1180 in portrait, safe area
/// 24 / 20; an arrowless 504-wide popover, 620 high in portrait, 420 in landscape.
@Suite(.serialized, .enabled(if: AppleInterfaces.canRun, "runs only against the interface stand-ins"))
struct UIKitShellPopoverTraitsRunTests {
    static let driver = """
        import UIKit

        final class Picker: UIViewController, BottomSheetable {
            static let sheetLayout = SheetLayout(
                presentation: .popover, popover: PopoverLayout(portraitHeight: 620, landscapeHeight: 420))
        }

        @MainActor func show(_ label: String, _ controller: UIViewController) {
            let rect = controller.popoverPresentationController!.sourceRect
            print("\\(label): anchor \\(rect.origin.x),\\(rect.origin.y) size \\(controller.preferredContentSize.width)x\\(controller.preferredContentSize.height)")
        }

        let iPad = UIViewController()
        iPad.view.bounds = CGRect(x: 0, y: 0, width: 820, height: 1180)
        iPad.view.testSetSafeAreaInsets(UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        iPad.testSetTraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)
        iPad.presentAsPopover(bottomSheet: Picker(), animated: false)
        let popover = iPad.testPresentedController as! PopoverContainerViewController
        print("own width compact: \\(popover.traitCollection.horizontalSizeClass == .compact)")
        popover.viewWillLayoutSubviews()
        show("portrait", popover)
        iPad.view.bounds = CGRect(x: 0, y: 0, width: 1180, height: 820)
        popover.viewWillLayoutSubviews()
        show("landscape", popover)
        print("is popover: \\(popover.isPopover), violations: \\(UIKitRunTimeRule.testViolations)")
        """

    /// Portrait: centred at (410, 590), 504 × 620. Turned to landscape (1180 × 820)
    /// the popover is re-placed at the new centre (590, 410) with the landscape
    /// height, 504 × 420. Read from the popover's own compact traits, the first
    /// layout would have dropped the placement and kept the portrait one.
    @Test func aPresentedPopoverKeepsItsPlacementAndFollowsARotation() throws {
        let output = try UIKitShellRunTests.run(Self.driver)
        #expect(
            output == """
                own width compact: true
                portrait: anchor 410.0,590.0 size 504.0x620.0
                landscape: anchor 590.0,410.0 size 504.0x420.0
                is popover: true, violations: []

                """, "\(output)")
    }

    /// A tap outside a presented popover whose sheet is modal. UIKit reads the
    /// presented controller's `isModalInPresentation` — the container's — and
    /// refuses a tap outside without asking the delegate (the stand-in plays it,
    /// `testTapOutside()`). The sheet's `confirm` answer dismisses at once.
    static let modalDriver = """
        import UIKit

        final class Picker: UIViewController, BottomSheetable {
            static let sheetLayout = SheetLayout(
                presentation: .popover, dismissal: DismissalRules(confirm: true),
                popover: PopoverLayout(portraitHeight: 620, landscapeHeight: 420))
            var asked = 0
            var completions = 0
            func shouldDismiss(_ decision: @escaping @MainActor (Bool) -> Void) {
                asked += 1
                decision(true)
            }
            func dismissCompletion() { completions += 1 }
        }

        let iPad = UIViewController()
        iPad.view.bounds = CGRect(x: 0, y: 0, width: 820, height: 1180)
        iPad.view.testSetSafeAreaInsets(UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        iPad.testSetTraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)
        let picker = Picker()
        iPad.presentAsPopover(bottomSheet: picker, animated: false)
        let popover = iPad.testPresentedController as! PopoverContainerViewController
        popover.viewWillLayoutSubviews()
        picker.isModalInPresentation = true
        let askedWhileModal = popover.popoverPresentationController!.testTapOutside()
        print("modal: container modal \\(popover.isModalInPresentation), delegate asked \\(askedWhileModal), sheet asked \\(picker.asked), shown \\(iPad.testPresentedController === popover)")
        popover.isModalInPresentation = false
        print("set through the container: sheet modal \\(picker.isModalInPresentation)")
        let asked = popover.popoverPresentationController!.testTapOutside()
        print("not modal: delegate asked \\(asked), sheet asked \\(picker.asked), shown \\(iPad.testPresentedController === popover), dismissCompletion \\(picker.completions)")
        print("violations: \\(UIKitRunTimeRule.testViolations)")
        """

    /// Modal: the container reports the sheet's `true`, UIKit asks nobody and the
    /// popover stays. Cleared through the container, the sheet's flag follows; the
    /// next tap asks the delegate, the state machine asks the sheet (`confirm`),
    /// whose yes dismisses the popover and calls `dismissCompletion` once.
    @Test func aModalSheetKeepsItsPopoverOnATapOutside() throws {
        let output = try UIKitShellRunTests.run(Self.modalDriver)
        #expect(
            output == """
                modal: container modal true, delegate asked false, sheet asked 0, shown true
                set through the container: sheet modal false
                not modal: delegate asked true, sheet asked 1, shown false, dismissCompletion 1
                violations: []

                """, "\(output)")
    }
}
