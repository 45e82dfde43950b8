import SheetDiagnostics

/// What the `floatingpanel` backend cannot say of a valid spec (`SS44xx`),
/// each at the sheet: warnings by default, the rest of the sheet is
/// generated; `rules:` in `.sheetspec.yml` can raise, lower or turn them off.
/// FloatingPanel here is scenee/FloatingPanel 2.8.8.
public enum FloatingPanelDiagnostics {
    public static let cannotShow = DiagnosticDescriptor(
        code: DiagnosticCode(4401), name: "floatingpanel-cannot-show", severity: .warning,
        summary: "A popover or a sheet on the system sheet: the `floatingpanel` backend generates nothing for it.",
        explanation: """
            FloatingPanel shows a panel pinned to an edge of its controller's view, added to \
            a parent (`addPanel(toParent:)`) or presented modally; it has no popover and no \
            arrow, so a `presentation: popover` sheet has no FloatingPanel form. A modal sheet \
            that sheetspec shows on the system sheet (not content-sized) is the system-sheet \
            backends' job: generate it with `--backend uikit` or `--backend swiftui`, which \
            configure UIKit's own sheet. The `floatingpanel` backend writes a comment in the \
            sheet's place and reports this. A run that also has the `conformance` backend \
            does not report it: every sheet then has its `BottomSheetable` conformance.
            """)

    public static let keyboardNotExpressible = DiagnosticDescriptor(
        code: DiagnosticCode(4402), name: "floatingpanel-keyboard", severity: .warning,
        summary: "A keyboard policy, which FloatingPanel leaves to the app.",
        explanation: """
            FloatingPanel does not observe the keyboard: a panel stays where its anchor puts \
            it and the keyboard covers it. `keyboard.policy: expand`, `lift` and `shrink` \
            (what the `BottomSheetable` runtime does when the keyboard appears) are not \
            generated. Move the panel yourself on UIKit's keyboard notifications (`move(to:\
            animated:)` for `expand`, `invalidateLayout()` with anchors that subtract the \
            keyboard's height for `lift` and `shrink`), use the `conformance` backend, or \
            write `policy: none`.
            """)

    public static let navigationNotExpressible = DiagnosticDescriptor(
        code: DiagnosticCode(4403), name: "floatingpanel-navigation", severity: .warning,
        summary: "A navigation stack (`navigation.push`), which FloatingPanel does not manage.",
        explanation: """
            A FloatingPanel shows one content view controller; it has no navigation stack, \
            no per-screen detents and no sheet transition between screens. The backend \
            generates the sheet itself; the pushes, `interactivePop` and `transition` are \
            not generated. Put a `UINavigationController` in the panel yourself (its pushes \
            keep UIKit's slide and the panel's layout), or present the stack with the \
            `BottomSheetable` runtime (`--backend conformance`).
            """)

    public static let snapNotExpressible = DiagnosticDescriptor(
        code: DiagnosticCode(4404), name: "floatingpanel-snap", severity: .warning,
        summary: "A snap policy other than `momentumRedirect`: FloatingPanel has one rule.",
        explanation: """
            FloatingPanel decides where a drag ends with one rule: it projects the release \
            with `momentumProjectionRate`, takes the segment between two anchors, and goes \
            on to the next anchor when the projection passes `redirectionalProgress` of it. \
            sheetspec's `snap: momentumRedirect` is that rule, ported exactly, and the \
            backend maps its numbers onto `FloatingPanelBehavior`. `projected`, \
            `rushingForward` and `velocityDirection` have no FloatingPanel form; the backend \
            keeps FloatingPanel's default behaviour for them and reports this. Write \
            `snap: momentumRedirect`, or use the `conformance` backend.
            """)

    public static let confirmNotExpressible = DiagnosticDescriptor(
        code: DiagnosticCode(4405), name: "floatingpanel-confirm", severity: .warning,
        summary: "`dismiss.confirm`, which needs the app's `FloatingPanelControllerDelegate`.",
        explanation: """
            `confirm: true` asks the sheet before a swipe or a tap outside dismisses it. \
            FloatingPanel asks its delegate (`floatingPanel(_:shouldRemoveAt:with:)`, and \
            `floatingPanelWillRemove(_:)` after the fact), which is the app's object: the \
            backend does not generate one. Implement that delegate method and ask your \
            sheet there, or use the `conformance` backend, whose runtime asks \
            `shouldDismiss`.
            """)

