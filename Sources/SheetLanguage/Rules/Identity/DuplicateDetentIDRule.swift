import SheetDiagnostics

/// `initial`, `undimmedThrough` and the generated detent identifiers name a
/// detent by id, so two detents of one list cannot share one.
struct DuplicateDetentIDRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2002), name: "duplicate-detent-id", severity: .error,
        summary: "Two detents of one sheet have the same id.",
        explanation: """
            A detent's id is how `initial` and `undimmedThrough` refer to it, and it becomes the \
            `UISheetPresentationController.Detent.Identifier` of the code the `uikit` backend \
            generates. UIKit finds a \
            detent by identifier, so with two detents called `half` the second can never be \
            selected and the sheet behaves as if it had one stop fewer. Give each detent its own \
            id, usually after the height it stands for (`tip`, `half`, `full`). Checked where the \
            list is written (a sheet or the file's `defaults`).
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.detents]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              placeDetails:
                type: PlaceDetailsViewController
                detents:
                  - { id: half, fraction: 0.5 }
                  - { id: half, system: large }
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
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        WrittenSettings.all(in: context).flatMap { place -> [Diagnostic] in
            guard let detents = place.settings.detents?.value, detents.count > 1 else { return [] }
            return Self.repeats(in: detents).map { first, again in
                let (original, detent) = (detents[first], detents[again])
                return Self.descriptor.diagnostic(
                    "detent id `\(detent.id.value)` is used twice in \(place.owner)", at: detent.id.span,
                    label: "used again here",
                    secondary: [DiagnosticLabel(span: original.id.span, message: "first used here")],
                    help: "give each detent its own id, such as `tip`, `half` or `full`")
            }
        }
    }

    /// Each detent whose id an earlier one already uses, with the first that
    /// does. A list of a few detents is scanned pair by pair, which costs less
    /// than hashing every id of every place; a long generated list gets a table.
    static func repeats(in detents: [DetentDeclaration]) -> [(first: Int, again: Int)] {
        var found: [(first: Int, again: Int)] = []
        if detents.count <= 16 {
            for again in detents.indices.dropFirst() {
                let id = detents[again].id.value
                if let first = detents[..<again].firstIndex(where: { $0.id.value == id }) { found.append((first, again)) }
            }
            return found
        }
        var firstUse: [String: Int] = [:]
        for (again, detent) in detents.enumerated() {
            if let first = firstUse[detent.id.value] {
                found.append((first, again))
            } else {
                firstUse[detent.id.value] = again
            }
        }
        return found
    }
}
