import BottomSheetable

/// One device in a picture, showing one state of the sheet on one screen
/// (at rest, with the keyboard, as a popover). A picture is a row of panels.
protocol PanelContent {
    /// One line above the device: orientation and state.
    var caption: String { get }
    /// Lines under the device: what the drawing cannot show by itself.
    var notes: [String] { get }
    var screen: ScreenLayout { get }
    /// The legend entries for the shapes this panel draws.
    var legendItems: [LegendItem] { get }
    func labels(on canvas: DeviceCanvas) -> [ScreenLabel]
    /// Everything over the screen; the screen itself and the labels are drawn by the panel.
    func draw(on canvas: DeviceCanvas, into svg: inout SVGWriter)
}

/// A panel's size and its drawing at a place on the canvas: caption, device,
/// content, labels, notes, top to bottom.
struct PicturePanel {
    var content: any PanelContent
    /// Canvas units per point, shared by every panel of a picture.
    var scale: Double

    static let captionHeight = 24.0

    private var bezel: Double { PictureStyle.bezelWidth }
    private var deviceWidth: Double { content.screen.container.size.width * scale + 2 * bezel }
    private var deviceHeight: Double { content.screen.container.size.height * scale + 2 * bezel }

    private func canvas(x: Double, y: Double) -> DeviceCanvas {
        DeviceCanvas(
            container: content.screen.container, originX: x + bezel, originY: y + Self.captionHeight + bezel,
            scale: scale)
    }

    var width: Double {
        let labels = LabelColumn.width(for: content.labels(on: canvas(x: 0, y: 0)))
        let caption = PictureStyle.textWidth(content.caption, size: PictureStyle.textSize, bold: true)
        let notes = content.notes.map { PictureStyle.textWidth($0, size: PictureStyle.textSize) }
        return max(deviceWidth + labels, caption, notes.max() ?? 0)
    }

    var height: Double {
        Self.captionHeight + deviceHeight
            + (content.notes.isEmpty ? 0 : 8 + Double(content.notes.count) * PictureStyle.lineHeight)
    }

    func draw(x: Double, y: Double, into svg: inout SVGWriter) {
        svg.text(
            content.caption,
            [
                "x": .length(x), "y": .length(y + PictureStyle.textSize), "font-size": .length(PictureStyle.textSize),
                "font-weight": "bold", "fill": .text(PictureStyle.ink),
            ])
        let device = canvas(x: x, y: y)
        device.drawScreen(into: &svg)
        content.draw(on: device, into: &svg)
        device.drawSafeAreas(into: &svg)
        let column = LabelColumn(
            textX: device.maxX + bezel + PictureStyle.labelIndent, bendX: device.maxX + bezel + 14,
            minY: device.minY - bezel + 4, maxY: device.maxY + bezel - 4)
        column.draw(content.labels(on: device), into: &svg)
        for (index, note) in content.notes.enumerated() {
            svg.text(
                note,
                [
                    "x": .length(x),
                    "y": .length(device.maxY + bezel + 8 + Double(index + 1) * PictureStyle.lineHeight - 3),
                    "font-size": .length(PictureStyle.textSize), "fill": .text(PictureStyle.mutedInk),
                ])
        }
    }
}

/// The sheet's outline: full width, from its top edge down to the bottom of
/// the screen (a sheet runs under the home indicator), the top corners
/// rounded, with the grabber when it is visible.
struct SheetShape {
    var sheet: ResolvedSheet

    var cornerRadius: Double {
        switch sheet.cornerRadius {
        case .system: PictureStyle.systemCornerRadius
        case .points(let points): points
        }
    }

    /// The sheet filled at `height`, as it rests.
    func drawFilled(height: Double, on canvas: DeviceCanvas, into svg: inout SVGWriter) {
        svg.element(
            "path",
            [
                "d": .text(path(height: height, on: canvas)), "fill": .text(PictureStyle.sheetFill),
                "stroke": .text(PictureStyle.sheetStroke), "stroke-width": .length(1.5),
            ])
        guard sheet.grabber == .visible else { return }
        let grabber = PictureStyle.grabberSize
        let top = canvas.y(sheetHeight: height) + canvas.length(grabber.top)
        svg.element(
            "rect",
            [
                "x": .length((canvas.minX + canvas.maxX - canvas.length(grabber.width)) / 2), "y": .length(top),
                "width": .length(canvas.length(grabber.width)), "height": .length(canvas.length(grabber.height)),
                "rx": .length(canvas.length(grabber.height) / 2), "fill": .text(PictureStyle.grabber),
            ])
    }

    /// The outline only, dashed: where the sheet was before something moved it.
    func drawOutline(height: Double, on canvas: DeviceCanvas, into svg: inout SVGWriter) {
        svg.element(
            "path",
            [
                "d": .text(path(height: height, on: canvas)), "fill": "none", "stroke": .text(PictureStyle.sheetStroke),
                "stroke-width": .length(1.25), "stroke-dasharray": "5 3",
            ])
    }

    private func path(height: Double, on canvas: DeviceCanvas) -> String {
        let top = canvas.y(sheetHeight: height)
        let bottom = canvas.maxY
        let radius = min(canvas.length(cornerRadius), (canvas.maxX - canvas.minX) / 2, max(0, bottom - top))
        let n = LengthPrecision.text
        return "M \(n(canvas.minX)) \(n(bottom)) L \(n(canvas.minX)) \(n(top + radius)) "
            + "A \(n(radius)) \(n(radius)) 0 0 1 \(n(canvas.minX + radius)) \(n(top)) "
            + "L \(n(canvas.maxX - radius)) \(n(top)) A \(n(radius)) \(n(radius)) 0 0 1 \(n(canvas.maxX)) \(n(top + radius)) "
            + "L \(n(canvas.maxX)) \(n(bottom)) Z"
    }
}
