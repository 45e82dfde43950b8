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
}
