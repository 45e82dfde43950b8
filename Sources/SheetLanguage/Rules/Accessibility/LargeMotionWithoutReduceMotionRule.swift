import BottomSheetable
import SheetDiagnostics

/// A spring kept under Reduce Motion is harmless when it moves little; moving
/// the sheet across much of the screen is the motion the setting exists to stop.
struct LargeMotionWithoutReduceMotionRule: SpecRule {
    /// A move is large when it sweeps more of the screen's height than a
    /// 10-degree visual field: WCAG 2.2 takes a 341 × 256 pixel rectangle on a
    /// 1024 × 768 screen as that field at a typical viewing distance, the area
    /// within which its flash thresholds count a change as small; 256 of 768
    /// is a third of the height.
    static let visualField = (height: 256.0, ofScreen: 768.0)

    /// The longest move that is not large on a screen `height` points high
    /// (multiplied before dividing: 852 · 256 / 768 = 284 exactly).
    static func largestSmallMove(onScreenOfHeight height: Double) -> Double {
        height * visualField.height / visualField.ofScreen
    }

    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2909), name: "large-motion-without-reduce-motion", severity: .warning,
        summary: "`reduceMotion: keep` on a sheet whose detents, or those of a screen it pushes, are more than a third of the screen apart.",
        explanation: """
            With Reduce Motion on, iOS asks apps to avoid large animations (the documentation of \
            UIKit's isReduceMotionEnabled and SwiftUI's accessibilityReduceMotion: "UI should \
            avoid large animations"); Apple's Human Interface Guidelines ("Motion", \
            https://developer.apple.com/design/human-interface-guidelines/motion) and WCAG 2.2 \
            success criterion 2.3.3, "Animation from Interactions" \
            (https://www.w3.org/WAI/WCAG22/Understanding/animation-from-interactions), ask that \
            motion triggered by an interaction can be turned off, as it can make people with \
            vestibular disorders dizzy or sick. The runtime turns a settle into a short fade by \
            default (`accessibility.reduceMotion: fade`); `keep` keeps the spring. Neither \
            source gives a distance, so the rule takes the one measure of a large change WCAG 2.2 \
            defines on screen: its flash thresholds count a change within a 10-degree visual \
            field as small, and estimate that field as 341 × 256 pixels of a 1024 × 768 screen \
            (https://www.w3.org/TR/WCAG22/#dfn-general-flash-and-red-flash-thresholds), a third \
            of its height. A sheet whose smallest and largest visible detents are more than a \
            third of the screen's height apart, on some device profile where it rests at its \
            detents, moves more than that when it springs between them. So does a stack: the \
            root's `reduceMotion` holds for every screen pushed on it, a push settles on the \
            pushed sheet's `initial` from wherever the screen below rests, and a pop settles back \
            from wherever the pushed screen rests, so any visible detent of a pushed screen and \
            any of the screen that pushes it are a move, as are two detents of a pushed screen, \
            all reported at the root's `keep`, with the push. A pushed screen's own `reduceMotion` \
            changes nothing (the runtime reads the root's), so its `keep` is not reported here and \
            its `fade` does not quiet a root's `keep`; SS2607 (`root-key-on-pushed-sheet`) reports \
            one that differs from the root's. \
            The slide that presents the sheet and the slide that dismisses it are not checked: \
            the runtime keeps both under every `reduceMotion` value, as the presentation's own \
            transition, so no value of the key changes them. Only a custom \
            presentation springs with the runtime's physics; the system sheet's motion is \
            UIKit's. Write `reduceMotion: fade` (or `instant`), or delete `keep`. A style rule, \
            as success criterion 2.3.3 is level AAA: `lint` runs it, `validate` does not.
            """)
    static let scope = RuleScope.style
    static let reads: SheetParts = [
        .presentation, .tiers, .detents, .frame, .edgeAttachedInCompactHeight, .accessibility, .extends, .navigation,
    ]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              nowPlaying:
                type: NowPlayingViewController
                presentation: overlay
                detents: [{ id: mini, fraction: 0.25 }, { id: queue, fraction: 0.75 }]
                accessibility: { reduceMotion: keep }
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              nowPlaying:
                type: NowPlayingViewController
                presentation: overlay
                detents: [{ id: mini, fraction: 0.25 }, { id: queue, fraction: 0.75 }]
                accessibility: { reduceMotion: fade }
            """
        ])

    /// A push in a navigation stack: `pusher` lists `pushed` at `at`.
    struct Push {
        var pusher: String
        var pushed: String
        var at: SourceSpan
    }

    /// The largest move between two visible detents on one screen: of one sheet,
    /// or of a screen of a navigation stack and the screen that pushes it (then
    /// `push` says which, and `sheets` whose detents `from` and `to` are).
    struct Move {
        var screen: String
        var from: ResolvedDetent
        var to: ResolvedDetent
        var screenHeight: Double
        var push: Push? = nil
        var sheets: (from: String, to: String)? = nil
        var distance: Double { to.height - from.height }
        var isLarge: Bool { distance > largestSmallMove(onScreenOfHeight: screenHeight) }
    }

    /// The first screen on which the sheet's visible detents are more than
    /// a third of the screen's height apart.
    static func firstLargeMove(on screens: [SheetScreen]) -> Move? {
        for screen in screens {
            let visible = screen.visibleDetents
            guard let lowest = visible.min(by: { $0.height < $1.height }),
                let highest = visible.max(by: { $0.height < $1.height })
            else { continue }
            let move = Move(screen: screen.name, from: lowest, to: highest, screenHeight: screen.screen.size.height)
            if move.isLarge { return move }
        }
        return nil
    }

    /// The first screen on which a push of `pushed` from `pusher`, or its pop
    /// back, moves the sheet more than a third of the screen's height: a push
    /// goes from any detent of the screen below to the pushed one's `initial`, a
    /// pop from any detent of the pushed screen back to the one below, so every
    /// pair of their visible detents is a move. Screens are matched by name.
    static func firstLargeMove(
        between pusher: [SheetScreen], and pushed: [SheetScreen], push: Push
    ) -> Move? {
        for below in pusher {
            // `visibleDetents` are smallest first.
            guard let above = pushed.first(where: { $0.name == below.name }),
                let lowBelow = below.visibleDetents.first, let highBelow = below.visibleDetents.last,
                let lowAbove = above.visibleDetents.first, let highAbove = above.visibleDetents.last
            else { continue }
            let height = below.screen.size.height
            let up = Move(
                screen: below.name, from: lowBelow, to: highAbove, screenHeight: height, push: push,
                sheets: (push.pusher, push.pushed))
            let down = Move(
                screen: below.name, from: lowAbove, to: highBelow, screenHeight: height, push: push,
                sheets: (push.pushed, push.pusher))
            // Equal distances share a midpoint and are no longer than the longer of the two screens' own spans, checked first.
            let move = up.distance >= down.distance ? up : down  // mutate: equivalent — see the line above
            if move.isLarge { return move }
        }
        return nil
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        // Walked once, and only when a sheet keeps its spring.
        var walked: (byRoot: [String: [NavigationStacks.Screen]], pushed: Set<String>)?
        return context.checkableSheets.compactMap { sheet in
            guard let keep = sheet.settings.accessibility?.value.reduceMotion, keep.value == .keep, !sheet.usesSystemSheet
            else { return nil }
            if walked == nil {
                let screens = NavigationStacks.screens(in: context, reads: Self.reads)
                walked = (Dictionary(grouping: screens) { $0.root.id.value }, Set(screens.map(\.screen.id.value)))
            }
            let stacks = walked?.byRoot ?? [:]
            let pushed = walked?.pushed ?? []
            // The runtime reads the root's `reduceMotion` for its whole stack: a pushed
            // screen's own is ignored (SS2607 reports one that differs from the root's).
            // A sheet that inherits everything from a parent is reported at the parent,
            // unless that parent is a pushed screen, whose `keep` is not reported.
            guard !pushed.contains(sheet.id.value),
                !context.parentHasSame(sheet, {
                    [$0.accessibility, $0.detents, $0.presentation, $0.tiers, $0.frame, $0.navigation]
                }) || context.parent(of: sheet).map({ pushed.contains($0.id.value) }) == true
            else { return nil }
            // The check's memo holds each sheet's screens, so a pusher met twice is laid out once.
            if let move = Self.firstLargeMove(on: SheetScreen.all(of: sheet, in: context)) {
                return diagnostic(sheet, keep, move)
            }
            for step in stacks[sheet.id.value] ?? [] {
                let push = Push(pusher: step.pusher.id.value, pushed: step.screen.id.value, at: step.pushedAt)
                // Every settle of the stack follows the root's `keep`, whatever the pushed
                // screen writes: between its own detents, and on a push or a pop.
                if var move = Self.firstLargeMove(on: SheetScreen.all(of: step.screen, in: context)) {
                    (move.push, move.sheets) = (push, (push.pushed, push.pushed))
                    return diagnostic(sheet, keep, move)
                }
                let below = SheetScreen.all(of: step.pusher, in: context)
                let above = SheetScreen.all(of: step.screen, in: context)
                if let move = Self.firstLargeMove(between: below, and: above, push: push) {
                    return diagnostic(sheet, keep, move)
                }
            }
            return nil
        }
    }

    private func diagnostic(_ sheet: EffectiveSheet, _ keep: Located<SheetAccessibility.ReduceMotionStyle>, _ move: Move) -> Diagnostic {
        let (from, to) = (move.from.id.rawValue, move.to.id.rawValue)
        var between = "`\(from)` and `\(to)`"
        var secondary: [DiagnosticLabel] = []
        if let push = move.push, let sheets = move.sheets {
            between = "`\(from)` of `\(sheets.from)` and `\(to)` of `\(sheets.to)`"
            secondary.append(DiagnosticLabel(span: push.at, message: "`\(push.pusher)` pushes `\(push.pushed)` here"))
        }
        return Self.descriptor.diagnostic(
            "`\(sheet.id.value)` keeps its spring under Reduce Motion, and moves \(points(move.distance)) between "
                + "\(between) on \(move.screen), more than a third of its \(points(move.screenHeight)) screen",
            at: keep.span, label: "\(points(move.distance)) between \(between)",
            secondary: secondary + sheet.inheritanceLabels(keep.span),
            notes: [
                "WCAG 2.2 takes 256 of a 768-pixel screen's height as a 10-degree visual field, within which a change "
                    + "is small; a move across more of the screen is large"
            ],
            help: "write `reduceMotion: fade` (the default) or `instant`",
            fixes: sheet.wrote(keep.span) ? [FixIt(span: keep.span, replacement: SheetAccessibility.ReduceMotionStyle.fade.spelling)] : [])
    }

    private func points(_ value: Double) -> String { LengthPrecision.text(value) + " pt" }
}
