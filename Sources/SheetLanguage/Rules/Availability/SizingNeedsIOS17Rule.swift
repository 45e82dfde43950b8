import SheetDiagnostics

/// UIKit's `prefersPageSizing` is iOS 17 and SwiftUI's `presentationSizing`
/// iOS 18. Generated code asks for the sizing under `if #available`, so a
/// spec with an earlier target builds, but below iOS 17 no backend can ask
/// for it: those iPads keep the system's own width.
struct SizingNeedsIOS17Rule: SpecRule {
    static let required = OSVersion(17)

    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2803), name: "sizing-needs-ios-17", severity: .warning,
        summary: "`sizing` other than `automatic` with a deployment target below iOS 17.",
        explanation: """
            A sheet's iPad width is asked for with UIKit's \
            `UISheetPresentationController.prefersPageSizing` (iOS 17.0+) or SwiftUI's \
            `presentationSizing(_:)` (iOS 18.0+). The generated code sets them directly when the \
            file's `minimumOS` has them and under `if #available` otherwise, so it builds for any \
            target; but on an iPad running an earlier system the sheet keeps the system's default \
            width, whatever `sizing` says. Below iOS 17 that is true of every backend, so this \
            warns; between 17 and 18 the UIKit backend honours it and the SwiftUI backend does \
            from iOS 18 (docs/Backends.md). Raise `minimumOS` to 17 (the fix does), or accept the \
            system's width on earlier systems. Only sheets that take `sizing` (modal system \
            sheets, see SS2311) are checked, against their own file's `minimumOS`; without \
            `minimumOS` nothing is checked.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.sizing, .presentation, .tiers, .detents, .extends, .minimumOS]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            minimumOS: 16
            sheets:
              checkout:
                type: CheckoutViewController
                sizing: page
            """
        ],
        passing: [
            """
            version: 1
            minimumOS: 17
            sheets:
              checkout:
                type: CheckoutViewController
                sizing: page
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.compactMap { sheet -> Diagnostic? in
            guard let target = sheet.minimumOS, target.value < Self.required, let sizing = sheet.settings.sizing,
                sizing.value != .automatic, SizingNotHonouredRule.honours(sheet)
            else { return nil }
            if let parent = context.parent(of: sheet), parent.minimumOS == sheet.minimumOS,
                SizingNotHonouredRule.honours(parent), parent.settings.sizing == sizing
            {
                return nil
            }
            return Self.descriptor.diagnostic(
                "`sizing: \(sizing.value.rawValue)` needs iOS \(Self.required), but the deployment target is iOS \(target.value)",
                at: sizing.keySpan, label: "asked for only on iOS \(Self.required) and later",
                secondary: [DiagnosticLabel(span: target.span, message: "deployment target")]
                    + sheet.inheritanceLabels(sizing.keySpan),
                notes: ["UIKit's `prefersPageSizing` is iOS 17, SwiftUI's `presentationSizing` iOS 18; earlier iPads keep the system's width"],
                help: "raise `minimumOS` to \(Self.required), or accept the system's width on earlier systems",
                fixes: [FixIt(span: target.span, replacement: "\(Self.required)")])
        }
    }
}
