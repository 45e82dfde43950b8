import BottomSheetable

/// A scripted drag as `sheetspec simulate` runs it (`SheetSimulation`): where
/// the finger caught the sheet, where it let go and how fast, where the snap
/// policy projected the sheet to stop, the path the sheet took after the
/// release (height over time, left to right), and where it came to rest or
/// that it was dismissed.
///
/// Every number is the simulation's, which is the state machine's; the panel
/// only places them. A projection beyond the screen is drawn at the screen's
/// edge and its label gives the true height.
struct SheetGesturePanel: PanelContent {
    var sheet: ResolvedSheet
    var screen: ScreenLayout
    var simulation: SheetSimulation

    /// How far the velocity arrow reaches: the distance the finger's speed
    /// covers in this time.
    static let arrowSeconds = 0.1

    var caption: String {
        let from = simulation.startDetent.map { "from \($0.rawValue), " } ?? ""
        return "\(screen.orientation.rawValue) · drag \(from)let go at \(points(simulation.releaseHeight))"
    }

    var notes: [String] {
        var notes = [velocityText + "; projected stop " + (simulation.projectedHeight.map(points) ?? "none")]
        if let content = simulation.contentHeight { notes.append("fitted detents sized to content \(points(content))") }
        if !simulation.dismissalAllowed { notes.append("swipe dismissal not allowed (dismiss.swipe: false)") }
        if let answer = simulation.shouldDismissAnswer {
            notes.append("asked shouldDismiss (dismiss.confirm): answered \(answer)")
        }
        let duration = LengthPrecision.text(simulation.frames.last?.time ?? 0) + " s"
        switch simulation.outcome {
        case .dismissed: notes.append("dismissed after \(duration)")
        case .settled:
            let detent = simulation.detent.map { "\($0.rawValue) · " } ?? ""
            notes.append("settled on \(detent)\(points(simulation.height)) after \(duration)")
            if finalDimming > 0 && finalDimming < 1 {
                notes.append("background dimmed at \(LengthPrecision.text(finalDimming)) of full dimming")
            }
        }
        notes.append("the curve: height after the release, \(simulation.frames.count) frames at 60 Hz, left to right")
        if screen.detents.contains(where: \.approximate) { notes.append(approximateNote(screen, sheet: sheet)) }
        return notes
    }

    private var velocityText: String {
        let speed = LengthPrecision.text(abs(simulation.upwardVelocity)) + " pt/s"
        if simulation.upwardVelocity > 0 { return "moving up at \(speed)" }
        if simulation.upwardVelocity < 0 { return "moving down at \(speed)" }
        return "not moving"
    }

    var legendItems: [LegendItem] {
        var items: [LegendItem] = [.caughtAt, .release, .projectedStop, .trajectory]
        if simulation.outcome == .settled { items.append(.settled) }
        if simulation.keyboardHeight > 0 { items.append(.keyboard) }
        if finalDimming > 0 { items.append(.dimmed) }
        return items
    }

    /// Heights drawn within the screen: from its bottom edge (below the
    /// baseline) to its top edge.
    private func onScreen(_ height: Double) -> Double {
        let container = screen.container
        return min(max(height, -container.baselineInset), container.baselineY)
    }

    func labels(on canvas: DeviceCanvas) -> [ScreenLabel] {
        var labels = [
            ScreenLabel(
                anchorX: canvas.maxX, anchorY: canvas.y(sheetHeight: onScreen(simulation.startHeight)),
                text: "caught at · " + (simulation.startDetent.map { "\($0.rawValue) · " } ?? "")
                    + points(simulation.startHeight), color: PictureStyle.mutedInk),
            ScreenLabel(
                anchorX: canvas.maxX, anchorY: canvas.y(sheetHeight: onScreen(simulation.releaseHeight)),
                text: "let go · \(points(simulation.releaseHeight))" + fingerNote, color: PictureStyle.gesture),
        ]
        if let projected = simulation.projectedHeight {
            labels.append(
                ScreenLabel(
                    anchorX: canvas.maxX, anchorY: canvas.y(sheetHeight: onScreen(projected)),
                    text: "projected stop · \(points(projected))", color: PictureStyle.gesture))
        }
        switch simulation.outcome {
        case .settled:
            let detent = simulation.detent.map { "\($0.rawValue) · " } ?? ""
            labels.append(
                ScreenLabel(
                    anchorX: canvas.maxX, anchorY: canvas.y(sheetHeight: simulation.height),
                    text: "settles · \(detent)\(points(simulation.height))" + (settlesApproximately ? " · approximate" : "")))
        case .dismissed:
            labels.append(ScreenLabel(anchorX: canvas.maxX, anchorY: canvas.maxY, text: "dismissed"))
        }
        if simulation.keyboardHeight > 0 { labels.append(canvas.keyboardLabel(height: simulation.keyboardHeight)) }
        return labels
    }

