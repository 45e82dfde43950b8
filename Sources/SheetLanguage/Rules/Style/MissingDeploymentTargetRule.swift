import SheetDiagnostics

/// Availability rules check a file against its `minimumOS`; a file without
/// one is not checked at all.
struct MissingDeploymentTargetRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2906), name: "missing-deployment-target", severity: .warning,
        summary: "A spec file has no `minimumOS`, so availability is not checked.",
        explanation: """
            `minimumOS` is the deployment target the availability rules (`SS2801`, `SS2802`) check \
            each sheet against: custom detents need iOS 16, sheets at all iOS 15. A file without it \
            passes those rules whatever it uses, and the first sign of a problem is a build error \
            in the generated code, or a crash on an older device. Write the app's deployment target \
            (`minimumOS: 16`). No fix: only the team knows its target. A style rule: `lint` runs \
            it, `validate` does not.
            """)
    static let scope = RuleScope.style
    static let reads: SheetParts = [.minimumOS]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              placeDetails:
                type: PlaceDetailsViewController
            """
        ],
        passing: [
            """
            version: 1
            minimumOS: 16
            sheets:
              placeDetails:
                type: PlaceDetailsViewController
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableFiles.compactMap { file in
            guard file.minimumOS == nil else { return nil }
            let place = file.version.map(\.keySpan) ?? file.span(SourceRange(at: file.range.start))
            return Self.descriptor.diagnostic(
                "spec file has no `minimumOS`", at: place, label: "no deployment target in this file",
                notes: ["without `minimumOS`, the availability rules cannot check this file"],
                help: "add the app's deployment target, such as `minimumOS: 16`")
        }
    }
}
