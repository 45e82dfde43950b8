import SheetDiagnostics

/// Which rules run and at what severity: the defaults, changed by the
/// project configuration or the command line (`--rule duplicate-key=off`).
public struct RuleConfiguration: Sendable, Equatable {
    public enum Setting: String, Sendable, Equatable, CaseIterable {
        case off
        case warning
        case error
    }

    /// Rules run: correctness only (`validate`) or correctness and style (`lint`).
    public var includesStyle: Bool
    public var overrides: [DiagnosticCode: Setting]

    public init(includesStyle: Bool = false, overrides: [DiagnosticCode: Setting] = [:]) {
        self.includesStyle = includesStyle
        self.overrides = overrides
    }

    /// Whether `rule` runs: style rules only when they are included, no rule
    /// that is set `off`, and an opt-in rule only when it is set to
    /// `warning` or `error`.
    package func runs(_ rule: any SpecRule.Type) -> Bool {
        guard includesStyle || rule.scope == .correctness else { return false }
        switch overrides[rule.descriptor.code] {
        case .off?: return false
        case .warning?, .error?: return true
        case nil: return !rule.isOptIn
        }
    }

    /// The severity a diagnostic of this code is reported at, or `nil` when off.
    package func severity(for code: DiagnosticCode, default severity: Severity) -> Severity? {
        switch overrides[code] {
        case .off?: nil
        case .warning?: .warning
        case .error?: .error
        case nil: severity
        }
    }
}
