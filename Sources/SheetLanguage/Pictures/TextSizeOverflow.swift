import BottomSheetable

/// A fitted detent's content at the plan's text size, as `render
/// --text-size` draws it: a line where the content ends when it fits, and
/// when it is taller than the cap, the part above the cap (what must
/// scroll) as a red band up to the content's top, or the top of the
/// available height when the content is taller still.
struct TextSizeOverflow {
    var id: DetentIdentifier
    var outcome: DetentTextSize
    var content: Double
    var cap: Double
    var availableHeight: Double

    /// Every fitted detent of `screen` whose content at the text size is known.
    static func all(on screen: ScreenLayout) -> [TextSizeOverflow] {
        screen.detents.compactMap { detent in
            guard let outcome = detent.textSize, let content = outcome.content,
                let range = detent.resolved.contentRange
            else { return nil }
            return TextSizeOverflow(
                id: detent.resolved.id, outcome: outcome, content: content, cap: range.cap,
                availableHeight: screen.container.availableHeight)
        }
    }

    /// The top of what is drawn: the content, at most the available height.
    var drawnTop: Double { min(content, availableHeight) }  // mutate: equivalent — `min` is symmetric

    /// `fit content at AX5 · 685.882 pt · scrolls from AX4`.
    var label: String {
        var parts = ["\(id.rawValue) content at \(outcome.category.name)", points(content)]
        if outcome.scrolls {
            parts.append("scrolls from \(outcome.scrollsFrom?.name ?? outcome.category.name)")
            if content > availableHeight { parts.append("taller than the screen") }
        } else if let from = outcome.scrollsFrom {
            parts.append("fits; scrolls from \(from.name)")
        } else {
            parts.append("fits at every size")
        }
        return parts.joined(separator: " · ")
    }

    func screenLabel(on canvas: DeviceCanvas) -> ScreenLabel {
        ScreenLabel(
            anchorX: canvas.maxX, anchorY: canvas.y(sheetHeight: drawnTop), text: label,
            color: outcome.scrolls ? PictureStyle.gesture : PictureStyle.mutedInk)
    }

    func draw(on canvas: DeviceCanvas, into svg: inout SVGWriter) {
        guard outcome.scrolls else {
            return canvas.drawLine(
                atY: canvas.y(sheetHeight: content), stroke: PictureStyle.sheetStroke, dash: "2 2", width: 1,
                into: &svg)
        }
        let top = canvas.y(sheetHeight: drawnTop)
        let bottom = canvas.y(sheetHeight: cap)
        svg.element(
            "rect",
            [
                "x": .length(canvas.minX), "y": .length(top), "width": .length(canvas.width),
                // The content is above the cap, and the cap within the available height.
                "height": .length(bottom - top), "fill": .text(PictureStyle.gesture),
                "fill-opacity": .length(PictureStyle.scrollingContentOpacity), "stroke": .text(PictureStyle.gesture),
                "stroke-dasharray": "3 2",
            ])
    }

    /// The legend's entries for `overflows`.
    static func legendItems(_ overflows: [TextSizeOverflow]) -> [LegendItem] {
        var items: [LegendItem] = []
        if overflows.contains(where: { !$0.outcome.scrolls }) { items.append(.contentAtTextSize) }
        if overflows.contains(where: \.outcome.scrolls) { items.append(.contentScrolls) }
        return items
    }

    /// The note under the panel: what the content was taken to be.
    static func note(_ overflows: [TextSizeOverflow]) -> String? {
        guard let category = overflows.first?.outcome.category else { return nil }
        let body = LengthPrecision.text(category.bodyPointSize)
        let large = LengthPrecision.text(ContentSizeCategory.default.bodyPointSize)
        return "text size \(category.name): fitted content taken as its floor at Large, growing like Body text "
            + "(\(body) pt / \(large) pt, Apple's Dynamic Type sizes)"
    }
}
