import SheetDiagnostics

/// Codes of the generator itself (stage 4 with the templates).
public enum CodegenDiagnostics {
    public static let invalidName = DiagnosticDescriptor(
        code: DiagnosticCode(4201), name: "invalid-generated-name", severity: .error,
        summary: "A name would not be valid Swift in the generated code.",
        explanation: """
            Every type name, sheet id and module name that reaches generated code is checked before \
            any template runs, so a spec can never produce code that does not compile or that does \
            something it does not say. The rules normally catch these first; this is the last line.
            """)

    public static let all = [invalidName]
}
