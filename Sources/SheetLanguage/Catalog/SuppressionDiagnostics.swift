import SheetDiagnostics

/// The codes about inline suppressions (`# sheetspec:disable…` comments),
/// `SS299x`: they are about the comments a reviewer reads, not about a
/// sheet, so no rule reports them and `rules:` cannot turn them off.
public enum SuppressionDiagnostics {
    public static let unused = DiagnosticDescriptor(
        code: DiagnosticCode(2990), name: "unused-suppression", severity: .warning,
        summary: "An inline suppression matches no diagnostic.",
        explanation: """
            `# sheetspec:disable-next-line CODE` and `# sheetspec:disable CODE` hide a rule's \
            findings on one line or in one sheet. When the problem is fixed, the comment stays \
            behind and would hide the next, unrelated finding of that rule there; this warning \
            makes such comments visible so they can be deleted. A suppression is only judged when \
            its rule ran: a style rule's under `lint`, not `validate`, and not when the rule is \
            turned off, nor in a file with YAML or decoding errors (the rules skip what did not \
            decode). Delete the code from the comment, or the comment.
            """)

    public static let invalid = DiagnosticDescriptor(
        code: DiagnosticCode(2991), name: "invalid-suppression", severity: .warning,
        summary: "A `# sheetspec:` comment is not a suppression sheetspec can apply.",
        explanation: """
            A comment line starting `# sheetspec:` is read as a suppression: \
            `# sheetspec:disable-next-line CODES reason` (the next line that is not blank or a \
            comment) or `# sheetspec:disable CODES reason` inside a sheet's mapping (the whole \
            sheet). CODES are rule codes or names separated by commas (`SS2104`, \
            `unknown-initial-detent`). This warning names what could not be used: an unknown \
            directive, a missing or unknown code, a code that cannot be suppressed (YAML and \
            decoding problems, `SS0xxx` and `SS1xxx`, leave nothing sound to check, and resolution \
            and generation problems are turned off with `rules:`), or a `disable` outside a sheet. \
            The comment suppresses nothing until it is corrected.
            """)

    public static let missingReason = DiagnosticDescriptor(
        code: DiagnosticCode(2992), name: "suppression-without-reason", severity: .error,
        summary: "A suppression gives no reason, and the project requires one.",
        explanation: """
            With `requireSuppressionReason: true` in `.sheetspec.yml`, every inline suppression \
            says why, after its codes: `# sheetspec:disable-next-line SS2301 the host app \
            dismisses it`. The reason is what a reviewer reads instead of the hidden diagnostic. \
            The suppression still applies; add the reason to clear this error.
            """)

    public static let all = [unused, invalid, missingReason]
}
