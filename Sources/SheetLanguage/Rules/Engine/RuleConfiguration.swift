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
