import Foundation
import Testing

/// The UIKit shell's popover container **run** against the interface stand-ins:
/// an arrowless layout is anchored at the state machine's point of the
/// presenting view with no arrow; an `anchored` layout points at the app's view
/// (its bounds, or the rect given) from the layout's sides, and takes only its
/// size from the state machine. iPad Air 11-inch portrait: 820 × 1180, safe area
/// 24 / 20, popover 504 × 620, so the centre anchor is (410, 590).
@Suite(.serialized, .enabled(if: AppleInterfaces.canRun, "runs only against the interface stand-ins"))
struct UIKitShellPopoverRunTests {
    static let driver = """
        import UIKit

        final class Filters: UIViewController, BottomSheetable {
            static let sheetLayout = SheetLayout(
                presentation: .popover,
                popover: PopoverLayout(portraitHeight: 620, landscapeHeight: 420, alignment: .anchored, arrows: [.up, .left]))
        }
        final class Picker: UIViewController, BottomSheetable {
            static let sheetLayout = SheetLayout(
                presentation: .popover, popover: PopoverLayout(portraitHeight: 620, landscapeHeight: 420))
        }

        @MainActor func show(_ label: String, _ controller: UIViewController, source: UIView) {
            let popover = controller.popoverPresentationController!
            let rect = popover.sourceRect
            print("\\(label): view \\(popover.sourceView === source) rect \\(rect.origin.x),\\(rect.origin.y) \\(rect.size.width)x\\(rect.size.height) arrows \\(popover.permittedArrowDirections.rawValue) size \\(controller.preferredContentSize.width)x\\(controller.preferredContentSize.height)")
        }

        let container = UIView()
        container.bounds = CGRect(x: 0, y: 0, width: 820, height: 1180)
        container.testSetSafeAreaInsets(UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        let button = UIView()
        button.bounds = CGRect(x: 0, y: 0, width: 44, height: 30)

        let arrowless = PopoverContainerViewController(sheet: Picker(), over: container, isCompactWidth: false)
        show("arrowless", arrowless, source: container)
        let anchored = PopoverContainerViewController(
            sheet: Filters(), over: container, isCompactWidth: false, anchoredTo: button)
        show("anchored", anchored, source: button)
        let inRect = PopoverContainerViewController(
            sheet: Filters(), over: container, isCompactWidth: false, anchoredTo: button,
            anchorRect: CGRect(x: 4, y: 5, width: 6, height: 7))
        show("in rect", inRect, source: button)
        """

    @Test func anArrowlessAndAnAnchoredPopoverAreHandedToUIKit() throws {
        let output = try UIKitShellRunTests.run(Self.driver)
        // `arrows: [up, left]` is UIPopoverArrowDirection 1 | 4 = 5.
        #expect(
            output == """
                arrowless: view true rect 410.0,590.0 0.0x0.0 arrows 0 size 504.0x620.0
                anchored: view true rect 0.0,0.0 44.0x30.0 arrows 5 size 504.0x620.0
                in rect: view true rect 4.0,5.0 6.0x7.0 arrows 5 size 504.0x620.0

                """)
    }
}

extension UIKitShellPopoverRunTests {
    /// `presentAsPopover` in compact width (an iPhone) presents the sheet itself,
    /// a custom sheet; it must not have made it the child of a popover container
    /// first (UIKit refuses to present a controller that has a parent). In regular
    /// width the container is presented, with the sheet its child and an anchor.
    static let fallbackDriver = """
        import UIKit

        final class Picker: UIViewController, BottomSheetable {
            static let sheetLayout = SheetLayout(
                presentation: .popover, keyboard: .shrink,
                popover: PopoverLayout(portraitHeight: 620, landscapeHeight: 420))
        }

        let iPhone = UIViewController()
        iPhone.view.bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
        iPhone.testSetTraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
        let small = Picker()
        iPhone.presentAsPopover(bottomSheet: small, animated: false)
        print("compact: presented the sheet \\(iPhone.testPresentedController === small), custom \\(small.modalPresentationStyle == .custom), parent \\(small.parent.map { "\\(type(of: $0))" } ?? "none")")

        let iPad = UIViewController()
        iPad.view.bounds = CGRect(x: 0, y: 0, width: 820, height: 1180)
        iPad.testSetTraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)
        let large = Picker()
        iPad.presentAsPopover(bottomSheet: large, animated: false)
        print("regular: presented a container \\(iPad.testPresentedController is PopoverContainerViewController), parent \\(large.parent.map { "\\(type(of: $0))" } ?? "none")")
        print("violations: \\(UIKitRunTimeRule.testViolations)")
        """

    @Test func theIPhoneFallbackPresentsASheetWithoutAParentAndBreaksNoRule() throws {
        let output = try UIKitShellRunTests.run(Self.fallbackDriver)
        #expect(
            output == """
                compact: presented the sheet true, custom true, parent none
                regular: presented a container true, parent PopoverContainerViewController
                violations: []

                """)
    }
}
