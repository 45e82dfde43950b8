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
        summary: "`reduceMotion: keep` on a sheet whose detents are more than a third of the screen apart.",
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
            detents, moves more than that when it springs between them. Only a custom \
            presentation springs with the runtime's physics; the system sheet's motion is \
            UIKit's. Write `reduceMotion: fade` (or `instant`), or delete `keep`. A style rule, \
            as success criterion 2.3.3 is level AAA: `lint` runs it, `validate` does not.
            """)
    static let scope = RuleScope.style
    static let reads: SheetParts = [
        .presentation, .tiers, .detents, .frame, .edgeAttachedInCompactHeight, .accessibility, .extends,
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

    /// The largest move between two visible detents on one screen.
    struct Move {
        var screen: String
        var from: ResolvedDetent
        var to: ResolvedDetent
        var screenHeight: Double
        var distance: Double { to.height - from.height }
    }

    /// The first screen on which the sheet's visible detents are more than
    /// `largeShareOfScreen` of the screen's height apart.
    static func firstLargeMove(on screens: [SheetScreen]) -> Move? {
        for screen in screens {
            let visible = screen.visibleDetents
            guard let lowest = visible.min(by: { $0.height < $1.height }),
                let highest = visible.max(by: { $0.height < $1.height })
            else { continue }
            let move = Move(screen: screen.name, from: lowest, to: highest, screenHeight: screen.screen.size.height)
            if move.distance > largestSmallMove(onScreenOfHeight: move.screenHeight) { return move }
        }
        return nil
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.compactMap { sheet in
            guard let keep = sheet.settings.accessibility?.value.reduceMotion, keep.value == .keep, !sheet.usesSystemSheet,
                !context.parentHasSame(sheet, { [$0.accessibility, $0.detents, $0.presentation, $0.tiers, $0.frame] }),
                let move = Self.firstLargeMove(on: SheetScreen.all(of: sheet, in: context))
            else { return nil }
            let (from, to) = (move.from.id.rawValue, move.to.id.rawValue)
            return Self.descriptor.diagnostic(
                "`\(sheet.id.value)` keeps its spring under Reduce Motion, and moves \(points(move.distance)) between "
                    + "`\(from)` and `\(to)` on \(move.screen), more than a third of its \(points(move.screenHeight)) screen",
                at: keep.span, label: "\(points(move.distance)) between `\(from)` and `\(to)`",
                secondary: sheet.inheritanceLabels(keep.span),
                notes: [
                    "WCAG 2.2 takes 256 of a 768-pixel screen's height as a 10-degree visual field, within which a change "
                        + "is small; a move across more of the screen is large"
                ],
                help: "write `reduceMotion: fade` (the default) or `instant`",
                fixes: sheet.wrote(keep.span) ? [FixIt(span: keep.span, replacement: ReduceMotionKeyword.fade.rawValue)] : [])
        }
    }

    private func points(_ value: Double) -> String { LengthPrecision.text(value) + " pt" }
}
