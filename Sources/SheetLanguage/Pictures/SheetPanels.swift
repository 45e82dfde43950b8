import BottomSheetable

/// What the heights marked "approximate" rest on, for a panel's notes.
func approximateNote(_ screen: ScreenLayout, sheet: ResolvedSheet) -> String {
    var reasons: [String] = []
    let marked = Set(screen.detents.filter(\.approximate).map(\.resolved.id))
    if sheet.layout.detents.contains(where: { marked.contains($0.id) && $0.height == .system(.medium) }) {
        reasons.append("`medium` is Apple's \"approximately half\"")
    }
    if let unpinned = screen.approximateValues.filter(\.shapesAvailableHeight).unpinnedClause {
        reasons.append("the profile's " + unpinned)
    }
    return "approximate: " + reasons.joined(separator: "; ") + " (the plan's `sources` cite each value)"
}

/// The sheet resting at its initial detent, every active detent as a line at
/// its height, and a bar beside the screen showing up to which height the
/// background stays undimmed.
struct SheetAtRestPanel: PanelContent {
    var sheet: ResolvedSheet
    var screen: ScreenLayout
    /// The content's measured height the screen was laid out with; `nil`: fitted
    /// detents at their cap.
    var contentHeight: Double? = nil

    private var resolved: [ResolvedDetent] { screen.detents.map(\.resolved) }
    private var initialHeight: Double? { screen.detents.first { $0.resolved.id == screen.initial }?.resolved.height }

    var caption: String { "\(screen.orientation.rawValue) · at rest" }

    var notes: [String] {
        var notes: [String] = []
        if screen.detents.isEmpty { notes.append("no detent is active here") }
        if !screen.inactive.isEmpty {
            notes.append("inactive here (compact height): " + screen.inactive.map(\.rawValue).joined(separator: ", "))
        }
        if sheet.presentation == .popover { notes.append("a popover adapts to a sheet on iPhone (compact width)") }
        if sheet.cornerRadius == .system {
            notes.append("corner radius: system, drawn at \(points(PictureStyle.systemCornerRadius))")
        }
        if screen.detents.contains(where: \.approximate) { notes.append(approximateNote(screen, sheet: sheet)) }
        if let note = TextSizeOverflow.note(TextSizeOverflow.all(on: screen)) { notes.append(note) }
        return notes
    }

    var legendItems: [LegendItem] {
        var items: [LegendItem] = [.sheet, .detent]
        if !fittedFloors.isEmpty { items.append(.contentFloor) }
        items += TextSizeOverflow.legendItems(TextSizeOverflow.all(on: screen))
        let limit = undimmedLimit
        if limit > 0 { items.append(.undimmedRange) }
        if limit < screen.container.availableHeight { items.append(.dimmedRange) }
        if !backgroundInteractive { items.append(.dimmed) }
        return items
    }

    /// The height up to which the background stays undimmed (0: dimmed at every height).
    private var undimmedLimit: Double {
        let layout = sheet.layout
        let available = screen.container.availableHeight
        if layout.isBackgroundInteractive(atHeight: available, among: resolved) { return available }
        return screen.detents.filter(\.undimmed).map(\.resolved.height).max() ?? 0
    }

    private var backgroundInteractive: Bool {
        screen.detents.first { $0.resolved.id == screen.initial }?.undimmed ?? true
    }

    /// Fitted detents whose floor is drawn below their cap (a floor of 0, the
    /// default, would only add a line at the bottom edge).
    private var fittedFloors: [(id: DetentIdentifier, floor: Double)] {
        screen.detents.compactMap { detent in
            guard let range = detent.resolved.contentRange, range.floor > 0, !range.isInvertedAtPrintedPrecision,
                !LengthPrecision.same(range.floor, range.cap)
            else { return nil }
            return (detent.resolved.id, range.floor)
        }
    }

