import BottomSheetable

/// One device screen placed on the picture: where its top-left corner is and
/// how many canvas units a point is. Every shape a panel draws goes through
/// these conversions, so a height in the plan and a y on the canvas are
/// always the same number.
struct DeviceCanvas {
    var container: SheetContainer
    /// Canvas position of the screen's top-left corner.
    var originX: Double
    var originY: Double
    /// Canvas units per point.
    var scale: Double

    var width: Double { container.size.width * scale }
    var height: Double { container.size.height * scale }
    var minX: Double { originX }
    var maxX: Double { originX + width }
    var minY: Double { originY }
    var maxY: Double { originY + height }

    /// The canvas x of a screen x in points.
    func x(_ points: Double) -> Double { originX + points * scale }
    /// The canvas y of a screen y in points (from the top of the screen).
    func y(_ points: Double) -> Double { originY + points * scale }
    /// The canvas y of a sheet's top edge when it is `height` tall: heights
    /// are measured up from the container's baseline (the bottom safe-area
    /// edge unless the sheet's `frame` moves it), as in the plan.
    func y(sheetHeight height: Double) -> Double { y(container.sheetTopY(forHeight: height)) }
    func length(_ points: Double) -> Double { points * scale }

    /// The bezel and the app's content behind the sheet.
    func drawScreen(into svg: inout SVGWriter) {
        let bezel = PictureStyle.bezelWidth
        svg.element(
            "rect",
            [
                "x": .length(minX - bezel), "y": .length(minY - bezel), "width": .length(width + 2 * bezel),
                "height": .length(height + 2 * bezel), "rx": .length(bezel * 1.5), "fill": .text(PictureStyle.bezel),
            ])
        svg.element(
            "rect",
            [
                "x": .length(minX), "y": .length(minY), "width": .length(width), "height": .length(height),
                "fill": .text(PictureStyle.content),
            ])
    }

    /// The safe areas, hatched over everything else: a sheet or a keyboard
    /// covers the bottom inset, which still decides where heights start.
    func drawSafeAreas(into svg: inout SVGWriter) {
        for band in safeAreaBands() {
            svg.element(
                "rect",
                [
                    "x": .length(x(band.minX)), "y": .length(y(band.minY)), "width": .length(length(band.width)),
                    "height": .length(length(band.height)), "fill": .text("url(#\(PictureStyle.safeAreaPattern))"),
                    "fill-opacity": .length(0.6),
                ])
        }
    }

    /// The parts of the screen outside the safe area, top, bottom, left, right;
    /// empty edges are left out.
    func safeAreaBands() -> [Rect] {
        let size = container.size
        let insets = container.safeArea
        let bands = [
            Rect(x: 0, y: 0, width: size.width, height: insets.top),
            Rect(x: 0, y: size.height - insets.bottom, width: size.width, height: insets.bottom),
            Rect(x: 0, y: insets.top, width: insets.left, height: size.height - insets.vertical),
            Rect(
                x: size.width - insets.right, y: insets.top, width: insets.right, height: size.height - insets.vertical),
        ]
        return bands.filter { $0.width > 0 && $0.height > 0 }
    }

    /// The background dimmed behind a sheet that blocks it.
    func drawDimming(into svg: inout SVGWriter) {
        svg.element(
            "rect",
            [
                "x": .length(minX), "y": .length(minY), "width": .length(width), "height": .length(height),
                "fill": .text(PictureStyle.dimming), "fill-opacity": .length(PictureStyle.dimmingOpacity),
            ])
    }

    /// A horizontal line across the screen at canvas `y`; `dash` is an SVG
    /// dash array, `none` for a solid line.
    func drawLine(atY lineY: Double, stroke: String, dash: String, width lineWidth: Double, into svg: inout SVGWriter) {
        svg.element(
            "line",
            [
                "x1": .length(minX), "y1": .length(lineY), "x2": .length(maxX), "y2": .length(lineY),
                "stroke": .text(stroke), "stroke-width": .length(lineWidth), "stroke-dasharray": .text(dash),
            ])
    }

    /// The keyboard's end frame: full width, `keyboardHeight` up from the
    /// bottom of the screen.
    func drawKeyboard(height keyboardHeight: Double, into svg: inout SVGWriter) {
        let top = keyboardTopY(height: keyboardHeight)
        svg.element(
            "rect",
            [
                "x": .length(minX), "y": .length(top), "width": .length(width), "height": .length(maxY - top),
                "fill": .text(PictureStyle.keyboard), "fill-opacity": .length(PictureStyle.keyboardOpacity),
            ])
    }

    func keyboardTopY(height keyboardHeight: Double) -> Double { y(container.size.height - keyboardHeight) }

    /// The keyboard's label, at its top edge's right end.
    func keyboardLabel(height keyboardHeight: Double) -> ScreenLabel {
        ScreenLabel(
            anchorX: maxX, anchorY: keyboardTopY(height: keyboardHeight), text: "keyboard · \(points(keyboardHeight))")
    }
}
