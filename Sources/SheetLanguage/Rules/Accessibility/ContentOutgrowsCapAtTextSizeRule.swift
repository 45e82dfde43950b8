import BottomSheetable
import SheetDiagnostics

/// A content-fitted detent stops growing at its cap; at a large enough text
/// size its content is taller than that, and only content that scrolls can
/// still be read in full.
struct ContentOutgrowsCapAtTextSizeRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2209), name: "content-outgrows-cap-at-text-size", severity: .warning,
        summary: "At some text size a fitted detent's content outgrows its cap, and the sheet does not say it scrolls.",
        explanation: """
            A `fit: content` detent follows its content from its floor (`min`) up to its cap \
            (`max`, or the available height). Text grows with the size a person chooses: Body \
            text is 17 pt at Large and 53 pt at AX5 in Apple's Human Interface Guidelines \
            ("Typography", iOS and iPadOS Dynamic Type sizes, \
            https://developer.apple.com/design/human-interface-guidelines/typography), so content \
            that fits at Large can be three times as tall at AX5, and the sheet stops at its cap: \
            what is below is cut off unless the content scrolls. WCAG 2.2 success criterion \
            1.4.4, "Resize Text" (https://www.w3.org/WAI/WCAG22/Understanding/resize-text), asks \
            that text can grow to 200 % without loss of content, and FloatingPanel users report \
            exactly this clipping. The rule takes the \
            content as `plan --text-size` does (`PlannedTextSize`): the floor is its height at \
            Large, the part `accessibility.textGrowth` names (all of it by default) growing like \
            Body text (`TextSizeScaling`), which is the shortest the spec says the content is; \
            a fitted detent with no floor has no content to scale \
            and is not checked. It resolves the floor and cap on every device profile where \
            the sheet rests at its detents and reports the smallest text size at which the \
            content is taller than the cap, with the screen where that happens first. The \
            language has no key that says whether content scrolls; a `scroll:` block (written or \
            inherited) says that the content is a scroll view handing over to the sheet, so a \
            sheet with one is taken to scroll and not reported. Make the content scroll past \
            the cap and write `scroll:` (`{ expandsAtEdge: true }` is the default behaviour), \
            or lower the floor or raise the cap so that it fits at AX5.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [
        .presentation, .tiers, .detents, .frame, .scroll, .edgeAttachedInCompactHeight, .accessibility, .extends,
    ]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              checkout:
                type: CheckoutViewController
                detents: [{ id: fit, fit: content, min: { height: 220 }, max: { fraction: 0.9 } }]
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              checkout:
                type: CheckoutViewController
                detents: [{ id: fit, fit: content, min: { height: 220 }, max: { fraction: 0.9 } }]
                scroll: { expandsAtEdge: true }
            """
        ])

    /// Where the content of one fitted detent first outgrows its cap.
    struct Overflow {
        var screen: String
        var category: ContentSizeCategory
        var content: Double
        var floor: Double
        var cap: Double
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.flatMap { sheet -> [Diagnostic] in
            guard sheet.settings.scroll == nil, let detents = sheet.settings.detents,
                detents.value.contains(where: { $0.minimum != nil }),
                !context.parentHasSame(sheet, { [$0.detents, $0.presentation, $0.tiers, $0.frame, $0.scroll, $0.accessibility] }),
                let resolved = context.resolved(sheet)
            else { return [] }
            let screens = SheetScreen.all(of: sheet, in: context)
            let scaling = resolved.accessibility.textSizeScaling
            return detents.value.compactMap { declaration -> Diagnostic? in
                guard declaration.minimum != nil,
                    let overflow = Self.firstOverflow(of: declaration.id.value, on: screens, scaling: scaling)
                else { return nil }
                return diagnostic(sheet, declaration, overflow, scaling: scaling)
            }
        }
    }

    /// The smallest text size at which the detent's content outgrows its cap on
    /// some screen, and the first screen where it does; `nil` when it fits at
    /// every size everywhere.
    static func firstOverflow(
        of id: String, on screens: [SheetScreen], scaling: TextSizeScaling = .default
    ) -> Overflow? {
        var first: Overflow?
        for screen in screens {
            guard let detent = screen.visibleDetents.first(where: { $0.id.rawValue == id }),
                let range = detent.contentRange, !range.isInverted,
                let base = PlannedTextSize.contentAtDefaultSize(measured: nil, floor: range.floor),
                let category = scaling.firstScrollingCategory(base, cap: range.cap)
            else { continue }
            if let found = first, found.category <= category { continue }
            first = Overflow(
                screen: screen.name, category: category, content: scaling.contentHeight(base, at: category),
                floor: base, cap: range.cap)
        }
        return first
    }

    private func diagnostic(
        _ sheet: EffectiveSheet, _ declaration: DetentDeclaration, _ overflow: Overflow, scaling: TextSizeScaling
    ) -> Diagnostic {
        let (id, name, size) = (declaration.id.value, sheet.id.value, overflow.category)
        let span = declaration.maximum?.span ?? declaration.height.span
        let body = { (category: ContentSizeCategory) in LengthPrecision.text(category.bodyPointSize) + " pt" }
        return Self.descriptor.diagnostic(
            "at text size \(size.name), the content of `\(id)` in `\(name)` outgrows its cap on \(overflow.screen), "
                + "and `\(name)` does not say its content scrolls",
            at: span,
            label: "caps the sheet at \(points(overflow.cap)); the content is \(points(overflow.content)) at \(size.name)",
            secondary: (declaration.minimum.map { [DiagnosticLabel(span: $0.span, message: "the content at Large")] } ?? [])
                + sheet.inheritanceLabels(span),
            notes: [
                "the content is taken to be the floor, \(points(overflow.floor)), at Large, and "
                    + (scaling.growingFraction == 1 ? "" : "\(LengthPrecision.text(scaling.growingFraction * 100)) % of it ")
                    + "to grow like Body text: "
                    + "\(body(.large)) at Large, \(body(size)) at \(size.name) (Apple's Human Interface Guidelines, Typography)"
            ],
            help: "make the content scroll past the cap and say so with a `scroll:` block, "
                + "or lower `min` or raise `max` so that it fits at \(ContentSizeCategory.accessibility5.name)")
    }

    private func points(_ value: Double) -> String { LengthPrecision.text(value) + " pt" }
}
