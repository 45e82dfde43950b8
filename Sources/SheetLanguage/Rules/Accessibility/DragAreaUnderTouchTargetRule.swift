import BottomSheetable
import SheetDiagnostics

/// A sheet that rests lower than 44 pt leaves less than Apple's minimum touch
/// target to grab: the grabber and the drag area are the sheet's top edge.
struct DragAreaUnderTouchTargetRule: SpecRule {
    /// The Human Interface Guidelines' minimum touch target on iOS and iPadOS
    /// ("Layout"), which the runtime's grabber element already has
    /// (`SheetAccessibility.grabberElementHeight`).
    static let minimumTarget = SheetAccessibility.grabberElementHeight

    /// How many further screens the note names before it counts the rest.
    static let screensNamed = 3

    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2908), name: "drag-area-under-touch-target", severity: .warning,
        summary: "A visible detent leaves less than 44 pt of the sheet to grab on some screen, or the grabber bar reaches below the 44 pt grabber element.",
        explanation: """
            Apple's Human Interface Guidelines ("Layout", \
            https://developer.apple.com/design/human-interface-guidelines/layout) give 44 × 44 pt \
            as the minimum size of a control people touch on iOS and iPadOS. What a person grabs \
            to move a sheet is its top: the runtime makes the grabber's element the sheet's full \
            width by 44 pt at its top edge (`SheetAccessibility.grabberElementFrame`), whatever \
            `style.grabberWidth` and `grabberHeight` draw, and the pan covers the whole sheet. So \
            the drawn bar may be small (36 × 5 pt by default). What the bar's geometry must do is \
            lie inside that element: a bar whose bottom edge, `grabberTopGap` + `grabberHeight`, \
            is more than 44 pt below the sheet's top shows people a grabber whose lower part \
            VoiceOver and Switch Control read as content, not as the grabber; keep the sum at \
            most 44 pt. That is checked \
            where the bar is drawn (`grabber: visible` on a custom presentation) and the element \
            is offered (`detentControl: grabber`, two or more visible detents); exactly 44 pt \
            passes. Otherwise the target falls under 44 pt only \
            when the sheet itself shows less than that: a visible detent that resolves below 44 pt \
            on a screen (a peek of 30 pt, a small fraction on a short landscape screen). There the \
            grabber's element reaches past the bottom edge, and a finger, a pointer or Switch \
            Control has less than the minimum to aim at. Each visible detent is resolved on every \
            device profile where the sheet rests at its detents, as `sheetspec plan` does (a \
            fitted detent at its cap); hidden stops are out of sight by design and not checked. \
            A detent that resolves to no height at all is left to the rules of its value \
            (SS2203, SS2204). The first screen is reported, the others in a note. Make the detent at least 44 pt \
            high (a suggested fix does, for a height in points), or use a hidden stop to park \
            the sheet out of sight. A style rule, as Apple's guidance is (WCAG 2.2's own minimum, \
            SC 2.5.8, is 24 × 24 CSS pixels): `lint` runs it, `validate` does not.
            """)
    static let scope = RuleScope.style
    static let reads: SheetParts = [
        .presentation, .tiers, .detents, .frame, .edgeAttachedInCompactHeight, .extends, .grabber, .style, .accessibility,
    ]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              nowPlaying:
                type: NowPlayingViewController
                presentation: overlay
                detents: [{ id: peek, height: 30 }, { id: full, system: large }]
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              nowPlaying:
                type: NowPlayingViewController
                presentation: overlay
                detents: [{ id: peek, height: 44 }, { id: full, system: large }]
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        detentFindings(context) + context.checkableSheets.flatMap { barFinding($0, context) }
    }

    /// The grabber bar a custom presentation draws, where its bottom edge
    /// (`grabberTopGap` + `grabberHeight`) lies below the 44 pt element that
    /// VoiceOver and Switch Control reach: the part of the bar people see under
    /// that line is content to them, not the grabber. Only a sheet that offers the
    /// element (`detentControl: grabber`, two or more visible detents) is checked.
    private func barFinding(_ sheet: EffectiveSheet, _ context: RuleContext) -> [Diagnostic] {
        guard sheet.settings.grabber?.value == .visible, !sheet.usesSystemSheet,
            sheet.settings.accessibility?.value.detentControl?.value != .appControl,
            sheet.visibleDetentCount > 1,
            let style = sheet.settings.style?.value,
            !context.parentHasSame(sheet, { [$0.style, $0.grabber, $0.presentation, $0.tiers, $0.detents, $0.accessibility] })
        else { return [] }
        let bar = StyleResolver.resolve(style).grabber
        let bottom = bar.topGap + bar.height
        guard bottom > Self.minimumTarget, let written = style.grabberTopGap ?? style.grabberHeight else { return [] }
        var secondary: [DiagnosticLabel] = []
        if let height = style.grabberHeight, height.span != written.span {
            secondary.append(DiagnosticLabel(span: height.span, message: "a bar \(points(bar.height)) thick"))
        }
        return [
            Self.descriptor.diagnostic(
                "the grabber bar of `\(sheet.id.value)` reaches \(points(bottom)) below the sheet's top edge, past the "
                    + "\(points(Self.minimumTarget)) grabber element that VoiceOver and Switch Control reach",
                at: written.span, label: "\(points(bar.topGap)) + \(points(bar.height)) = \(points(bottom))",
                secondary: secondary + sheet.inheritanceLabels(written.span),
                notes: [
                    "the grabber's element is the sheet's width by \(points(Self.minimumTarget)) at its top; "
                        + "what is drawn below it reads as content"
                ],
                help: "keep `grabberTopGap` + `grabberHeight` at most \(points(Self.minimumTarget))")
        ]
    }

    /// Each visible detent that rests lower than the target on some screen.
    private func detentFindings(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.flatMap { sheet -> [Diagnostic] in
            guard let detents = sheet.settings.detents,
                !context.parentHasSame(sheet, { [$0.detents, $0.presentation, $0.tiers, $0.frame] })
            else { return [] }
            let screens = SheetScreen.all(of: sheet, in: context)
            return detents.value.compactMap { declaration -> Diagnostic? in
                let low = screens.compactMap { screen -> (name: String, height: Double)? in
                    guard let detent = screen.visibleDetents.first(where: { $0.id.rawValue == declaration.id.value }),
                        detent.height > 0, detent.height < Self.minimumTarget
                    else { return nil }
                    return (screen.name, detent.height)
                }
                guard let first = low.first else { return nil }
                return diagnostic(sheet, declaration, first: first, others: Array(low.dropFirst()))
            }
        }
    }

    private func diagnostic(
        _ sheet: EffectiveSheet, _ declaration: DetentDeclaration, first: (name: String, height: Double),
        others: [(name: String, height: Double)]
    ) -> Diagnostic {
        let (id, span) = (declaration.id.value, declaration.height.span)
        var notes = [
            "the grabber's element is the sheet's width by \(points(Self.minimumTarget)) at its top; "
                + "a sheet resting lower shows less of it"
        ]
        if !others.isEmpty {
            let named = others.prefix(Self.screensNamed).map { "\($0.name) (\(points($0.height)))" }
            let more = others.count > Self.screensNamed ? " and \(others.count - Self.screensNamed) more screens" : ""
            notes.append("also on " + named.joined(separator: ", ") + more)
        }
        var fixes: [FixIt] = []
        if case .points = declaration.height.value, sheet.wrote(span) {
            fixes.append(FixIt(span: span, replacement: LengthPrecision.text(Self.minimumTarget)))
        }
        return Self.descriptor.diagnostic(
            "detent `\(id)` of `\(sheet.id.value)` rests \(points(first.height)) high on \(first.name), "
                + "under the \(points(Self.minimumTarget)) minimum touch target",
            at: span, label: "\(points(first.height)) of sheet to grab",
            secondary: sheet.inheritanceLabels(span), notes: notes,
            help: "make `\(id)` at least \(points(Self.minimumTarget)) high, or park the sheet on a `hidden: true` stop",
            fixes: fixes)
    }

    private func points(_ value: Double) -> String { LengthPrecision.text(value) + " pt" }
}