    /// Whether the detent the sheet settled on rests on a number nobody has pinned.
    /// A fitted detent that took the content's height rests on no profile
    /// number, although the plan (which knows no content) marks its cap.
    private var settlesApproximately: Bool {
        guard let settled = simulation.detent,
            let detent = screen.detents.first(where: { $0.resolved.id == settled }), detent.approximate
        else { return false }
        if detent.resolved.contentRange != nil, let content = simulation.contentHeight {
            return !LengthPrecision.same(simulation.height, content)
        }
        return true
    }

    /// Past the detents the sheet lags the finger (rubber band): where the finger was.
    private var fingerNote: String {
        LengthPrecision.same(simulation.releaseHeight, simulation.requestedReleaseHeight)
            ? "" : " (finger at \(points(simulation.requestedReleaseHeight)))"
    }

    /// The state machine's dimming when the sheet came to rest (0 when dismissed).
    private var finalDimming: Double { simulation.frames.last?.dimming ?? 0 }

    func draw(on canvas: DeviceCanvas, into svg: inout SVGWriter) {
        if finalDimming > 0 {
            svg.element(
                "rect",
                [
                    "x": .length(canvas.minX), "y": .length(canvas.minY), "width": .length(canvas.width),
                    "height": .length(canvas.height), "fill": .text(PictureStyle.dimming),
                    "fill-opacity": .length(PictureStyle.dimmingOpacity * finalDimming),
                ])
        }
        let shape = SheetShape(sheet: sheet)
        if simulation.outcome == .settled { shape.drawFilled(height: simulation.height, on: canvas, into: &svg) }
        if simulation.keyboardHeight > 0 { canvas.drawKeyboard(height: simulation.keyboardHeight, into: &svg) }
        shape.drawOutline(height: onScreen(simulation.startHeight), on: canvas, into: &svg)
        if let projected = simulation.projectedHeight {
            canvas.drawLine(
                atY: canvas.y(sheetHeight: onScreen(projected)), stroke: PictureStyle.gesture, dash: "2 3", width: 1.5,
                into: &svg)
        }
        drawTrajectory(on: canvas, into: &svg)
        drawRelease(on: canvas, into: &svg)
    }

    /// The release: a solid line where the finger let go and an arrow from
    /// its middle, as long as the distance covered in `arrowSeconds` at the
    /// release velocity, kept on the screen.
    private func drawRelease(on canvas: DeviceCanvas, into svg: inout SVGWriter) {
        let releaseY = canvas.y(sheetHeight: onScreen(simulation.releaseHeight))
        canvas.drawLine(atY: releaseY, stroke: PictureStyle.gesture, dash: "none", width: 1.5, into: &svg)
        let reach = onScreen(simulation.releaseHeight + simulation.upwardVelocity * Self.arrowSeconds)
        let tipY = canvas.y(sheetHeight: reach)
        let x = canvas.minX + canvas.width / 4
        svg.element("circle", ["cx": .length(x), "cy": .length(releaseY), "r": 4, "fill": .text(PictureStyle.gesture)])
        guard abs(tipY - releaseY) > 6 else { return }
        svg.element(
            "line",
            [
                "x1": .length(x), "y1": .length(releaseY), "x2": .length(x), "y2": .length(tipY),
                "stroke": .text(PictureStyle.gesture), "stroke-width": .length(2),
            ])
        let head = tipY > releaseY ? -6.0 : 6.0
        svg.element(
            "path",
            [
                "d": .text(
                    "M \(LengthPrecision.text(x - 4)) \(LengthPrecision.text(tipY + head)) "
                        + "L \(LengthPrecision.text(x)) \(LengthPrecision.text(tipY)) "
                        + "L \(LengthPrecision.text(x + 4)) \(LengthPrecision.text(tipY + head))"),
                "fill": "none", "stroke": .text(PictureStyle.gesture), "stroke-width": .length(2),
            ])
    }

    /// The sheet's height after the release, frame by frame, across the
    /// screen's width: time runs left to right over the whole simulation.
    private func drawTrajectory(on canvas: DeviceCanvas, into svg: inout SVGWriter) {
        let frames = simulation.frames
        guard frames.count > 1, let duration = frames.last?.time, duration > 0 else { return }
        let points = frames.map { frame in
            (x: canvas.minX + canvas.width * frame.time / duration, y: canvas.y(sheetHeight: onScreen(frame.height)))
        }
        svg.element(
            "polyline",
            [
                "points": .points(points), "fill": "none", "stroke": .text(PictureStyle.gesture),
                "stroke-width": .length(1.25), "stroke-opacity": .length(0.8),
            ])
    }
}
