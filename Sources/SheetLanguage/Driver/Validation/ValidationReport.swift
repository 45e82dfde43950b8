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

    /// 0: no errors (and no warnings under `strict`); 1: problems found;
    /// 2: the run could not read its input.
    public func exitStatus(strict: Bool) -> Int32 {
        if inputFailed { return 2 }
        if errorCount > 0 || (strict && warningCount > 0) { return 1 }
        return 0
    }
}

/// A validation run's report, and the sheets it resolved on the way, so
/// that `plan` does not resolve them twice.
public struct ValidationRun: Sendable {
    public var report: ValidationReport
    /// Every resolved sheet when `ValidationOptions.keepsResolvedSheets`;
    /// otherwise no sheets, only the resolution diagnostics.
    public var resolution: SpecResolution
}
