import SheetDiagnostics

/// A value written out that the sheet would get anyway, from the sheet it
/// extends, its file's `defaults:` or the built-in default. Off unless a
/// project enables it: writing a default down on purpose (the 800 pt/s²
/// deceleration an article or a design document gives) is as common as
/// writing it by accident, and a warning on by default made teams delete
/// numbers they meant to keep.
struct RedundantValueRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2907), name: "redundant-value", severity: .warning,
        summary: "A key repeats the value the sheet would get without it (opt-in).",
        explanation: """
            Every key left out takes its value from the layers below it: the sheet named by \
            `extends`, then the file's `defaults:`, then the built-in default (docs/SpecReference.md). \
            A key that writes the same value as those layers changes nothing, and it stops following \
            a shared default when that default is changed later. Writing a default down can be \
            deliberate, though: a team that copies the numbers of a design document or an article \
            (`physics.deceleration: 800`) wants them in the spec, and keeps them when a default \
            moves. So this rule is off unless a project turns it on, in `.sheetspec.yml` \
            (`rules: { redundant-value: warning }`) or for one run (`--rule redundant-value=warning`). \
            Once on, it reports each such key; remove it to follow the layers below. In `defaults:`, \
            a value equal to the built-in default is redundant the same way. Checked for the \
            single-valued keys (presentation, grabber, corner radius, edge attachment, scroll, \
            dismissal, keyboard policy, popover alignment, width and margin, interactive pop, snap \
            policy and deceleration). A style rule: `lint` runs it when it is on, `validate` never.
            """,
        isEnabledByDefault: false)
    static let scope = RuleScope.style
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              checkout:
                type: CheckoutViewController
                presentation: modal
            """,
            """
            version: 1
            defaults:
              grabber: visible
            sheets:
              checkout:
                type: CheckoutViewController
                grabber: visible
            """,
        ],
        passing: [
            """
            version: 1
            defaults:
              grabber: visible
            sheets:
              checkout:
                type: CheckoutViewController
                grabber: hidden
                detents: [{ id: large, system: large }]
            """
        ])

    /// A written value, reduced to what comparing needs.
    private enum Value: Hashable, Sendable {
        case text(String)
        case number(Double)
        case flag(Bool)
    }

    /// One single-valued key: where to read it, and its built-in default.
    private struct Probe: Sendable {
        let key: String
        let read: @Sendable (SheetSettings) -> Located<Value>?
        let builtIn: Value
    }

    private static let probes: [Probe] = [
        Probe(key: "presentation", read: { $0.presentation?.map { .text($0.rawValue) } },
            builtIn: .text(BuiltInDefaults.presentation.rawValue)),
        Probe(key: "grabber", read: { $0.grabber?.map { .text($0.rawValue) } },
            builtIn: .text(BuiltInDefaults.grabber.rawValue)),
        Probe(key: "cornerRadius", read: { $0.cornerRadius?.map { .text(radiusText($0)) } }, builtIn: .text("system")),
        Probe(key: "edgeAttachedInCompactHeight", read: { $0.edgeAttachedInCompactHeight?.map(Value.flag) },
            builtIn: .flag(BuiltInDefaults.edgeAttachedInCompactHeight)),
        Probe(key: "scroll.expandsAtEdge", read: { $0.scroll?.value.expandsAtEdge?.map(Value.flag) },
            builtIn: .flag(BuiltInDefaults.scroll.expandsAtEdge)),
        Probe(key: "dismiss.swipe", read: { $0.dismiss?.value.swipe?.map(Value.flag) },
            builtIn: .flag(BuiltInDefaults.dismissal.swipe)),
        Probe(key: "dismiss.tapOutside", read: { $0.dismiss?.value.tapOutside?.map(Value.flag) },
            builtIn: .flag(BuiltInDefaults.dismissal.tapOutside)),
        Probe(key: "dismiss.closeButton", read: { $0.dismiss?.value.closeButton?.map(Value.flag) },
            builtIn: .flag(BuiltInDefaults.dismissal.closeButton)),
        Probe(key: "dismiss.confirm", read: { $0.dismiss?.value.confirm?.map(Value.flag) },
            builtIn: .flag(BuiltInDefaults.dismissal.confirm)),
        Probe(key: "dismiss.programmatic", read: { $0.dismiss?.value.programmatic?.map(Value.flag) },
            builtIn: .flag(BuiltInDefaults.programmaticDismissal)),
        Probe(key: "keyboard.policy", read: { $0.keyboard?.value.policy?.map { .text($0.rawValue) } },
            builtIn: .text(BuiltInDefaults.keyboardPolicy.rawValue)),
        Probe(key: "popover.alignment", read: { $0.popover?.value.alignment?.map { .text($0.rawValue) } },
            builtIn: .text(BuiltInDefaults.popoverAlignment.rawValue)),
        Probe(key: "popover.width", read: { $0.popover?.value.width?.map(Value.number) },
            builtIn: .number(BuiltInDefaults.popoverWidth)),
        Probe(key: "popover.bottomMargin", read: { $0.popover?.value.bottomMargin?.map(Value.number) },
            builtIn: .number(BuiltInDefaults.popoverBottomMargin)),
        Probe(key: "navigation.interactivePop", read: { $0.navigation?.value.interactivePop?.map(Value.flag) },
            builtIn: .flag(BuiltInDefaults.interactivePop)),
        Probe(key: "physics.snap", read: { $0.physics?.value.snap?.map { .text($0.rawValue) } },
            builtIn: .text(BuiltInDefaults.snap.rawValue)),
        Probe(key: "physics.deceleration", read: { $0.physics?.value.deceleration?.map(Value.number) },
            builtIn: .number(BuiltInDefaults.projectedSnap.deceleration)),
    ]

    private static func radiusText(_ value: CornerRadiusValue) -> String {
        switch value {
        case .system: "system"
        case .points(let points): "\(points)"
        }
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for file in context.checkableFiles {
            guard let defaults = file.defaults?.value else { continue }
            for probe in Self.probes {
                guard let written = probe.read(defaults), written.value == probe.builtIn else { continue }
                diagnostics.append(redundant(probe.key, written, source: "the built-in default"))
            }
        }
        for sheet in context.checkableSheets {
            let own = sheet.declaration.settings
            let parent = context.parent(of: sheet)?.settings
            let fileDefaults = context.index[sheet.id.value]?.file.defaults?.value
            for probe in Self.probes {
                guard let written = probe.read(own) else { continue }
                let (inherited, source): (Value, String) =
                    if let value = parent.flatMap(probe.read) {
                        (value.value, "the value inherited from `\(sheet.ancestors.first ?? "")`")
                    } else if let value = fileDefaults.flatMap(probe.read) {
                        (value.value, "the file's `defaults:`")
                    } else {
                        (probe.builtIn, "the built-in default")
                    }
                if written.value == inherited { diagnostics.append(redundant(probe.key, written, source: source)) }
            }
        }
        return diagnostics
    }

    private func redundant(_ key: String, _ written: Located<Value>, source: String) -> Diagnostic {
        Self.descriptor.diagnostic(
            "`\(key)` repeats the value it would have anyway", at: written.keySpan, label: "same as \(source)",
            help: "remove the key; leaving it out gives the same value and keeps following \(source)")
    }
}
