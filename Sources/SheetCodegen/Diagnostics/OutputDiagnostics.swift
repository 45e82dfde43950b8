import SheetDiagnostics

/// The codes of stage 5: writing output (`SS5xxx`).
public enum OutputDiagnostics {
    public static let unsafeOutputPath = DiagnosticDescriptor(
        code: DiagnosticCode(5001), name: "unsafe-output-path", severity: .error,
        summary: "A generated file's path would leave the output folder.",
        explanation: """
            Generated files are written only inside the output folder. A file name with `..`, an \
            absolute path, a NUL byte, or a folder inside the output that is a symbolic link pointing \
            elsewhere is refused, whatever a spec, configuration or template says. Rename the spec or \
            the template's output name, or remove the link.
            """)

    public static let writeFailed = DiagnosticDescriptor(
        code: DiagnosticCode(5002), name: "write-failed", severity: .error,
        summary: "A generated file could not be written.",
        explanation: """
            The output folder is read-only, the disk is full, or the file system refused the write. \
            Files are written to a temporary file and renamed into place, so the previous version of \
            every file is left intact; fix the cause and run again.
            """)

    public static let outdatedOutput = DiagnosticDescriptor(
        code: DiagnosticCode(5003), name: "outdated-output", severity: .error,
        summary: "`generate --check` found generated code that is missing, stale or orphaned.",
        explanation: """
            The generated files in the output folder do not match what the specs produce now. Run \
            `sheetspec generate` and commit the result. The diff printed with the diagnostic shows what \
            would change.
            """)

    public static let backendsDifferFromConfiguration = DiagnosticDescriptor(
        code: DiagnosticCode(5004), name: "backends-differ-from-configuration", severity: .warning,
        summary: "`generate --backend` names other backends than the configuration's `backends:`.",
        explanation: """
            `backends:` in `.sheetspec.yml` is the one place that says which files `generate` writes: \
            `generate --check`, the pre-commit hook and the SwiftPM plugin read it. A run whose \
            `--backend` options name other backends writes files that the next `generate --check` \
            reports as orphaned (or misses files it expects), and a plain `sheetspec generate` then \
            removes them. Write the backends you want in `backends:` and run `sheetspec generate` \
            without `--backend`.
            """)

    public static let all = [unsafeOutputPath, writeFailed, outdatedOutput, backendsDifferFromConfiguration]
}
