import SheetDiagnostics

/// Detents other than `medium` and `large` are built with
/// `UISheetPresentationController.Detent.custom(identifier:resolver:)`,
/// which iOS 16 introduced. Only the system sheet builds them: content-sized
/// and overlay sheets use a custom presentation that resolves every form itself.
struct CustomDetentNeedsIOS16Rule: SpecRule {
    static let required = OSVersion(16)

    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2802), name: "custom-detent-needs-ios-16", severity: .error,
        summary: "A detent other than `system: medium` or `large` is used on the system sheet below iOS 16.",
        explanation: """
            iOS 15's `UISheetPresentationController` has only the system detents `.medium()` and \
            `.large()`. Every other form is generated as \
            `.custom(identifier:resolver:)`, which is iOS 16.0+ (Apple documentation of \
            `UISheetPresentationController.Detent.custom(identifier:resolver:)`; research survey \
            §2.A): `height`, `fraction` and `inset` resolve against `maximumDetentValue`, and \
            `fit: content` also calls `invalidateDetents()` (iOS 16) when the content's size \
            changes. sheetspec targets UIKit; for reference, SwiftUI needs iOS 16 for any \
            `presentationDetents` and iOS 16.4 for `presentationBackgroundInteraction` \
            (`undimmedThrough`) and `presentationCornerRadius` (`cornerRadius`), which a SwiftUI \
            backend would check. Raise `minimumOS` to 16 (the fix does), or use `system: medium` \
            and `system: large` only. Content-sized (`tiers: automatic`) and overlay sheets use a \
            custom presentation controller, which resolves every form itself on any release, and \
            are not checked. Checked on the flattened sheet against its own file's \
            `minimumOS`, so a detent inherited from a file with a later target is reported where \
            it is written, with the sheet that inherits it. Without `minimumOS` nothing is checked.
            """)
    static let scope = RuleScope.correctness
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            minimumOS: 15
            sheets:
              placeDetails:
                type: PlaceDetailsViewController
                detents:
                  - { id: half, fraction: 0.5 }
                  - { id: full, system: large }
            """
        ],
        passing: [
            """
            version: 1
            minimumOS: 16
            sheets:
              placeDetails:
                type: PlaceDetailsViewController
                detents:
                  - { id: half, fraction: 0.5 }
                  - { id: full, system: large }
            """,
            """
            version: 1
            minimumOS: 15
            sheets:
              commentComposer:
                type: CommentComposerViewController
                detents: [{ id: medium, system: medium }, { id: large, system: large }]
            """,
            """
            version: 1
            minimumOS: 15
            sheets:
              storePicker:
                type: StorePickerViewController
                detents: [{ id: fit, fit: content, max: { fraction: 0.9 } }]
            """,
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.flatMap { sheet -> [Diagnostic] in
            guard let target = sheet.minimumOS, target.value < Self.required, let detents = sheet.settings.detents,
                sheet.usesSystemSheet
            else { return [] }
            if let parent = context.parent(of: sheet), parent.minimumOS == sheet.minimumOS, parent.usesSystemSheet,
                parent.settings.detents == sheet.settings.detents
            {
                return []
            }
            return detents.value.filter { detent in
                if case .system = detent.height.value { return false }
                return true
            }.map { detent in
                Self.descriptor.diagnostic(
                    "custom detent `\(detent.id.value)` needs iOS \(Self.required), but the deployment target is iOS \(target.value)",
                    at: detent.height.keySpan, label: "`\(detent.height.value.spelling)` is a custom detent",
                    secondary: [DiagnosticLabel(span: target.span, message: "deployment target")]
                        + sheet.inheritanceLabels(detent.height.span),
                    notes: ["iOS 15 has only `system: medium` and `system: large`"],
                    help: "raise `minimumOS` to \(Self.required), or use `system: medium` and `system: large`",
                    fixes: [FixIt(span: target.span, replacement: "\(Self.required)")])
            }
        }
    }
}
