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
    /// `limit` caps the diagnostics listed (`DiagnosticLimit`): the text
    /// formats end each file's list with a note saying how many more there
    /// are, JSON and SARIF record the omissions as data, and every count
    /// stays the count of all of `diagnostics`.
    public static func render(
        _ diagnostics: [Diagnostic], sources: [String: SourceFile], format: DiagnosticFormat, colored: Bool,
        fileCount: Int = 0, descriptors: [DiagnosticCode: DiagnosticDescriptor] = [:], toolVersion: String = "",
        workingDirectory: String? = nil, limit: DiagnosticLimit = .none
    ) -> String {
        let capped = CappedDiagnostics(diagnostics, limit: limit)
        let shown = capped.shown
        switch format {
        case .human:
            let renderer = HumanDiagnosticRenderer(sources: sources, colored: colored)
            let closing = capped.omitted.map { renderer.renderNote(capped.closingLine(for: $0)) }
            return (shown.map(renderer.render) + closing).joined(separator: "\n")
        case .clang:
            let renderer = ClangDiagnosticRenderer(sources: sources)
            return shown.map(renderer.render).joined() + capped.omitted.map { "note: \(capped.closingLine(for: $0))\n" }.joined()
        case .json:
            return JSONDiagnosticRenderer.render(diagnostics, fileCount: fileCount, capped: capped)
        case .sarif:
            return SARIFRenderer.render(
                diagnostics, descriptors: descriptors, toolVersion: toolVersion, sources: sources,
                workingDirectory: workingDirectory, capped: capped)
        case .github:
            return shown.map(GitHubAnnotationRenderer.render).joined()
                + capped.omitted.map { GitHubAnnotationRenderer.notice(capped.closingLine(for: $0), file: $0.path) }.joined()
        }
    }
}
