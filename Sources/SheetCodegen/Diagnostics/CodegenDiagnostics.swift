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

    public static let severalOutputsForOneFile = DiagnosticDescriptor(
        code: DiagnosticCode(4202), name: "several-outputs-one-file", severity: .error,
        summary: "`generate --only SPEC --output-file FILE` names one file for a spec with several outputs.",
        explanation: """
            `--output-file` writes exactly one file. A spec has one output per backend (`--backend`, \
            `backends:`), and with `naming: type` one per sheet, so a spec with several outputs \
            cannot go into one file: writing only the first would drop the others silently. Leave \
            `--output-file` out, and `--only SPEC` writes each of the spec's outputs into the output \
            folder under its own name; or select one backend.
            """)

    public static let unknownBackend = DiagnosticDescriptor(
        code: DiagnosticCode(4203), name: "unknown-backend", severity: .error,
        summary: "`backends:` in the configuration names a backend this sheetspec does not have.",
        explanation: """
            Each backend writes one kind of file per spec (`conformance`: the `BottomSheetable` \
            conformance; `uikit`: the configuration of UIKit's system sheet). `sheetspec generate \
            --help` lists the backends this version has; a name \
            that is not one of them would otherwise generate nothing for it without a word.
            """)

    public static let all = [invalidName, severalOutputsForOneFile, unknownBackend]
}
