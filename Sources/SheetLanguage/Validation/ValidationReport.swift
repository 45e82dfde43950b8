import SheetDiagnostics
import SheetYAML

/// Everything a validation run found, in report order.
public struct ValidationReport: Sendable {
    public var fileCount: Int
    public var diagnostics: [Diagnostic]
    /// Sources of the files that have diagnostics, for rendering snippets.
    /// Clean files are not kept, so memory does not grow with the file count.
    public var sources: [String: SourceFile]

    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }

    /// Whether input was missing or unreadable, so the run could not check
    /// everything it was asked to.
    public var inputFailed: Bool {
        let inputCodes = [InputDiagnostics.pathNotFound.code, InputDiagnostics.unreadableFile.code, InputDiagnostics.noSpecFiles.code]
        return diagnostics.contains { inputCodes.contains($0.code) }
    }

    /// Passed: no errors (and no warnings under `strict`); else problems
    /// found, or the run could not read its input.
    public func verdict(strict: Bool) -> RunVerdict {
        if inputFailed { return .couldNotRun }
        if errorCount > 0 || (strict && warningCount > 0) { return .problemsFound }
        return .passed
    }
}

/// How a run ended, in the library's words; the command line maps it to its
/// exit status.
public enum RunVerdict: Sendable, Equatable {
    /// Nothing to report that stops the run.
    case passed
    /// Problems in the input: errors, warnings under `strict`, stale output under `--check`.
    case problemsFound
    /// Input or output could not be used: a missing file, an unwritable folder.
    case couldNotRun
}

/// A validation run's report, and the sheets it resolved on the way, so
/// that `plan` does not resolve them twice.
public struct ValidationRun: Sendable {
    public var report: ValidationReport
    /// Every resolved sheet when `ValidationOptions.keepsResolvedSheets`;
    /// otherwise no sheets, only the resolution diagnostics.
    public var resolution: SpecResolution
}
