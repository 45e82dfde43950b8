import SheetDiagnostics

/// UIKit wants detents "in order from smallest to largest height", and the
/// snap math assumes it; this checks every pair that can be ordered without
/// a device.
struct DetentsNotIncreasingRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2206), name: "detents-not-increasing", severity: .error,
        summary: "A detent is not higher than one listed before it.",
        explanation: """
            Detents are listed from the smallest to the largest: UIKit's `detents` documentation \
            asks for that order, OverlayContainer's notches "must be ordered from the smallest one", \
            and the snap math (the nearest detent to a drag's projected stop, the next detent up) \
            relies on it. Two detents of the same height are a duplicate stop. This rule compares \
            the pairs whose order holds on every device: points with points, fractions with \
            fractions, insets with insets (a larger inset is a lower sheet), `medium` below `large`, \
            nothing above the full height (`system: large`, `fraction: 1`, `inset: 0`), and a \
            hidden stop (`hidden: true`) below every other, so it comes first. Points \
            against a fraction depend on the screen and are the resolver's, with device profiles. \
            Reorder the list, or remove the duplicate. Checked where written.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.detents]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              nowPlaying:
                type: NowPlayingViewController
                detents:
                  - { id: half, fraction: 0.5 }
                  - { id: mini, fraction: 0.25 }
                  - { id: queue, fraction: 0.75 }
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              nowPlaying:
                type: NowPlayingViewController
                detents:
                  - { id: mini, fraction: 0.25 }
                  - { id: half, fraction: 0.5 }
                  - { id: queue, fraction: 0.75 }
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        // Declarations are compared in place, not copied out for each pair,
        // and a list of one detent is skipped: this runs for every place
        // settings are written.
        var found: [Diagnostic] = []
        for place in WrittenSettings.all(in: context) {
            guard let detents = place.settings.detents?.value, detents.count > 1 else { continue }
            for later in detents.indices.dropFirst() {
                for earlier in detents.indices[..<later].reversed() {
                    guard let order = DetentHeightOrder.compare(detents[earlier].height.value, detents[later].height.value),
                        order != .orderedAscending
                    else { continue }
                    found.append(Self.diagnostic(detents[later], listedAfter: detents[earlier], order: order))
                    break
                }
            }
        }
        return found
    }

    private static func diagnostic(
        _ detent: DetentDeclaration, listedAfter before: DetentDeclaration, order: DetentHeightOrder.ComparisonResult
    ) -> Diagnostic {
        let relation = order == .orderedSame ? "as high as" : "lower than"
        return descriptor.diagnostic(
            "detent `\(detent.id.value)` is \(relation) `\(before.id.value)`, listed before it",
            at: detent.height.span, label: "`\(detent.height.value.spelling)`",
            secondary: [DiagnosticLabel(span: before.height.span, message: "`\(before.height.value.spelling)`")],
            notes: ["detents are listed from the smallest to the largest height, as UIKit requires"],
            help: order == .orderedSame
                ? "remove one of the two detents, or give them different heights"
                : "move `\(detent.id.value)` before `\(before.id.value)`")
    }
}
