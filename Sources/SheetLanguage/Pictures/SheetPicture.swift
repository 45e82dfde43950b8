import BottomSheetable

/// Draws one sheet of a layout plan on one device profile as SVG: a title,
/// a row of panels (the sheet at rest and with the keyboard for each
/// orientation asked for, or the popover frame where it is a popover), and a
/// legend of the shapes drawn.
///
/// Every number comes from the plan (`ScreenLayout`), so a picture shows what
/// `sheetspec plan` prints and what the runtime computes; nothing is measured
/// again here. The output is deterministic (see `SVGWriter`), which lets the
/// example pictures be golden files.
public enum SheetPicture {
    /// - Parameters:
    ///   - plan: the sheet, planned on `profile` (among others, possibly).
    ///   - orientations: the profile's screens to draw, in the profile's order.
    ///   - gesture: a scripted drag simulated on the screen of `gesture.orientation`,
    ///     drawn there in place of the resting and keyboard panels (the drag may use a
    ///     measured content height, so the plan's resting heights would disagree with it).
    ///   - contentHeight: the content's measured height the plan's screens were laid out
    ///     with (`SpecRenderer`), named in the title and the fitted detents' labels;
    ///     `nil`: not measured, fitted detents at their cap.
    public static func svg(
        of plan: SheetPlan, on profile: DeviceProfile, orientations: [Orientation], gesture: SheetSimulation? = nil,
        contentHeight: Double? = nil
    ) -> String {
        let screens = plan.profiles.first { $0.profile == profile.name }?.screens ?? []
        let longestSide = profile.screens.map { max($0.size.width, $0.size.height) }.max() ?? 1
        let scale = PictureStyle.deviceLongestSide / max(longestSide, 1)
        let panels = screens.filter { orientations.contains($0.orientation) }
            .flatMap { screen -> [any PanelContent] in
                guard let gesture, gesture.orientation == screen.orientation else {
                    return contents(of: plan.sheet, on: screen, contentHeight: contentHeight)
                }
                return [SheetGesturePanel(sheet: plan.sheet, screen: screen, simulation: gesture)]
            }
            .map { PicturePanel(content: $0, scale: scale) }

        let title = titleLines(
            plan.sheet, on: profile, orientations: orientations, contentHeight: gesture == nil ? contentHeight : nil)
        let margin = PictureStyle.margin
        let panelsWidth = panels.map(\.width).reduce(0, +) + PictureStyle.panelGap * Double(max(panels.count - 1, 0))
        let titleWidth = title.map { PictureStyle.textWidth($0.text, size: $0.size, bold: $0.bold) }.max() ?? 0
        let width = (2 * margin + max(panelsWidth, titleWidth)).rounded(.up)
        var legendItems: [LegendItem] = []
        for panel in panels { legendItems += panel.content.legendItems }
        if panels.contains(where: { $0.content.screen.container.safeArea != .zero }) { legendItems.append(.safeArea) }
        let legend = PictureLegend(items: LegendItem.allCases.filter(legendItems.contains), width: width - 2 * margin)

        var svg = SVGWriter()
        PictureStyle.writeDefinitions(into: &svg)
        // A white canvas, so the picture reads the same on a dark page.
        svg.element("rect", ["width": "100%", "height": "100%", "fill": .text(PictureStyle.canvas)])
        svg.open("g", ["font-family": .text(PictureStyle.fontFamily)])
        var y = margin
        for line in title {
            y += line.size + 6
            svg.text(
                line.text,
                [
                    "x": .length(margin), "y": .length(y), "font-size": .length(line.size),
                    "font-weight": line.bold ? "bold" : "normal",
                    "fill": .text(line.bold ? PictureStyle.ink : PictureStyle.mutedInk),
                ])
        }
        y += 16
        var x = margin
        for panel in panels {
            panel.draw(x: x, y: y, into: &svg)
            x += panel.width + PictureStyle.panelGap
        }
        y += (panels.map(\.height).max() ?? 0) + 20
        legend.draw(x: margin, y: y, into: &svg)
        svg.close()
        let height = (y + legend.height + margin).rounded(.up)
        return svg.document(width: width, height: height)
    }

