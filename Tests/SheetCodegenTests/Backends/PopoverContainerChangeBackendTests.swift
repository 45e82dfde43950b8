import Foundation
import SheetLanguage
import TestSupport
import Testing

@testable import SheetCodegen

/// The `uikit` backend's popovers after the container changes (a rotation, a
/// resized window), run against the interface stand-ins. UIKit keeps a
/// `sourceRect` where it was set (its page: only a null rect follows the
/// source view's frame), so the arrowless popover's anchor, computed from the
/// container's bounds, must be computed again: `sheetSpecContainerDidChange(_:)`,
/// which the presenting controller calls from `viewWillLayoutSubviews()`.
@Suite struct PopoverContainerChangeBackendTests {
    /// The synthetic spec's picker: bottom-centred, 8 above the safe area's
    /// bottom, 600 high in portrait and 400.5 in landscape, 504 wide. On a
    /// 1366 × 1024 iPad in landscape (safe area 24 / 20) it is 504 × 400.5 at
    /// (683, 1024 − 20 − 8 = 996). Turned to portrait (1024 × 1366, the same
    /// insets) it is 504 × 600 at (512, 1366 − 20 − 8 = 1338). A call that
    /// changes nothing leaves both as they are; before presentation (no popover
    /// controller yet) only the size is set. The anchored form follows its
    /// source by itself and takes only the orientation's height: 500 in
    /// landscape, 600 in portrait, its null rect untouched.
    @Test(.enabled(if: AppleInterfaces.canRun)) func thePopoverIsPlacedAgainWhenTheContainerTurns() throws {
        let picker = UIKitBackendTests.syntheticFiles().map { (name: $0.relativePath, text: $0.contents) }
        let anchored = try AnchoredPopoverBackendTests.files([.left], backend: .uikit)
        let files = picker + anchored
        let driver = #"""
            import UIKit

            @MainActor func describe(_ controller: UIViewController) -> String {
                let popover = controller.popoverPresentationController!
                let rect = popover.sourceRect
                let anchor = rect.isNull ? "null" : "\(rect.origin.x),\(rect.origin.y) \(rect.size.width)x\(rect.size.height)"
                return "\(controller.preferredContentSize.width)x\(controller.preferredContentSize.height) at \(anchor)"
            }

            let container = UIView()
            container.bounds = CGRect(x: 0, y: 0, width: 1366, height: 1024)
            container.testSetSafeAreaInsets(UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
            let picker = PickerPopoverViewController()
            picker.applySheetSpec(over: container)
            print("landscape \(describe(picker))")
            container.bounds = CGRect(x: 0, y: 0, width: 1024, height: 1366)
            picker.sheetSpecContainerDidChange(container)
            print("portrait \(describe(picker)) view \(picker.popoverPresentationController!.sourceView === container)")
            picker.sheetSpecContainerDidChange(container)
            print("again \(describe(picker))")

            let button = UIView()
            button.bounds = CGRect(x: 0, y: 0, width: 44, height: 30)
            let filters = FiltersViewController()
            container.bounds = CGRect(x: 0, y: 0, width: 1366, height: 1024)
            filters.applySheetSpec(over: container, anchoredTo: button)
            print("anchored landscape \(describe(filters))")
            container.bounds = CGRect(x: 0, y: 0, width: 1024, height: 1366)
            filters.sheetSpecContainerDidChange(container)
            print("anchored portrait \(describe(filters)) view \(filters.popoverPresentationController!.sourceView === button)")
            """#
        let output = try AppleInterfaces.run(files + [UIKitBackendTests.host(for: files)], mainSource: driver)
        #expect(output == """
            landscape 504.0x400.5 at 683.0,996.0 0.0x0.0
            portrait 504.0x600.0 at 512.0,1338.0 0.0x0.0 view true
            again 504.0x600.0 at 512.0,1338.0 0.0x0.0
            anchored landscape 504.0x500.0 at null
            anchored portrait 504.0x600.0 at null view true

            """, "\(output)")
    }
}
