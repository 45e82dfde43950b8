import SheetDiagnostics

/// Each snap policy reads its own parameters; the other policy's are
/// ignored, usually because `snap` was forgotten.
struct PhysicsSettingForOtherSnapPolicyRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2702), name: "physics-setting-for-other-snap-policy", severity: .warning,
        summary: "A `physics` value belongs to the snap policy the sheet does not use.",
        explanation: """
            `physics.snap` chooses how a drag's resting detent is picked. `projected` (the default) \
            reads `deceleration` and `dismissThreshold`; `momentumRedirect` (FloatingPanel's way) \
            reads `projectionRate`, `redirectThreshold`, `skipStops` and `removalVelocity`; \
            `rushingForward` (OverlayContainer's way) reads none of them; `velocityDirection` (the \
            bottom drawer's `scrollViewWillEndDragging`) reads `projectionRate`. A value for a policy \
            the sheet does not use is ignored, which usually means `snap` was forgotten or changed \
            without cleaning up. Write the `snap` the values are for, or delete them. `spring` and \
            `rubberBand` apply to every policy. Checked on the flattened sheet.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.physics, .extends]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              placeDetails:
                type: PlaceDetailsViewController
                presentation: overlay
                physics: { snap: projected, redirectThreshold: 0.4 }
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              placeDetails:
                type: PlaceDetailsViewController
                presentation: overlay
                physics: { snap: momentumRedirect, redirectThreshold: 0.4 }
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.flatMap { sheet -> [Diagnostic] in
            guard let physics = sheet.settings.physics?.value else { return [] }
            let snap = physics.snap?.value ?? .projected
            // Cheap test first: on a valid spec no key is misplaced, and
            // neither the key table nor the parent comparison is needed.
            let misplacedProjected = snap != .projected && (physics.deceleration != nil || physics.dismissThreshold != nil)
            let misplacedRedirect = snap != .momentumRedirect
                && ((snap != .velocityDirection && physics.projectionRate != nil) || physics.redirectThreshold != nil
                    || physics.skipStops != nil || physics.removalVelocity != nil)
            guard misplacedProjected || misplacedRedirect, !context.parentHasSame(sheet, { [$0.physics] }) else { return [] }
            // Each key with the policies that read it, the first named in the help.
            let keyRanges: [(key: String, span: SourceSpan?, policies: [SnapPolicyKeyword])] = [
                ("deceleration", physics.deceleration?.keySpan, [.projected]),
                ("dismissThreshold", physics.dismissThreshold?.keySpan, [.projected]),
                ("projectionRate", physics.projectionRate?.keySpan, [.momentumRedirect, .velocityDirection]),
                ("redirectThreshold", physics.redirectThreshold?.keySpan, [.momentumRedirect]),
                ("skipStops", physics.skipStops?.keySpan, [.momentumRedirect]),
                ("removalVelocity", physics.removalVelocity?.keySpan, [.momentumRedirect]),
            ]
            return keyRanges.compactMap { entry in
                guard let span = entry.span, !entry.policies.contains(snap) else { return nil }
                let chosen = physics.snap.map { [DiagnosticLabel(span: $0.span, message: "the sheet snaps `\(snap.rawValue)`")] } ?? []
                let readers = entry.policies.map { "`snap: \($0.rawValue)`" }.joined(separator: " and ")
                return Self.descriptor.diagnostic(
                    "`\(entry.key)` is ignored with `snap: \(snap.rawValue)`", at: span,
                    label: "read by \(readers) only", secondary: chosen + sheet.inheritanceLabels(span),
                    notes: physics.snap == nil ? ["`snap` defaults to `projected`"] : [],
                    help: "write `snap: \(entry.policies[0].rawValue)`, or delete `\(entry.key)`")
            }
        }
    }
}
