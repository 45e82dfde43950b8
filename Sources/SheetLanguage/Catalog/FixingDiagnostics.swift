import SheetDiagnostics

/// The codes of `sheetspec fix` itself (`SS51xx`), beside code generation's
/// `SS50xx`: what went wrong while applying fixes, not in a spec.
public enum FixingDiagnostics {
    public static let didNotConverge = DiagnosticDescriptor(
        code: DiagnosticCode(5101), name: "fix-did-not-converge", severity: .error,
        summary: "`sheetspec fix` still found fixes to apply after its last round.",
        explanation: """
            `fix` applies every safe fix, checks the specs again, and repeats while a round \
            changes something, because a fix can reveal another problem (a misspelt block whose \
            values are read only once its key is right). It stops after a fixed number of \
            rounds; what those rounds fixed is kept (each step was a safe fix), and this error \
            names each file that still had fixes waiting. Run `sheetspec fix` again, or apply \
            the remaining fixes by hand (`--format json` lists them); a fix that keeps coming \
            back is a bug of sheetspec worth reporting.
            """)

    public static let writeFailed = DiagnosticDescriptor(
        code: DiagnosticCode(5102), name: "fix-write-failed", severity: .error,
        summary: "`sheetspec fix` could not write a fixed spec.",
        explanation: """
            The fixed text is written to a temporary file beside the spec and renamed over it, \
            so a failed write leaves the spec exactly as it was. The message gives the system's \
            reason: most often the folder is not writable, or the disk is full. Fix the cause \
            and run `sheetspec fix` again; `--dry-run` prints the change as a diff instead.
            """)

    public static let all = [didNotConverge, writeFailed]
}