    public static let physicsNotExpressible = DiagnosticDescriptor(
        code: DiagnosticCode(4406), name: "floatingpanel-physics", severity: .warning,
        summary: "A spring or rubber band FloatingPanel cannot reproduce.",
        explanation: """
            FloatingPanel's attraction spring has a response time and one damping ratio, \
            derived from `springDecelerationRate`, for a release faster than 300 pt/s, and \
            is critically damped (ratio 1) otherwise. `spring.dampingWithoutVelocity` other \
            than 1 and `dampingCurve: ramp` cannot be said. Its rubber band is UIScrollView's \
            with the coefficient 0.55 over the panel's view height, switched on per edge; \
            another `rubberBand.coefficient` cannot be said. The backend writes the spring's \
            response and damping and the rubber band's edges, and reports what it left out.
            """)

    public static let heightNotExpressible = DiagnosticDescriptor(
        code: DiagnosticCode(4407), name: "floatingpanel-height", severity: .warning,
        summary: "A detent height no FloatingPanel anchor measures as the plan does.",
        explanation: """
            FloatingPanel measures an anchor from an edge of the safe area or of its \
            controller's view. A height per orientation has no anchor (a layout has no \
            orientation; the backend writes the portrait height); `system: medium` is left out \
            in compact height by the plan, but a FloatingPanel keeps every anchor; a `frame.bottom: tabBar` \
            baseline is neither edge (the backend measures from the safe area); a fraction \
            in a frame whose ends are of two kinds (`bottom: screen` with `top: safeArea`) \
            is a fraction of neither guide (the backend takes the baseline's guide). \
            Return another layout from `floatingPanel(_:layoutFor:)` per orientation, or \
            write heights FloatingPanel can measure.
            """)

    public static let stateOrderNotExpressible = DiagnosticDescriptor(
        code: DiagnosticCode(4408), name: "floatingpanel-state-order", severity: .warning,
        summary: "Detents whose order by height differs between screens, which FloatingPanel's state order cannot follow.",
        explanation: """
            FloatingPanel orders a panel's positions by their states' `order`, the same on \
            every screen; the plan sorts a sheet's detents by height on each screen. The \
            backend orders the states as the heights sort on the first built-in profile in \
            portrait. When a detent in points and one in a fraction (or an inset) swap places \
            on another screen (a 500 pt detent is above half an iPhone's height and below half \
            an iPad's), FloatingPanel there moves between them in the first screen's order: a \
            drag up can go down. Write heights of one kind, or return another layout from \
            `floatingPanel(_:layoutFor:)` where the order changes.
            """)

    public static let escapeNotExpressible = DiagnosticDescriptor(
        code: DiagnosticCode(4409), name: "floatingpanel-escape", severity: .warning,
        summary: "`accessibility.escape: collapse` or `ignore`, which FloatingPanel's escape does not do.",
        explanation: """
            FloatingPanel 2.8.8 answers VoiceOver's escape gesture in \
            `FloatingPanelController.accessibilityPerformEscape()` (`Sources/Controller.swift`): \
            when `isRemovalInteractionEnabled` it dismisses the panel and returns true, \
            otherwise it returns false. That is `escape: dismiss` for a panel the swipe may \
            remove. `collapse` (move to the smallest state first) and `ignore` are not \
            generated: the override is FloatingPanel's class's, and an extension cannot \
            replace it. The backend reports this warning at the sheet. Subclass \
            `FloatingPanelController` and override `accessibilityPerformEscape()`, use the \
            `conformance` backend, or write `escape: dismiss`.
            """)

    public static let all = [
        cannotShow, keyboardNotExpressible, navigationNotExpressible, snapNotExpressible, confirmNotExpressible,
        physicsNotExpressible, heightNotExpressible, stateOrderNotExpressible, escapeNotExpressible,
    ]
}
