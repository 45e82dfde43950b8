import BottomSheetable
import SheetDiagnostics

/// `tiers` says how many resting stops a sheet has and `detents` where they
/// are; the language decides the two must agree, so neither silently wins.
struct TiersDetentCountMismatchRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2201), name: "tiers-detent-count-mismatch", severity: .error,
        summary: "`tiers` and the number of detents disagree.",
        explanation: """
            `tiers` is `BottomSheetable`'s `tiersType`: `automatic` and `one` have one resting \
            stop, `two` two, `three` three or more (the protocol's vocabulary ends at three; UIKit \
            takes any number of detents, so a fourth stop is written as a fourth detent). The \
            detents say where those stops are, so a sheet with `tiers: two` needs exactly two \
            detents and one with `tiers: three` at least three. When they disagree, the generated \
            `tiersType` and detent list contradict each other and the runtime would pick one at \
            random. A hidden stop (`hidden: true`) is not counted: no finger reaches it. Write \
            the `tiers` that matches the detents (the fix does, when the sheet wrote `tiers` \
            itself), or leave `tiers` out: it is inferred from the detents. Checked on the \
            flattened sheet, so a sheet that inherits `tiers: two` and writes three detents is \
            reported.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.tiers, .detents, .extends]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              nowPlaying:
                type: NowPlayingViewController
                tiers: two
                detents:
                  - { id: mini, fraction: 0.25 }
                  - { id: half, fraction: 0.5 }
                  - { id: queue, fraction: 0.75 }
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              nowPlaying:
                type: NowPlayingViewController
                tiers: three
                detents:
                  - { id: mini, fraction: 0.25 }
                  - { id: half, fraction: 0.5 }
                  - { id: queue, fraction: 0.75 }
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.compactMap { sheet in
            guard let tiers = sheet.settings.tiers, !tiers.value.admits(detentCount: sheet.visibleDetentCount),
                !context.parentHasSame(sheet, { [$0.tiers, $0.detents] })
            else { return nil }
            let count = sheet.visibleDetentCount
            var secondary: [DiagnosticLabel] = []
            if let detents = sheet.settings.detents {
                secondary.append(DiagnosticLabel(span: detents.keySpan, message: "\(Self.detents(count)) declared here"))
            }
            secondary += sheet.inheritanceLabels(tiers.span, sheet.settings.detents?.span ?? tiers.span)
            let matching = Self.tiers(for: sheet)
            let fix = matching.flatMap { sheet.wrote(tiers.span) ? FixIt(span: tiers.span, replacement: $0.spelling) : nil }
            return Self.descriptor.diagnostic(
                "`tiers: \(tiers.value.spelling)` needs \(Self.needed(tiers.value)), but `\(sheet.id.value)` has \(count)",
                at: tiers.span, label: Self.needed(tiers.value), secondary: secondary,
                notes: sheet.settings.detents == nil ? ["with no `detents`, a sheet has the one built-in detent `large`"] : [],
                help: matching.map { "write `tiers: \($0.spelling)`, or leave `tiers` out to infer it from the detents" }
                    ?? "write the detents the sheet rests at",
                fixes: fix.map { [$0] } ?? [])
        }
    }

    /// The tiers a sheet's detents call for, as the inference does.
    private static func tiers(for sheet: EffectiveSheet) -> Tiers? {
        let detents = (sheet.settings.detents?.value ?? []).filter { $0.height.value != .hidden }
        if detents.count == 1, !detents[0].height.value.isFixed { return .oneTierAutomatic }
        return Tiers.allCases.first { $0 != .oneTierAutomatic && $0.admits(detentCount: sheet.visibleDetentCount) }
    }

    /// How many detents `tiers` asks for, in words: `three` asks for three or more.
    private static func needed(_ tiers: Tiers) -> String {
        tiers == .three ? "3 detents or more" : detents(tiers.detentCount)
    }

    private static func detents(_ count: Int) -> String {
        count == 1 ? "1 detent" : "\(count) detents"
    }
}
