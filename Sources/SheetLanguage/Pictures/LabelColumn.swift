/// A label beside a device, pointing at a place on the screen.
struct ScreenLabel {
    /// Canvas point the leader line starts from (a detent line's right end,
    /// a popover frame's corner).
    var anchorX: Double
    var anchorY: Double
    var text: String
    var color: String = PictureStyle.ink
}

/// Labels stacked in a column right of a device, each joined to its place by
/// a leader line. Two detents a few points apart would print their labels on
/// top of each other; the column moves labels apart by at least
/// `PictureStyle.labelSpacing` while keeping each as near its place as it can.
struct LabelColumn {
    /// Canvas x where label text starts.
    var textX: Double
    /// Canvas x where leader lines bend towards their label.
    var bendX: Double
    /// The column's vertical extent; labels stay inside it when they fit.
    var minY: Double
    var maxY: Double

    /// The y of each label's text middle, in the order given.
    func placements(for labels: [ScreenLabel]) -> [Double] {
        let spacing = PictureStyle.labelSpacing
        // Sort by wanted y; the index breaks ties, so equal heights keep their order.
        let order = labels.indices.sorted { (labels[$0].anchorY, $0) < (labels[$1].anchorY, $1) }
        var placed = order.map { labels[$0].anchorY }
        for index in placed.indices {
            let lowest = index == 0 ? minY : placed[index - 1] + spacing
            placed[index] = max(placed[index], lowest)
        }
        // Pushed past the bottom: move back up, keeping the spacing.
        for index in placed.indices.reversed() {
            let highest = index == placed.count - 1 ? maxY : placed[index + 1] - spacing
            placed[index] = min(placed[index], highest)
        }
        var result = [Double](repeating: 0, count: labels.count)
        for (rank, index) in order.enumerated() { result[index] = placed[rank] }
        return result
    }

    func draw(_ labels: [ScreenLabel], into svg: inout SVGWriter) {
        for (label, textY) in zip(labels, placements(for: labels)) {
            svg.element(
                "polyline",
                [
                    "points": .points([
                        (label.anchorX, label.anchorY), (bendX, label.anchorY), (textX - 4, textY),
                    ]),
                    "fill": "none", "stroke": .text(label.color), "stroke-width": .length(0.75),
                ])
            svg.text(
                label.text,
                [
                    "x": .length(textX), "y": .length(textY + PictureStyle.labelSize * 0.35),
                    "font-size": .length(PictureStyle.labelSize), "fill": .text(label.color),
                ])
        }
    }

    /// The room labels need right of the device's bezel.
    static func width(for labels: [ScreenLabel]) -> Double {
        let widest = labels.map { PictureStyle.textWidth($0.text, size: PictureStyle.labelSize) }.max() ?? 0
        return widest == 0 ? 0 : PictureStyle.labelIndent + widest
    }
}
