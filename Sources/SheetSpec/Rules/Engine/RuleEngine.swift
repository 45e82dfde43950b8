import SheetDiagnostics

/// Runs the registered rules over a run's files and applies the configured
/// severities. Rules are independent, so their order only matters for
/// ties, and the final report is sorted anyway.
public enum RuleEngine {
    public static func check(_ context: RuleContext, configuration: RuleConfiguration) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var seen: Set<Diagnostic> = []
        for rule in RuleRegistry.rules {
            guard configuration.includesStyle || rule.scope == .correctness else { continue }
            let descriptor = rule.descriptor
            if configuration.overrides[descriptor.code] == .off { continue }
            for var diagnostic in rule.init().check(context) {
                guard let severity = configuration.severity(for: diagnostic.code, default: diagnostic.severity)
                else { continue }
                diagnostic.severity = severity
                // Sheets sharing a file default or a parent can lead a rule
                // to the same problem at the same place more than once.
                if seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
            }
        }
        return diagnostics
    }
}
