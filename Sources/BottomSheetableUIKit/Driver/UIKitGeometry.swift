#if canImport(UIKit)
    import BottomSheetable
    import UIKit

    /// Conversions between BottomSheetable's geometry and UIKit's. Values are copied,
    /// never computed: the state machine's rectangles become `CGRect`s as they are.
    extension CGRect {
        init(_ rect: Rect) {
            self.init(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height)
        }
    }

    extension Rect {
        init(_ rect: CGRect) {
            self.init(
                x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
                height: Double(rect.size.height))
        }
    }

    extension UIPopoverArrowDirection {
        /// The sides a popover's layout permits (`PopoverLayout.arrows`: none for
        /// the arrowless alignments), side by side.
        init(_ arrows: PopoverArrowDirections) {
            self = []
            if arrows.contains(.up) { insert(.up) }
            if arrows.contains(.down) { insert(.down) }
            if arrows.contains(.left) { insert(.left) }
            if arrows.contains(.right) { insert(.right) }
        }
    }

    extension SheetContainer {
        /// The container a sheet is presented in: the view's size and safe-area insets,
        /// with compact height and width as the presenting traits report them.
        @MainActor init(_ view: UIView, isCompactHeight: Bool, isCompactWidth: Bool) {
            let insets = view.safeAreaInsets
            self.init(
                size: Size(width: Double(view.bounds.size.width), height: Double(view.bounds.size.height)),
                safeArea: Insets(
                    top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
                    right: Double(insets.right)),
                isCompactHeight: isCompactHeight, isCompactWidth: isCompactWidth)
        }
    }
#endif