    /// The panels for one screen, by how the sheet is presented there.
    static func contents(of sheet: ResolvedSheet, on screen: ScreenLayout, contentHeight: Double? = nil)
        -> [any PanelContent]
    {
        switch screen.presentedAs {
        case .fullScreen:
            return [FullScreenPanel(sheet: sheet, screen: screen)]
        case .popover:
            guard let frames = screen.popover else { return [] }
            return [PopoverPanel(sheet: sheet, screen: screen, frames: frames)]
        case .sheet:
            let atRest = SheetAtRestPanel(sheet: sheet, screen: screen, contentHeight: contentHeight)
            guard let initial = screen.detents.first(where: { $0.resolved.id == screen.initial }),
                screen.keyboardHeight > 0
            else {
                return [atRest]
            }
            return [atRest, SheetWithKeyboardPanel(sheet: sheet, screen: screen, initial: initial)]
        }
    }

    /// The sheet and its type; the device and orientations; the settings the
    /// picture depends on, in the spec's words.
    static func titleLines(
        _ sheet: ResolvedSheet, on profile: DeviceProfile, orientations: [Orientation], contentHeight: Double? = nil
    ) -> [(text: String, size: Double, bold: Bool)] {
        let sizes = profile.screens.filter { orientations.contains($0.orientation) }.map {
            "\($0.orientation.rawValue) \(LengthPrecision.text($0.size.width)) × \(LengthPrecision.text($0.size.height)) pt"
        }
        let detents = sheet.detents.map { "\($0.detent.id.rawValue) (\(describe($0.detent.height)))" }
        var settings = ["detents " + detents.joined(separator: ", ")]
        if let contentHeight { settings.append("content \(LengthPrecision.text(contentHeight)) pt") }
        settings.append("initial " + (sheet.initialDetent?.rawValue ?? "smallest"))
        settings.append(background(of: sheet))
        settings.append("keyboard \(sheet.keyboard.rawValue)")
        settings.append("grabber \(sheet.grabber.rawValue)")
        return [
            ("\(sheet.id) · \(sheet.type) · \(sheet.presentation.rawValue)", PictureStyle.titleSize, true),
            (
                "\(profile.displayName) (\(profile.name)) · " + sizes.joined(separator: ", "), PictureStyle.textSize,
                false
            ),
            (settings.joined(separator: " · "), PictureStyle.textSize, false),
        ]
    }

    /// When the background stays undimmed, by presentation (`SheetLayout.isBackgroundInteractive`).
    static func background(of sheet: ResolvedSheet) -> String {
        switch sheet.presentation {
        case .overlay: "undimmed at every height"
        case .embedded: "undimmed at every height, never dismissed"
        case .popover: "not dimmed as a popover, dimmed as a sheet in compact width"
        case .modal: sheet.undimmedThrough.map { "undimmed through \($0.rawValue)" } ?? "dimmed at every detent"
        }
    }

    /// A detent's height in the spec's syntax: `system medium`, `0.5`, `inset 24`.
    static func describe(_ height: DetentHeight) -> String {
        switch height {
        case .system(let system): "system \(system.rawValue)"
        case .points(let value): "height \(LengthPrecision.text(value))"
        case .pointsByOrientation(let portrait, let landscape):
            "height \(LengthPrecision.text(portrait)) portrait, \(LengthPrecision.text(landscape)) landscape"
        case .fraction(let fraction): "fraction \(LengthPrecision.text(fraction))"
        case .insetFromTop(let inset): "inset \(LengthPrecision.text(inset))"
        case .fittedToContent: "fit content"
        case .hidden: "hidden"
        }
    }
}
