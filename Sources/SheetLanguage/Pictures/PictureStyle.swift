/// Colours, type sizes and spacing of every picture, in one place so that
/// the panels, the legend and the swatches that explain them cannot drift
/// apart.
enum PictureStyle {
    static let fontFamily = "DejaVu Sans, Helvetica, Arial, sans-serif"
    static let titleSize = 18.0
    static let textSize = 12.0
    static let labelSize = 11.0

    static let ink = "#1f2328"
    static let mutedInk = "#57606a"
    static let canvas = "#ffffff"
    static let bezel = "#1f2328"
    static let content = "#dde5ef"
    static let safeAreaLines = "#7d8794"
    static let safeAreaFill = "#c8d0da"
    static let dimming = "#000000"
    static let dimmingOpacity = 0.38
    static let sheetFill = "#ffffff"
    static let sheetStroke = "#2f6db5"
    static let grabber = "#a3a9b1"
    static let undimmedRange = "#2e9d5b"
    static let dimmedRange = "#6b7280"
    static let keyboard = "#3b4250"
    static let keyboardOpacity = 0.9
    static let withKeyboard = "#d9731a"
    /// A scripted drag: the release, the projected stop, the path after.
    static let gesture = "#c4314b"
    /// Fitted content above its cap at a text size (`render --text-size`), in the gesture's red.
    static let scrollingContentOpacity = 0.18

    /// The longest side of a device, in canvas units, whatever its size in points:
    /// an iPad and an iPhone picture are the same size on a page.
    static let deviceLongestSide = 460.0
    /// The dark frame drawn around the screen.
    static let bezelWidth = 8.0
    static let margin = 24.0
    static let panelGap = 32.0
    /// Vertical distance kept between two labels beside a device.
    static let labelSpacing = 14.0
    /// Width of the bar showing the undimmed and dimmed heights.
    static let rangeBarWidth = 5.0
    /// From the bezel's right edge to where label text starts.
    static let labelIndent = 26.0
    static let lineHeight = 15.0

    /// UIKit's grabber: a 36 × 5 pt capsule 5 pt below the sheet's top edge.
    static let grabberSize = (width: 36.0, height: 5.0, top: 5.0)
    /// `cornerRadius: system` is drawn with this radius; Apple documents none,
    /// and the note under the picture says so.
    static let systemCornerRadius = 10.0
    /// The rounded corners of a popover's frame.
    static let popoverCornerRadius = 13.0

    /// The pattern id the safe-area bands are filled with.
    static let safeAreaPattern = "safe-area-hatch"

    /// An estimate of how wide `text` is at `size`, from DejaVu Sans's
    /// advance widths grouped in four classes (in em): used to reserve room
    /// for labels so that none runs off the canvas or into the next panel.
    /// Other sans-serif fonts are narrower, so the estimate errs wide.
    static func textWidth(_ text: String, size: Double, bold: Bool = false) -> Double {
        var ems = 0.0
        for character in text {
            switch character {
            case " ", ".", ",", ":", "·", "i", "j", "l", "'", "|", "!": ems += 0.32
            case "f", "r", "t", "(", ")", "[", "]", "-", "`": ems += 0.42
            case "m", "w", "M", "W", "×", "%": ems += 0.95
            case "A"..."Z": ems += 0.72
            default: ems += 0.62
            }
        }
        return ems * size * (bold ? 1.12 : 1)
    }

    /// `<defs>`: the hatch that marks safe areas.
    static func writeDefinitions(into svg: inout SVGWriter) {
        svg.open("defs")
        svg.open(
            "pattern",
            [
                "id": .text(safeAreaPattern), "width": 6, "height": 6, "patternUnits": "userSpaceOnUse",
                "patternTransform": "rotate(45)",
            ])
        svg.element("rect", ["width": 6, "height": 6, "fill": .text(safeAreaFill)])
        svg.element("line", ["x1": 0, "y1": 0, "x2": 0, "y2": 6, "stroke": .text(safeAreaLines), "stroke-width": 2])
        svg.close()
        svg.close()
    }
}
