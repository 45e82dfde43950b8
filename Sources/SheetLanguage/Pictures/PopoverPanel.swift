import BottomSheetable

/// A popover on iPad in one orientation: its frame where it rests, the
/// keyboard, and its frame with the keyboard under the sheet's policy, all as
/// `PopoverPlacement` computed them for the plan.
struct PopoverPanel: PanelContent {
    var sheet: ResolvedSheet
    var screen: ScreenLayout
    var frames: PopoverFrames

    private var keyboardMoves: Bool { !Self.same(frames.placement.frame, frames.withKeyboard.frame) }

    var caption: String { "\(screen.orientation.rawValue) · popover" }

    var notes: [String] {
        guard let popover = sheet.popover else { return [] }
        var alignment = "alignment \(popover.alignment.rawValue)"
        if popover.alignment == .bottomCenter { alignment += ", bottom margin \(points(popover.bottomMargin))" }
        if popover.alignment.isAnchoredToSource {
            let arrows = popover.arrows == .any ? "any" : popover.arrows.names.joined(separator: ", ")
            alignment += ", arrows \(arrows): the position depends on the anchor the app passes (drawn at the centre)"
        }
        var keyboard =
            keyboardMoves
            ? "keyboard policy \(sheet.keyboard.rawValue)"
            : "keyboard policy \(sheet.keyboard.rawValue): the frame stays"
        if sheet.keyboard == .shrink, let reason = Self.noShrinkReason(sheet) { keyboard += " (\(reason))" }
        var notes = [alignment, keyboard, Self.backgroundNote(sheet)]
        if let approximate = approximateNote { notes.append(approximate) }
        return notes
    }

    /// The frame stays inside the safe area (`PopoverPlacement`), and with the
    /// keyboard above the keyboard: either may be a number nobody has pinned.
    private var frameIsApproximate: Bool { screen.approximateValues.contains(.safeArea) }
    private var keyboardFrameIsApproximate: Bool {
        frameIsApproximate || screen.approximateValues.contains(.keyboardHeight)
    }

    private var approximateNote: String? {
        let values = screen.approximateValues.filter { $0 == .safeArea || ($0 == .keyboardHeight && keyboardMoves) }
        guard let unpinned = values.unpinnedClause else { return nil }
        return "approximate: the profile's \(unpinned) (the plan's `sources` cite each value)"
    }

    /// Why `shrink` does not shrink this popover (`PopoverShrink`), or `nil` when it does.
    static func noShrinkReason(_ sheet: ResolvedSheet) -> String? {
        switch PopoverShrink(sheet.layout, observesKeyboard: sheet.observesKeyboard) {
        case .shrinks, .notPopover, .policyNotShrink: nil
        case .tiersNotAutomatic: "not applied: only a one-tier automatic popover shrinks"
        case .notObserved: "not applied: the sheet does not observe the keyboard"
        }
    }

    var legendItems: [LegendItem] {
        var items: [LegendItem] = [.popover, .anchor, .keyboard]
        if keyboardMoves { items.append(.popoverWithKeyboard) }
        return items
    }

    /// A popover leaves the screen behind it as it is, undimmed (`SheetDimming` gives
    /// it no dimming), but takes the touches outside it (`SheetLayout.isBackgroundInteractive`).
    static func backgroundNote(_ sheet: ResolvedSheet) -> String {
        let tap = sheet.layout.dismissal.allows(.tapOutside) ? "dismisses the popover" : "is ignored (tapOutside: false)"
        return "background not dimmed, not interactive: a tap outside \(tap)"
    }

    func labels(on canvas: DeviceCanvas) -> [ScreenLabel] {
        let frame = frames.placement.frame
        var labels = [
            ScreenLabel(
                anchorX: canvas.x(frame.maxX), anchorY: canvas.y(frame.minY),
                text: "popover · " + Self.describe(frame) + (frameIsApproximate ? " · approximate" : "")),
            ScreenLabel(
                anchorX: canvas.x(frames.placement.anchor.minX), anchorY: canvas.y(frames.placement.anchor.minY),
                text:
                    "anchor · (\(LengthPrecision.text(frames.placement.anchor.minX)), \(LengthPrecision.text(frames.placement.anchor.minY)))",
                color: PictureStyle.withKeyboard),
            canvas.keyboardLabel(height: screen.keyboardHeight),
        ]
        if keyboardMoves {
            let moved = frames.withKeyboard.frame
            labels.append(
                ScreenLabel(
                    anchorX: canvas.x(moved.maxX), anchorY: canvas.y(moved.minY),
                    text: "with keyboard · " + Self.describe(moved) + (keyboardFrameIsApproximate ? " · approximate" : ""),
                    color: PictureStyle.withKeyboard))
        }
        return labels
    }

    /// `504 × 620 pt at (120, 256.5)`.
    static func describe(_ frame: Rect) -> String {
        let n = LengthPrecision.text
        return "\(n(frame.width)) × \(n(frame.height)) pt at (\(n(frame.minX)), \(n(frame.minY)))"
    }

    static func same(_ lhs: Rect, _ rhs: Rect) -> Bool {
        LengthPrecision.same(lhs.minX, rhs.minX) && LengthPrecision.same(lhs.minY, rhs.minY)
            && LengthPrecision.same(lhs.width, rhs.width) && LengthPrecision.same(lhs.height, rhs.height)
    }

    func draw(on canvas: DeviceCanvas, into svg: inout SVGWriter) {
        drawFrame(
            frames.placement.frame, on: canvas, fill: PictureStyle.sheetFill, stroke: PictureStyle.sheetStroke,
            dash: "none", into: &svg)
        canvas.drawKeyboard(height: screen.keyboardHeight, into: &svg)
        // The resting frame again, outline only: the keyboard may cover it, and both states are on one screen.
        drawFrame(
            frames.placement.frame, on: canvas, fill: "none", stroke: PictureStyle.sheetStroke, dash: "none", into: &svg
        )
        if keyboardMoves {
            drawFrame(
                frames.withKeyboard.frame, on: canvas, fill: "none", stroke: PictureStyle.withKeyboard, dash: "5 3",
                into: &svg)
        }
        let anchor = frames.placement.anchor
        svg.element(
            "circle",
            [
                "cx": .length(canvas.x(anchor.minX)), "cy": .length(canvas.y(anchor.minY)), "r": 3,
                "fill": .text(PictureStyle.withKeyboard),
            ])
    }

    private func drawFrame(
        _ frame: Rect, on canvas: DeviceCanvas, fill: String, stroke: String, dash: String, into svg: inout SVGWriter
    ) {
        svg.element(
            "rect",
            [
                "x": .length(canvas.x(frame.minX)), "y": .length(canvas.y(frame.minY)),
                "width": .length(canvas.length(frame.width)),
                "height": .length(canvas.length(frame.height)),
                "rx": .length(canvas.length(PictureStyle.popoverCornerRadius)),
                "fill": .text(fill), "stroke": .text(stroke), "stroke-width": .length(1.5),
                "stroke-dasharray": .text(dash),
            ])
    }
}
