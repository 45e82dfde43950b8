/// What a shape in a picture means. Panels say which ones they drew; the
/// legend lists those, in this order, so it explains exactly what is on the
/// page and is the same bytes every time.
enum LegendItem: CaseIterable {
    case sheet
    case detent
    case contentFloor
    case contentAtTextSize
    case contentScrolls
    case undimmedRange
    case dimmedRange
    case dimmed
    case safeArea
    case keyboard
    case sheetAtRest
    case popover
    case popoverWithKeyboard
    case anchor
    case caughtAt
    case release
    case projectedStop
    case trajectory
    case settled

    var text: String {
        switch self {
        case .sheet: "sheet at rest (initial detent)"
        case .detent: "detent: id, height above the bottom safe area"
        case .contentFloor: "fitted detent's floor (the content's height is clamped to it)"
        case .contentAtTextSize: "fitted content's top at the text size"
        case .contentScrolls: "fitted content above its cap at the text size: it scrolls"
        case .undimmedRange: "heights where the background stays undimmed"
        case .dimmedRange: "heights where the background is dimmed"
        case .dimmed: "background dimmed, not interactive"
        case .safeArea: "safe area insets"
        case .keyboard: "keyboard"
        case .sheetAtRest: "sheet at rest, before the keyboard"
        case .popover: "popover frame"
        case .popoverWithKeyboard: "popover frame with the keyboard"
        case .anchor: "popover anchor"
        case .caughtAt: "sheet where the finger caught it"
        case .release: "let go: height, and the distance covered in 0.1 s at the release velocity"
        case .projectedStop: "where the snap policy projects the sheet to stop"
        case .trajectory: "height after the release, over time"
        case .settled: "sheet where it settles"
        }
    }

    /// A 16 × 10 swatch at (`x`, `y`).
    func drawSwatch(x: Double, y: Double, into svg: inout SVGWriter) {
        func rect(fill: String, stroke: String = "none", dash: String = "none", opacity: Double = 1) {
            svg.element(
                "rect",
                [
                    "x": .length(x), "y": .length(y), "width": 16, "height": 10,
                    "fill": .text(fill), "fill-opacity": .length(opacity), "stroke": .text(stroke),
                    "stroke-dasharray": .text(dash),
                ])
        }
        func line(stroke: String, dash: String, width: Double = 1.5) {
            svg.element(
                "line",
                [
                    "x1": .length(x), "y1": .length(y + 5), "x2": .length(x + 16), "y2": .length(y + 5),
                    "stroke": .text(stroke), "stroke-width": .length(width), "stroke-dasharray": .text(dash),
                ])
        }
        switch self {
        case .sheet, .popover, .settled: rect(fill: PictureStyle.sheetFill, stroke: PictureStyle.sheetStroke)
        case .detent: line(stroke: PictureStyle.sheetStroke, dash: "4 3")
        case .contentFloor: line(stroke: PictureStyle.sheetStroke, dash: "1 3")
        case .contentAtTextSize: line(stroke: PictureStyle.sheetStroke, dash: "2 2", width: 1)
        case .contentScrolls:
            rect(fill: PictureStyle.gesture, stroke: PictureStyle.gesture, dash: "3 2",
                opacity: PictureStyle.scrollingContentOpacity)
        case .undimmedRange: rect(fill: PictureStyle.undimmedRange)
        case .dimmedRange: rect(fill: PictureStyle.dimmedRange)
        case .dimmed: rect(fill: PictureStyle.dimming, opacity: PictureStyle.dimmingOpacity)
        case .safeArea: rect(fill: "url(#\(PictureStyle.safeAreaPattern))")
        case .keyboard: rect(fill: PictureStyle.keyboard, opacity: PictureStyle.keyboardOpacity)
        case .sheetAtRest, .caughtAt: rect(fill: "none", stroke: PictureStyle.sheetStroke, dash: "3 2")
        case .release: line(stroke: PictureStyle.gesture, dash: "none")
        case .projectedStop: line(stroke: PictureStyle.gesture, dash: "2 3")
        case .trajectory: line(stroke: PictureStyle.gesture, dash: "none", width: 1.25)
        case .popoverWithKeyboard: rect(fill: "none", stroke: PictureStyle.withKeyboard, dash: "3 2")
        case .anchor:
            svg.element(
                "circle",
                ["cx": .length(x + 8), "cy": .length(y + 5), "r": 3, "fill": .text(PictureStyle.withKeyboard)])
        }
    }
}

/// The legend under the panels: swatches and their meaning, in rows that
/// wrap to the picture's width.
struct PictureLegend {
    var items: [LegendItem]
    var width: Double

    private static let swatchWidth = 16.0
    private static let itemGap = 22.0

    /// Each item's position relative to the legend's top-left corner.
    private var positions: [(x: Double, row: Int)] {
        var result: [(x: Double, row: Int)] = []
        var x = 0.0
        var row = 0
        for item in items {
            let itemWidth = Self.swatchWidth + 6 + PictureStyle.textWidth(item.text, size: PictureStyle.labelSize)
            if x > 0 && x + itemWidth > width {
                x = 0
                row += 1
            }
            result.append((x, row))
            x += itemWidth + Self.itemGap
        }
        return result
    }

    var height: Double {
        guard let last = positions.last else { return 0 }
        return Double(last.row + 1) * PictureStyle.lineHeight + 4
    }

    func draw(x: Double, y: Double, into svg: inout SVGWriter) {
        for (item, position) in zip(items, positions) {
            let rowY = y + Double(position.row) * PictureStyle.lineHeight
            item.drawSwatch(x: x + position.x, y: rowY, into: &svg)
            svg.text(
                item.text,
                [
                    "x": .length(x + position.x + Self.swatchWidth + 6), "y": .length(rowY + 9),
                    "font-size": .length(PictureStyle.labelSize), "fill": .text(PictureStyle.ink),
                ])
        }
    }
}
