import BottomSheetable
import SheetDiagnostics

/// A navigation stack is presented once, as its root sheet says; a pushed
/// sheet brings its detents and behaviour, not a presentation of its own.
struct RootKeyOnPushedSheetRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2607), name: "root-key-on-pushed-sheet", severity: .warning,
        summary: "A pushed sheet says how to present or draw the sheet, which only its stack's root decides.",
        explanation: """
            `navigation.push` puts sheets on one navigation stack inside one presented sheet \
            (`BottomSheetNavigationController`). The sheet is presented once, with the root's \
            layout: its `presentation`, `tiers` (with `presentation`, whether the system sheet or \
            the custom presentation shows it), `sizing`, `edgeAttachedInCompactHeight` and \
            `popover` choose the presentation, its `grabber`, `cornerRadius` and `style` \
            are painted on the sheet when it appears, and its `accessibility.reduceMotion` says \
            what every settle of the stack becomes under Reduce Motion. A pushed screen brings \
            the rest: `frame`, \
            `detents`, `initial`, `undimmedThrough`, `scroll`, `dismiss`, `keyboard`, `physics` \
            and its own `navigation` apply while it is on top (docs/SpecReference.md, \
            "Decided: what a pushed sheet brings"). A pushed sheet whose value of one of the \
            root's keys differs from the root's is reported at that value: `presentation: \
            overlay` on a screen pushed inside a modal stack would otherwise pass silently, \
            and the stack stays modal. Every stack is checked from its root (a sheet that \
            pushes and that no sheet pushes), however deep the push reaches. A pushed sheet whose \
            `presentation` is `modal` or `popover` where the root's is another is reported as \
            SS2608 (`sheet-over-sheet`) instead, not twice. Delete the key from the pushed sheet, \
            give it the root's value (most simply with `extends:` the root), or present the sheet \
            on its own instead of pushing it.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [
        .navigation, .extends, .presentation, .tiers, .detents, .sizing, .edgeAttachedInCompactHeight, .popover,
        .grabber, .cornerRadius, .style, .accessibility,
    ]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              checkout:
                type: CheckoutViewController
                detents: [{ id: fit, fit: content }]
                navigation: { push: [checkoutPromo] }
              checkoutPromo:
                type: PromoViewController
                presentation: overlay
                detents: [{ id: fit, fit: content }]
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              checkout:
                type: CheckoutViewController
                detents: [{ id: fit, fit: content }]
                navigation: { push: [checkoutPromo] }
              checkoutPromo:
                type: PromoViewController
                detents: [{ id: fit, fit: content }]
            """
        ])

    /// One of the root's keys: its value on a sheet as text to compare and print
    /// (a block by where it is written), and where a pushed sheet's value is.
    struct RootKey: Sendable {
        var name: String
        /// The sheet's written or inherited value and its place; `nil` when none is.
        var written: @Sendable (EffectiveSheet) -> (text: String, span: SourceSpan)?
        /// The value a sheet that writes none has, as text.
        var fallback: @Sendable (EffectiveSheet) -> String
    }

    static let keys: [RootKey] = [
        keyword("presentation", \.presentation, default: Presentation.modal.spelling),
        RootKey(
            name: "tiers", written: { sheet in sheet.settings.tiers.map { ($0.value.spelling, $0.span) } },
            fallback: { sheet in
                let inferred = TiersInference.infer(count: sheet.visibleDetentCount, firstIsFitted: sheet.firstVisibleIsFitted)
                return inferred?.spelling ?? "none"
            }),
        keyword("sizing", \.sizing, default: SheetSizing.automatic.spelling),
        RootKey(
            name: "edgeAttachedInCompactHeight",
            written: { sheet in sheet.settings.edgeAttachedInCompactHeight.map { ("\($0.value)", $0.span) } },
            fallback: { _ in "false" }),
        block("popover", \.popover),
        keyword("grabber", \.grabber, default: GrabberVisibility.automatic.spelling),
        RootKey(
            name: "cornerRadius",
            written: { sheet in sheet.settings.cornerRadius.map { (Self.text($0.value), $0.span) } },
            fallback: { _ in Self.text(.system) }),
        block("style", \.style),
        // The state machine keeps the root's accessibility for the whole stack; of its
        // keys, what a settle becomes under Reduce Motion is checked here.
        RootKey(
            name: "accessibility.reduceMotion",
            written: { sheet in sheet.settings.accessibility?.value.reduceMotion.map { ($0.value.rawValue, $0.span) } },
            fallback: { _ in SheetAccessibility().reduceMotion.rawValue }),
    ]

    private static func keyword<Keyword: SpecKeyword & SendableMetatype>(
        _ name: String, _ path: KeyPath<SheetSettings, Located<Keyword>?> & Sendable, default fallback: String
    ) -> RootKey {
        RootKey(
            name: name, written: { sheet in sheet.settings[keyPath: path].map { ($0.value.spelling, $0.span) } },
            fallback: { _ in fallback })
    }

    /// A block is compared by where it is written: a sheet that extends the root
    /// shares the root's block; one written again is the pushed sheet's own.
    private static func block<Block>(_ name: String, _ path: KeyPath<SheetSettings, Located<Block>?> & Sendable)
        -> RootKey
    {
        RootKey(
            name: name,
            written: { sheet in
                sheet.settings[keyPath: path].map { ("its `\(name)` block (\($0.path):\($0.range.start.line))", $0.keySpan) }
            },
            fallback: { _ in "the built-in `\(name)`" })
    }

    static func text(_ radius: CornerRadiusValue) -> String {
        switch radius {
        case .system: "system"
        case .points(let points): LengthPrecision.text(points)
        }
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        var reported: Set<String> = []
        var found: [Diagnostic] = []
        for stack in NavigationStacks.screens(in: context, reads: Self.reads) {
            let (root, screen) = (stack.root, stack.screen)
            for key in Self.keys {
                guard let value = key.written(screen) else { continue }
                let rootValue = key.written(root)
                let rootText = rootValue?.text ?? key.fallback(root)
                guard value.text != rootText, !Self.isSheetOverSheet(key: key.name, value: value.text),
                    reported.insert("\(screen.id.value).\(key.name)").inserted
                else { continue }
                found.append(
                    Self.diagnostic(
                        key: key.name, value: value, screen: screen, root: root, rootText: rootText,
                        rootSpan: rootValue?.span, pushedAt: stack.pushedAt, by: stack.pusher))
            }
        }
        return found
    }

    /// A pushed sheet that says it is presented modally (`modal` or `popover`)
    /// where its stack is presented otherwise is a sheet over a sheet, which
    /// SS2608 reports instead.
    static func isSheetOverSheet(key: String, value: String) -> Bool {
        key == "presentation" && SheetOverSheetRule.modalKinds.contains { $0.rawValue == value }
    }

    private static func diagnostic(
        key: String, value: (text: String, span: SourceSpan), screen: EffectiveSheet, root: EffectiveSheet,
        rootText: String, rootSpan: SourceSpan?, pushedAt: SourceSpan, by pusher: EffectiveSheet
    ) -> Diagnostic {
        let (name, rootName) = (screen.id.value, root.id.value)
        let shown = value.text.hasPrefix("its ") ? "`\(key)` block" : "`\(key): \(value.text)`"
        let rootShown =
            rootText.hasPrefix("its ") ? "its own block" : rootText.hasPrefix("the built-in") ? rootText : "`\(rootText)`"
        var secondary = [DiagnosticLabel(span: pushedAt, message: "`\(pusher.id.value)` pushes `\(name)` here")]
        if let rootSpan { secondary.append(DiagnosticLabel(span: rootSpan, message: "the stack's `\(key)`")) }
        return descriptor.diagnostic(
            "the \(shown) of `\(name)` is ignored: `\(name)` is pushed onto the stack of `\(rootName)`, "
                + "whose `\(key)` (\(rootShown)) applies to every screen",
            at: value.span, label: "not applied to a pushed screen",
            secondary: secondary + screen.inheritanceLabels(value.span),
            notes: ["a stack is presented and drawn once, with its root's layout; a pushed screen brings its detents and behaviour"],
            help: "delete `\(key)` from `\(name)`, give it `\(rootName)`'s value (for example with `extends: \(rootName)`), "
                + "or present `\(name)` on its own instead of pushing it")
    }
}
