import Foundation
import Testing

extension UIKitShellRunTests {
    /// A styled overlay presented through the shell on the iPhone 15 container:
    /// the dimming view is coloured with `SheetStyle.dimmingFill`, the sheet's
    /// layer gets the border, and a visible grabber is a bar centred across the
    /// sheet's 393 pt, `(393 − 40) / 2` = 176.5 from the left, 8 below the top.
    static let styleDriver = """
        import UIKit

        final class Sheet: UIViewController, BottomSheetable {
            static let sheetLayout = SheetLayout(
                presentation: .overlay,
                detents: [Detent(id: "half", height: .fraction(0.5))],
                grabber: .visible,
                style: SheetStyle(
                    dimmingColor: SheetColor(red8: 0x10, green8: 0x20, blue8: 0x30, alpha8: 0x80),
                    dimmingAlpha: 0.5,
                    border: SheetBorder(color: SheetColor(red8: 0xFF, green8: 0x00, blue8: 0x00), width: 2),
                    grabber: GrabberStyle(
                        color: SheetColor(red8: 0x3A, green8: 0x3A, blue8: 0x3C), width: 40, height: 6, topGap: 8)))
        }

        func components(_ color: UIColor?) -> String {
            guard let c = color?.testComponents else { return "none" }
            return String(format: "%.4f %.4f %.4f %.4f", c.red, c.green, c.blue, c.alpha)
        }

        let presenting = UIViewController()
        let sheet = Sheet()
        presenting.present(bottomSheet: sheet, animated: false)
        sheet.view.frame = CGRect(x: 0, y: 0, width: 393, height: 400)
        \(onIPhone15(presenting: "sheet"))
        let dimming = container.testSubviews.first
        print("dimming: \\(components(dimming?.backgroundColor))")
        let border = sheet.view.layer.borderColor?.testComponents
        print("border: \\(sheet.view.layer.borderWidth) \\(border.map { "\\($0.red) \\($0.green) \\($0.blue)" } ?? "none")")
        // The accessibility grabber (SheetGrabberElement) is drawn nothing: not a bar.
        let bars = sheet.view.testSubviews.filter { !($0 is SheetGrabberElement) }
        print("bars: \\(bars.count)")
        if let bar = bars.first {
            print("bar: \\(bar.frame.origin.x) \\(bar.frame.origin.y) \\(bar.frame.size.width) \\(bar.frame.size.height) radius \\(bar.layer.cornerRadius)")
            print("bar colour: \\(components(bar.backgroundColor))")
        }
        """

    @Test func aStyledSheetIsDrawnWithItsDimmingBorderAndGrabber() throws {
        let output = try Self.run(Self.styleDriver)
        // Dimming fill: 0x10/255, 0x20/255, 0x30/255 and alpha 0x80/255 × 0.5 = 0.2510.
        #expect(
            output == """
                dimming: 0.0627 0.1255 0.1882 0.2510
                border: 2.0 1.0 0.0 0.0
                bars: 1
                bar: 176.5 8.0 40.0 6.0 radius 3.0
                bar colour: 0.2275 0.2275 0.2353 1.0000

                """)
    }

    /// A modal sheet with fixed detents is the system sheet's kind: the shell
    /// adds neither border nor grabber, and the dimming takes the default fill
    /// (black at 0.4).
    @Test func aSystemKindOfSheetGetsNoBorderOrGrabber() throws {
        let driver = Self.styleDriver
            .replacingOccurrences(of: "presentation: .overlay,", with: "presentation: .modal,")
        let output = try Self.run(driver)
        #expect(output.contains("border: 0.0 none"), "\(output)")
        #expect(output.contains("bars: 0"), "\(output)")
    }
}
