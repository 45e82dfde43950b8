import SheetDiagnostics

/// `undimmedThrough` becomes `largestUndimmedDetentIdentifier`; an unknown
/// id leaves the sheet dimmed at every detent.
struct UnknownUndimmedDetentRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2105), name: "unknown-undimmed-detent", severity: .error,
        summary: "`undimmedThrough` names a detent the sheet does not have.",
        explanation: """
            `undimmedThrough` is the largest detent at which the background stays undimmed and \
            interactive (`largestUndimmedDetentIdentifier`, SwiftUI's \
            `presentationBackgroundInteraction(.enabled(upThrough:))`). With an identifier that is \
            not among the detents, UIKit dims the background at every detent, the opposite of what \
            was asked. The check runs on the flattened sheet, as for `initial`; the fix writes the \
            nearest detent id when the sheet itself wrote the key. Sheets in files with decoding \
            errors, or inheriting from one, are not checked.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.detents, .undimmedThrough, .extends]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              placeDetails:
                type: PlaceDetailsViewController
                presentation: modal
                detents:
                  - { id: tip, height: 96 }
                  - { id: half, fraction: 0.5 }
                undimmedThrough: tips
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              placeDetails:
                type: PlaceDetailsViewController
                presentation: modal
                detents:
                  - { id: tip, height: 96 }
                  - { id: half, fraction: 0.5 }
                undimmedThrough: tip
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        DetentReferenceCheck(descriptor: Self.descriptor, key: "undimmedThrough", reference: \.undimmedThrough).check(context)
    }
}
