import BottomSheetable
import SheetLanguage

/// The values the `floatingpanel` template renders
/// (`Templates/floatingpanel/floatingpanel.swift.mustache`).
///
/// A sheet sheetspec shows with a custom presentation (an overlay, an
/// embedded drawer, a content-sized modal sheet) becomes a bottom
/// `FloatingPanelLayout` (one anchor per detent, `FloatingPanelAnchor`), a
/// `FloatingPanelBehavior` from `physics` (`FloatingPanelPhysics`) and
/// `sheetSpecFloatingPanel()`. A sheet on the system sheet and a popover get
/// a comment in their place (SS4401).
enum FloatingPanelViewModel {
    static func spec(_ spec: CodegenSpec, options: CodegenOptions) -> TemplateContext {
        TemplateContext([
            ("specPath", .text(SwiftLiteral.commentText(spec.specPath))),
            ("access", .text(options.accessLevel == .public ? "public " : "")),
            ("sheets", .list(spec.sheets.map { sheet($0, specPath: spec.specPath) })),
            // The helpers of fitted anchors, once for the file's sheets.
            ("hasFittedSheets", .flag(spec.sheets.contains { canShow($0) && hasFittedDetent($0) })),
        ])
    }

    /// Whether one of the sheet's detents fits its content.
    static func hasFittedDetent(_ sheet: CodegenSheet) -> Bool {
        sheet.layout.detents.contains { if case .fittedToContent = $0.height { true } else { false } }
    }

    /// Whether FloatingPanel shows the sheet: every sheet sheetspec does not
    /// put on the system sheet.
    static func canShow(_ sheet: CodegenSheet) -> Bool { !SystemSheet.canShow(sheet) }

    /// `placeDetails` + `half` → `placeDetailsHalf`: the state's name.
    static func stateName(sheetID: String, detentID: String) -> String {
        SwiftIdentifier.memberName(sheetID + SwiftIdentifier.upperCamel(detentID))
    }

    /// The state of each detent, in spec order: FloatingPanel's own `.tip`,
    /// `.half` and `.full` for up to three stops, custom states ordered 100,
    /// 200, … for more, each by its rank in height (`FloatingPanelStateOrder`),
    /// and `.hidden` for a hidden stop. `builtIn` is `nil` for a custom state.
    static func states(of detents: [Detent], frame: SheetFrame) -> [(detent: Detent, builtIn: String?, order: Int)] {
        let ascending = FloatingPanelStateOrder.ascending(detents, frame: frame)
        let names: [String]? =
            switch ascending.count {
            case 1: ["full"]
            case 2: ["half", "full"]
            case 3: ["tip", "half", "full"]
            default: nil
            }
        return detents.enumerated().map { index, detent in
            guard let rank = ascending.firstIndex(of: index) else { return (detent, "hidden", 0) }
            return (detent, names?[rank], (rank + 1) * 100)
        }
    }