    func labels(on canvas: DeviceCanvas) -> [ScreenLabel] {
        var labels = screen.detents.map { detent in
            ScreenLabel(
                anchorX: canvas.maxX, anchorY: canvas.y(sheetHeight: detent.resolved.height), text: describe(detent))
        }
        for fitted in fittedFloors {
            labels.append(
                ScreenLabel(
                    anchorX: canvas.maxX, anchorY: canvas.y(sheetHeight: fitted.floor),
                    text: "\(fitted.id.rawValue) floor · \(points(fitted.floor))", color: PictureStyle.mutedInk))
        }
        labels += TextSizeOverflow.all(on: screen).map { $0.screenLabel(on: canvas) }
        return labels
    }

    /// `half · 323.5 pt · initial · undimmed`.
    private func describe(_ detent: DetentLayout) -> String {
        let resolved = detent.resolved
        var parts = [resolved.id.rawValue, points(resolved.height)]
        if resolved.id == screen.initial { parts.append("initial") }
        if let range = resolved.contentRange { parts.append(describeFit(resolved.height, range: range)) }
        if resolved.isClampedAtPrintedPrecision { parts.append("clamped from \(points(resolved.requestedHeight))") }
        if detent.undimmed { parts.append("undimmed") }
        if detent.approximate { parts.append("approximate") }
        return parts.joined(separator: " · ")
    }

    /// Where a fitted detent rests: at the content's height, or the floor or cap it
    /// was clamped to (the cap wins when the two cross), or at its cap unmeasured.
    private func describeFit(_ height: Double, range: ContentHeightRange) -> String {
        guard let contentHeight else { return "fit, at its cap" }
        if LengthPrecision.same(height, contentHeight) { return "fit to content" }
        let bound = LengthPrecision.same(height, range.cap) ? "cap" : "floor"
        return "fit, at its \(bound) (content \(points(contentHeight)))"
    }

    func draw(on canvas: DeviceCanvas, into svg: inout SVGWriter) {
        if !backgroundInteractive { canvas.drawDimming(into: &svg) }
        if let initialHeight { SheetShape(sheet: sheet).drawFilled(height: initialHeight, on: canvas, into: &svg) }
        for overflow in TextSizeOverflow.all(on: screen) { overflow.draw(on: canvas, into: &svg) }
        for detent in screen.detents {
            let isInitial = detent.resolved.id == screen.initial
            canvas.drawLine(
                atY: canvas.y(sheetHeight: detent.resolved.height), stroke: PictureStyle.sheetStroke,
                dash: isInitial ? "none" : "4 3", width: isInitial ? 1.5 : 1, into: &svg)
        }
        for fitted in fittedFloors {
            canvas.drawLine(
                atY: canvas.y(sheetHeight: fitted.floor), stroke: PictureStyle.sheetStroke, dash: "1 3", width: 1,
                into: &svg)
        }
        drawRangeBar(on: canvas, into: &svg)
    }

    /// Beside the bezel: green from the bottom safe-area edge up to the
    /// highest undimmed height, grey from there to the available height.
    private func drawRangeBar(on canvas: DeviceCanvas, into svg: inout SVGWriter) {
        let x = canvas.maxX + PictureStyle.bezelWidth + 3
        let bottom = canvas.y(sheetHeight: 0)
        let limit = canvas.y(sheetHeight: undimmedLimit)
        let top = canvas.y(sheetHeight: screen.container.availableHeight)
        for (from, to, color) in [(limit, bottom, PictureStyle.undimmedRange), (top, limit, PictureStyle.dimmedRange)]
        where to > from {
            svg.element(
                "rect",
                [
                    "x": .length(x), "y": .length(from), "width": .length(PictureStyle.rangeBarWidth),
                    "height": .length(to - from),
                    "fill": .text(color),
                ])
        }
    }
}

/// The keyboard shown while the sheet rests at its initial detent: the
/// keyboard's frame and where the sheet goes under its keyboard policy, with
/// its resting outline for comparison.
struct SheetWithKeyboardPanel: PanelContent {
    var sheet: ResolvedSheet
    var screen: ScreenLayout
    /// The initial detent, which the keyboard appears over.
    var initial: DetentLayout

    private var outcome: KeyboardOutcome { initial.keyboard }
    private var moved: Bool { !LengthPrecision.same(outcome.height, initial.resolved.height) }

