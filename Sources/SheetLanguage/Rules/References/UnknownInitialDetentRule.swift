import SheetDiagnostics

/// `initial` becomes `selectedDetentIdentifier`; an id UIKit does not know
/// is ignored without a word, and the sheet opens at its smallest detent.
struct UnknownInitialDetentRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2104), name: "unknown-initial-detent", severity: .error,
        summary: "`initial` names a detent the sheet does not have.",
        explanation: """
            `initial` is the detent the sheet opens at (`selectedDetentIdentifier`; SwiftUI's \
            selection must "match one of the detents"). UIKit ignores an identifier that is not \
            among the detents and opens at the smallest one, so a typo changes behaviour silently. \
            The check runs on the flattened sheet: a sheet that inherits `initial: half` but \
            replaces its parent's detents must name one of its own. The help names the nearest \
            detent id and the fix writes it, when the sheet itself wrote `initial`.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.detents, .initial, .extends]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              placeDetails:
                type: PlaceDetailsViewController
                detents:
                  - { id: half, fraction: 0.5 }
                  - { id: full, system: large }
                initial: halff
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              placeDetails:
                type: PlaceDetailsViewController
                detents:
                  - { id: half, fraction: 0.5 }
                  - { id: full, system: large }
                initial: half
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        DetentReferenceCheck(descriptor: Self.descriptor, key: "initial", reference: \.initial).check(context)
    }
}
