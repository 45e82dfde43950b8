import SheetDiagnostics

/// Applies a run's inline suppressions to its diagnostics, once every pass
/// has reported (a rule's finding can come from the second, cross-file
/// pass), and reports the suppressions that hid nothing.
enum SuppressionFilter {
    /// `diagnostics` without the suppressed ones, and the suppressions' own
    /// findings: unused codes, and missing reasons when the project requires them.
    static func apply(
        _ files: [FileSuppressions], to diagnostics: [Diagnostic], options: ValidationOptions,
        filesWithErrors: Set<String>
    ) -> (kept: [Diagnostic], found: [Diagnostic]) {
        let byPath = Dictionary(files.map { ($0.path, $0.suppressions) }, uniquingKeysWith: { first, _ in first })
        var used: Set<Suppression.Entry> = []
        let kept = diagnostics.filter { diagnostic in
            guard let path = diagnostic.span?.path, let suppressions = byPath[path] else { return true }
            var hidden = false
            for suppression in suppressions {
                for entry in suppression.entries where suppression.covers(diagnostic, code: entry.code) {
                    used.insert(entry)
                    hidden = true
                }
            }
            return !hidden
        }
        var found: [Diagnostic] = []
        for file in files {
            for suppression in file.suppressions {
                if options.requiresSuppressionReason, suppression.reason == nil {
                    found.append(
                        SuppressionDiagnostics.missingReason.diagnostic(
                            "this suppression gives no reason", at: suppression.directive,
                            label: "reason required by `requireSuppressionReason`",
                            help: "say why after the codes: `# sheetspec:disable-next-line SS2301 the host app dismisses it`"))
                }
                // A rule that did not run, or skipped a file that did not
                // decode, cannot show that a suppression is stale.
                guard !filesWithErrors.contains(file.path) else { continue }
                for entry in suppression.entries where !used.contains(entry) && ran(entry.code, options.rules) {
                    found.append(
                        SuppressionDiagnostics.unused.diagnostic(
                            "`\(entry.code)` is suppressed \(suppression.reach), where it reports nothing",
                            at: entry.span, label: "matches no diagnostic",
                            help: suppression.entries.count == 1
                                ? "delete the comment" : "delete `\(entry.code)` from the comment"))
                }
            }
        }
        return (kept, found)
    }

    /// Whether the rule with this code checked the run.
    private static func ran(_ code: DiagnosticCode, _ rules: RuleConfiguration) -> Bool {
        guard let rule = RuleRegistry.rules.first(where: { $0.descriptor.code == code }) else { return false }
        return (rules.includesStyle || rule.scope == .correctness) && rules.overrides[code] != .off
    }
}