    static func sheet(_ sheet: CodegenSheet, specPath: String) -> TemplateContext {
        guard canShow(sheet) else {
            var values = TemplateContext([
                ("isShown", .flag(false)), ("isNotShown", .flag(true)), ("skippedID", .text(sheet.id)),
                ("skippedKind", .text(sheet.layout.presentation == .popover ? "a popover" : "shown on the system sheet")),
            ])
            values.append(contentsOf: SheetPlace.field(specPath: specPath))
            return values
        }
        let layout = sheet.layout
        let typeName = SwiftIdentifier.upperCamel(sheet.id)
        let dims = layout.presentation == .modal
        let undimmed = undimmedStates(layout)
        let states = states(of: layout.detents, frame: layout.frame).map { entry in
            let name = stateName(sheetID: sheet.id, detentID: entry.detent.id.rawValue)
            return TemplateContext([
                ("stateName", .text(name)),
                ("stateValue", .text(entry.builtIn.map { "FloatingPanelState." + $0 }
                    ?? "FloatingPanelState(rawValue: \(SwiftLiteral.string(sheet.id + "." + entry.detent.id.rawValue)), order: \(entry.order))")),
                ("isCustomState", .flag(entry.builtIn == nil)),
                ("stateComment", .text(SwiftLiteral.commentText("`\(entry.detent.id.rawValue)` of `\(sheet.id)`"))),
                ("anchorArguments", .text(anchorArguments(FloatingPanelAnchor.of(entry.detent.height, frame: layout.frame)))),
                ("stateSeparator", .text(layout.detents.count > 1 ? "," : "")),
                ("dimsState", .flag(dims && !undimmed.contains(entry.detent.id))),
            ])
        }
        let initial = layout.initialDetent ?? layout.detents.first { $0.height != .hidden }?.id
        let hasFitted = hasFittedDetent(sheet)
        var values = TemplateContext([
            ("isShown", .flag(true)), ("isNotShown", .flag(false)),
            ("sheetID", .text(sheet.id)),
            ("typeName", .text(sheet.typeName)),
            ("layoutName", .text(typeName + "PanelLayout")),
            ("behaviorName", .text(typeName + "PanelBehavior")),
            ("presentationWords", .text(presentationWords(layout.presentation))),
            ("isModal", .flag(layout.presentation == .modal)),
            ("states", .list(states)),
            ("initialState", .text(initial.map { "." + stateName(sheetID: sheet.id, detentID: $0.rawValue) } ?? ".full")),
            ("hasFittedAnchors", .flag(hasFitted)),
            ("ceilingExpression", .text(layout.frame.top == .screen ? "0" : "view.safeAreaInsets.top")),
            ("baselineExpression", .text(layout.frame.bottom == .screen ? "0" : "view.safeAreaInsets.bottom")),
            ("hasDimming", .flag(dims)),
            ("dimmingAlpha", .text(SwiftLiteral.number(layout.style.dimmingAlpha))),
            ("grabberHidden", .text(SwiftLiteral.bool(layout.grabber != .visible))),
            ("hasCornerRadius", .flag({ if case .points = layout.cornerRadius { true } else { false } }())),
            ("cornerRadius", .text({ if case .points(let r) = layout.cornerRadius { SwiftLiteral.number(r) } else { "0" } }())),
            ("removalEnabled", .text(SwiftLiteral.bool(layout.dismissal.swipe && layout.presentation != .embedded))),
            ("tapOutsideEnabled", .text(SwiftLiteral.bool(dims && layout.dismissal.tapOutside))),
            ("tracksScrollView", .flag(layout.scroll.expandsAtEdge)),
        ])
        values.append(contentsOf: FloatingPanelPhysics.fields(layout.physics))
        values.append(contentsOf: SheetPlace.field(specPath: specPath))
        return values
    }

    /// The detents shown undimmed: those up to `undimmedThrough` in spec
    /// order (none without it).
    static func undimmedStates(_ layout: SheetLayout) -> Set<DetentIdentifier> {
        guard let through = layout.undimmedThrough, let last = layout.detents.firstIndex(where: { $0.id == through })
        else { return [] }
        return Set(layout.detents[...last].map(\.id))
    }

    static func presentationWords(_ presentation: Presentation) -> String {
        switch presentation {
        case .overlay: "an overlay: add it with\n    /// `addPanel(toParent:)`; the content behind it stays interactive."
        case .embedded: "an embedded drawer: add it\n    /// with `addPanel(toParent:)`; it is never removed."
        case .modal, .popover: "a modal sheet: present it\n    /// with `present(_:animated:)`."
        }
    }

    /// The arguments of the anchor's `FloatingPanelLayoutAnchor` initializer.
    static func anchorArguments(_ anchor: FloatingPanelAnchor) -> String {
        switch anchor {
        case .absolute(let inset, let edge, let guide):
            "absoluteInset: \(SwiftLiteral.number(inset)), edge: .\(edge.rawValue), referenceGuide: .\(guide.rawValue)"
        case .fractional(let inset, let edge, let guide):
            "fractionalInset: \(SwiftLiteral.number(inset)), edge: .\(edge.rawValue), referenceGuide: .\(guide.rawValue)"
        case .fitted(let floor, let cap, let guide):
            "absoluteInset: sheetSpecFittedHeight(\n                    content: contentHeight, floor: \(floor.map(SystemSheet.limit) ?? "0"), "
                + "cap: \(cap.map(SystemSheet.limit) ?? "available"), available: available),\n"
                + "                edge: .bottom, referenceGuide: .\(guide.rawValue)"
        }
    }
}
