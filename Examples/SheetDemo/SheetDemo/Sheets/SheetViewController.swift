import BottomSheetable
import BottomSheetableUIKit
import UIKit

/// A sheet of the example: its text and buttons. The subclasses are the types
/// the specs name (`type:`); the generated extensions make them
/// `BottomSheetable` and add the `uikit` backend's `applySheetSpec…`.
class SheetViewController: StackViewController {
    init(text: SheetText, buttons: [(title: String, action: @MainActor () -> Void)] = []) {
        super.init(lines: [text.heading] + text.lines, buttons: buttons)
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

    /// A close button's action. Through BottomSheetableUIKit's presenter, so
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

    /// A close button for the sheets whose spec allows one (`dismiss.closeButton`).
    static func closeButton(_ sheet: @escaping @MainActor () -> SheetViewController?) -> (
        title: String, action: @MainActor () -> Void
    ) {
        (title: SheetText.closeTitle, action: { sheet()?.close() })
    }
}
