import SheetDiagnostics

extension RuleConfiguration {
    /// `diagnostic` at its configured severity, or `nil` when its code is off.
    /// Codes found outside the rule engine (resolution's `SS3xxx`) are
    /// configured like rules, so `--rule detent-clamped=off` works the same way.
    func configured(_ diagnostic: Diagnostic) -> Diagnostic? {
        guard let severity = severity(for: diagnostic.code, default: diagnostic.severity) else { return nil }
        var configured = diagnostic
        configured.severity = severity
        return configured
    }
}
