import BottomSheetable
import BottomSheetableUIKit
import UIKit

/// A sheet of the example: its text and buttons. The subclasses are the types
/// the specs name (`type:`); the generated extensions make them
/// `BottomSheetable` and add the `uikit` backend's `applySheetSpec…`.
class SheetViewController: StackViewController {
    /// `buttons`, then a close button when the sheet's spec allows one
    /// (`dismiss.closeButton: true` in the generated `sheetLayout`).
    init(text: SheetText, buttons: [(title: String, action: @MainActor () -> Void)] = []) {
        weak var weakSelf: SheetViewController?
        let closes = (Self.self as? any BottomSheetable.Type)?.sheetLayout.dismissal.closeButton ?? false
        let close = closes ? [(title: SheetText.closeTitle, action: { @MainActor () -> Void in weakSelf?.close() })] : []
        super.init(lines: [text.heading] + text.lines, buttons: buttons + close)
        weakSelf = self
    }

    required init?(coder: NSCoder) { nil }

    /// The height the content needs at `width`: what a `fit: content` detent
    /// asks of a `BottomSheetable` sheet (`contentHeight(fitting:)`).
    func fittedHeight(width: Double) -> Double {
        let size = view.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return Double(size.height)
    }

    /// The close button's action. Through BottomSheetableUIKit's presenter, so
    /// the spec's dismissal rules, `shouldDismiss` and `dismissCompletion()`
    /// apply; UIKit's own sheet (the `uikit` backend) is dismissed by UIKit.
    func close() {
        if let sheet = presentationController as? SheetPresentationController {
            sheet.requestDismissal(by: .closeButton)
        } else if let popover = presentationController?.presentedViewController as? PopoverContainerViewController {
            popover.requestDismissal(by: .closeButton)
        } else {
            dismiss(animated: true)
        }
    }
}
