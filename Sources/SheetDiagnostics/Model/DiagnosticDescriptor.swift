/// The documentation of one diagnostic code: what `sheetspec explain` prints
/// and what `docs/Rules.md` lists. Each stage declares its own descriptors.
public struct DiagnosticDescriptor: Hashable, Sendable {
    public let code: DiagnosticCode
    /// kebab-case name, used in configuration (`duplicate-key`).
    public let name: String
    public let defaultSeverity: Severity
    /// One line: what the diagnostic means.
    public let summary: String
    /// A paragraph or more, Markdown: why it matters and how to fix it.
    public let explanation: String
    /// Whether the check runs when a project says nothing about it. `false`
    /// for an opt-in rule; SARIF reports it as `defaultConfiguration.enabled`,
    /// so a code-scanning viewer knows the project turned it on.
    public let isEnabledByDefault: Bool

    public init(
        code: DiagnosticCode, name: String, severity: Severity, summary: String, explanation: String,
        isEnabledByDefault: Bool = true
    ) {
        self.code = code
        self.name = name
        self.defaultSeverity = severity
        self.summary = summary
        self.explanation = explanation
        self.isEnabledByDefault = isEnabledByDefault
    }

    /// A diagnostic of this kind at its default severity.
    public func diagnostic(
        _ message: String,
        at span: SourceSpan?,
        label: String? = nil,
        secondary: [DiagnosticLabel] = [],
        notes: [String] = [],
        help: String? = nil,
        fixes: [FixIt] = []
    ) -> Diagnostic {
        Diagnostic(
            code: code, severity: defaultSeverity, message: message, span: span, label: label,
            secondary: secondary, notes: notes, help: help, fixes: fixes)
    }
}
