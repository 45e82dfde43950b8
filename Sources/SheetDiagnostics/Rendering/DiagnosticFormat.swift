/// The output formats of a diagnostics report.
public enum DiagnosticFormat: String, Sendable, CaseIterable {
    /// rustc-style snippets with carets and `help:` lines, for people.
    case human
    /// `path:line:col: error: message [SS0001]`, for Xcode, editors and CI logs.
    case clang
    /// One JSON object with every diagnostic and its fixes as data.
    case json
    /// SARIF 2.1.0, for GitHub code scanning: positions in code points,
    /// paths as URIs (relative ones against the working directory, `%SRCROOT%`).
    case sarif
    /// GitHub Actions workflow annotations.
    case github
}

/// Renders a whole report in one format: a pure function of its inputs.
public enum DiagnosticReportRenderer {
    /// `workingDirectory` (absolute) is what relative paths are relative to,
    /// which SARIF records as `%SRCROOT%`; the other formats print paths as given.
    public static func render(
        _ diagnostics: [Diagnostic], sources: [String: SourceFile], format: DiagnosticFormat, colored: Bool,
        fileCount: Int = 0, descriptors: [DiagnosticCode: DiagnosticDescriptor] = [:], toolVersion: String = "",
        workingDirectory: String? = nil
    ) -> String {
        switch format {
        case .human:
            let renderer = HumanDiagnosticRenderer(sources: sources, colored: colored)
            return diagnostics.map(renderer.render).joined(separator: "\n")
        case .clang:
            let renderer = ClangDiagnosticRenderer(sources: sources)
            return diagnostics.map(renderer.render).joined()
        case .json:
            return JSONDiagnosticRenderer.render(diagnostics, fileCount: fileCount)
        case .sarif:
            return SARIFRenderer.render(
                diagnostics, descriptors: descriptors, toolVersion: toolVersion, sources: sources,
                workingDirectory: workingDirectory)
        case .github:
            return diagnostics.map(GitHubAnnotationRenderer.render).joined()
        }
    }
}
