import SheetLanguage

/// The one-line outcome printed after the diagnostics.
enum Summary {
    static func line(for report: ValidationReport) -> String {
        let files = report.fileCount == 1 ? "1 file" : "\(report.fileCount) files"
        let errors = report.errorCount
        let warnings = report.warningCount
        if errors == 0 && warnings == 0 { return "sheetspec: checked \(files): no problems found" }
        var parts: [String] = []
        if errors > 0 { parts.append(errors == 1 ? "1 error" : "\(errors) errors") }
        if warnings > 0 { parts.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
        return "sheetspec: checked \(files): " + parts.joined(separator: ", ")
    }
}