    var caption: String { "\(screen.orientation.rawValue) · keyboard shown · policy \(sheet.keyboard.rawValue)" }

    var notes: [String] {
        let overlap = KeyboardAdjustment.overlap(keyboardHeight: screen.keyboardHeight, in: screen.container)
        switch sheet.keyboard {
        case .none:
            return [
                "none: the sheet stays; the keyboard covers \(points(outcome.height - outcome.uncoveredHeight)) of it"
            ]
        case .shrink:
            return [
                "shrink: the sheet stays; its content fits the \(points(outcome.uncoveredHeight)) above the keyboard"
            ]
        case .lift:
            return ["lift: the sheet rises by the keyboard's overlap (\(points(overlap))), within the available height"]
        case .expand:
            return moved
                ? ["expand: the sheet grows to its largest detent"]
                : ["expand: already at its largest detent, the sheet rises as with lift"]
        }
    }

    /// The keyboard's height, and so where it leaves the sheet, is approximate
    /// on every built-in profile; the resting height may be too.
    private var isApproximate: Bool {
        screen.approximateValues.contains(.keyboardHeight) || initial.approximate
    }

    var legendItems: [LegendItem] {
        var items: [LegendItem] = [.sheet, .keyboard]
        if moved { items.append(.sheetAtRest) }
        if !backgroundInteractive { items.append(.dimmed) }
        return items
    }

    private var backgroundInteractive: Bool {
        sheet.layout.isBackgroundInteractive(atHeight: outcome.height, among: screen.detents.map(\.resolved))
    }

    func labels(on canvas: DeviceCanvas) -> [ScreenLabel] {
        var labels = [
            ScreenLabel(
                anchorX: canvas.maxX, anchorY: canvas.y(sheetHeight: outcome.height),
                text: "with keyboard · \(points(outcome.height)) · \(points(outcome.uncoveredHeight)) uncovered"
                    + (isApproximate ? " · approximate" : "")),
            canvas.keyboardLabel(height: screen.keyboardHeight),
        ]
        if moved {
            labels.append(
                ScreenLabel(
                    anchorX: canvas.maxX, anchorY: canvas.y(sheetHeight: initial.resolved.height),
                    text: "at rest · \(initial.resolved.id.rawValue) · \(points(initial.resolved.height))",
                    color: PictureStyle.mutedInk))
        }
        return labels
    }

    func draw(on canvas: DeviceCanvas, into svg: inout SVGWriter) {
        if !backgroundInteractive { canvas.drawDimming(into: &svg) }
        let shape = SheetShape(sheet: sheet)
        shape.drawFilled(height: outcome.height, on: canvas, into: &svg)
        canvas.drawKeyboard(height: screen.keyboardHeight, into: &svg)
        if moved { shape.drawOutline(height: initial.resolved.height, on: canvas, into: &svg) }
    }
}

/// A modal sheet in compact height that is not edge attached: UIKit shows it
/// full screen, so no detent applies.
struct FullScreenPanel: PanelContent {
    var sheet: ResolvedSheet
    var screen: ScreenLayout

    var caption: String { "\(screen.orientation.rawValue) · full screen" }
    var notes: [String] {
        ["compact height, not edgeAttachedInCompactHeight:", "UIKit covers the screen; no detent applies"]
    }
    var legendItems: [LegendItem] { [.sheet] }

    func labels(on canvas: DeviceCanvas) -> [ScreenLabel] { [] }

    func draw(on canvas: DeviceCanvas, into svg: inout SVGWriter) {
        svg.element(
            "rect",
            [
                "x": .length(canvas.minX), "y": .length(canvas.minY), "width": .length(canvas.width),
                "height": .length(canvas.height), "fill": .text(PictureStyle.sheetFill),
                "stroke": .text(PictureStyle.sheetStroke), "stroke-width": .length(1.5),
            ])
        svg.text(
            "full screen",
            [
                "x": .length((canvas.minX + canvas.maxX) / 2), "y": .length((canvas.minY + canvas.maxY) / 2),
                "font-size": .length(PictureStyle.textSize), "text-anchor": "middle",
                "fill": .text(PictureStyle.mutedInk),
            ])
    }
}
