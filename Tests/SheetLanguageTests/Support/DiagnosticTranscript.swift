import SheetDiagnostics

/// A plain, stable text form of diagnostics for golden files: position,
/// severity, code and message on one line, then label, notes, help,
/// secondary labels and fixes (`safe fix:` for those `sheetspec fix` applies)
/// indented under it. A secondary label or fix in
/// another file than the diagnostic's names that file.
enum DiagnosticTranscript {
    static func render(_ diagnostics: [Diagnostic]) -> String {
        var lines: [String] = []
        for diagnostic in diagnostics.sorted(by: Diagnostic.reportOrder) {
            let position = diagnostic.span.map { "\($0.range.start.line):\($0.range.start.column)" } ?? "-"
            lines.append("\(position): \(diagnostic.severity.rawValue) \(diagnostic.code): \(diagnostic.message)")
            if let label = diagnostic.label { lines.append("    label: \(label)") }
            let elsewhere = { (span: SourceSpan) in span.path == diagnostic.span?.path ? "" : "\(span.path):" }
            for secondary in diagnostic.secondary {
                let start = secondary.span.range.start
                lines.append("    at \(elsewhere(secondary.span))\(start.line):\(start.column): \(secondary.message)")
            }
            for note in diagnostic.notes { lines.append("    note: \(note)") }
            if let help = diagnostic.help { lines.append("    help: \(help)") }
            for fix in diagnostic.fixes {
                let range = fix.span.range
                let kind = fix.applicability == .safe ? "safe fix" : "fix"
                lines.append(
                    "    \(kind): \(elsewhere(fix.span))\(range.start.line):\(range.start.column)-\(range.end.line):\(range.end.column) -> \(fix.replacement)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
