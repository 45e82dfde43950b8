#if canImport(UIKit)
    import BottomSheetable
    import UIKit

    extension UIColor {
        /// A `SheetColor`'s components as they are.
        convenience init(_ color: SheetColor) {
            self.init(
                red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
                alpha: CGFloat(color.alpha))
        }
    }

    /// Paints a layout's `style` on a custom presentation's views: the dimming
    /// view's colour, the sheet's rounded top corners, its border and its grabber bar. What to draw and
    /// where (the fill, whether a grabber or border exists, the bar's frame) is
    /// `SheetStyle`'s and `SheetLayout`'s; this type hands it to UIKit.
    @MainActor final class SheetStyling {
        private let layout: SheetLayout
        private let grabberView = UIView()

        init(layout: SheetLayout) {
            self.layout = layout
        }

        /// Colours the dimming view (its alpha, set by `SheetDriver`, is the
        /// dimming progress), and adds the border and the grabber to the sheet. An
        /// embedded drawer has no dimming view (`nil`).
        func apply(dimmingView: UIView?, sheetView: UIView) {
            dimmingView?.backgroundColor = UIColor(layout.style.dimmingFill)
            if let border = layout.customBorder {
                sheetView.layer.borderWidth = CGFloat(border.width)
                sheetView.layer.borderColor = UIColor(border.color).cgColor
            }
            if let radius = layout.customCornerRadius {
                // The top corners only: a bottom sheet's bottom edge is the screen's.
                // `masksToBounds` clips the content and the border to the curve
                // (the pages of `cornerRadius` and `masksToBounds`).
                sheetView.layer.cornerRadius = CGFloat(radius)
                sheetView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
                sheetView.layer.masksToBounds = true
            }
            if let grabber = layout.customGrabber {
                grabberView.backgroundColor = UIColor(grabber.color)
                grabberView.layer.cornerRadius = CGFloat(grabber.cornerRadius)
                sheetView.addSubview(grabberView)
                layOut(in: sheetView)
            }
        }

        /// Centres the grabber across the sheet's current width.
        func layOut(in sheetView: UIView) {
            guard let grabber = layout.customGrabber else { return }
            grabberView.frame = CGRect(grabber.frame(inSheetOfWidth: Double(sheetView.bounds.size.width)))
        }
    }
#endif
