import SheetDiagnostics
import SheetIO

/// Runs the registered rules over a run's files and applies the configured
/// severities. Rules are independent, so their order only matters for
/// ties, and the final report is sorted anyway.
public enum RuleEngine {
    /// `jobs` workers run the rules side by side (each rule reads the shared,
    /// immutable context); the findings are gathered in registry order, so
    /// the result is the same for every worker count.
    public static func check(_ context: RuleContext, configuration: RuleConfiguration, jobs: Int = 1) -> [Diagnostic] {
        let rules = RuleRegistry.rules.filter(configuration.runs)
        let found = parallelMap(count: rules.count, jobs: jobs) { position in
            rules[position].init().check(context.restricted(to: rules[position].reads))
        }
        var diagnostics: [Diagnostic] = []
        // Sized for every finding at once: growing it hashes each diagnostic
        // again. No storage without findings (its first one costs a type
        // lookup at run time).
        let findings = found.reduce(0) { $0 + $1.count }
        var seen: Set<Diagnostic> = findings > 0 ? Set(minimumCapacity: findings) : []
        for ruleDiagnostics in found {
            for var diagnostic in ruleDiagnostics {
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
