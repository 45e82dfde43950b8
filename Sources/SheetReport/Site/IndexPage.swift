import SheetCodegen
import SheetDiagnostics
import SheetLanguage

/// The site's first page: every sheet of every spec in one table (file,
/// type, presentation path, backends, diagnostics), and the diagnostics of
/// no file.
struct IndexPage {
    var report: ProjectReport
    /// Spec path → page slug.
    var slugs: [String: String]
    var explained: Set<DiagnosticCode>

    func html() -> String {
        var body = "<h1>Sheets</h1>\n"
        body += "<p>\(report.sheetCount) sheets in \(report.specs.count) spec files, planned on the "
            + (report.profilesConfiguredIn.map {
                "device profiles of <code>profiles:</code> in <code>" + HTML.escape($0) + "</code>, on "
            } ?? "built-in device profiles of ")
            + report.releases.map(\.displayName).joined(separator: " and ") + ".</p>\n"
        body += "<div class=\"scroll\"><table class=\"index\">\n<caption>Every sheet</caption>\n<thead><tr>"
        for title in ["File", "Sheet", "Type", "Presentation path", "Backends", "Diagnostics"] {
            body += "<th scope=\"col\">\(title)</th>"
        }
        body += "</tr></thead>\n<tbody>\n"
        for spec in report.specs {
            let slug = slugs[spec.path] ?? ""
            let backends = report.backends.filter { backend in
                spec.generated.contains { $0.relativePath.contains("+") && backendID(of: $0.relativePath) == backend }
            }
            let counts = diagnosticCounts(spec.diagnostics)
            let link = "<a href=\"specs/\(slug).html\">\(HTML.escape(spec.path))</a>"
            if spec.sheets.isEmpty {
                body += "<tr><td>\(link)</td><td colspan=\"4\">no sheet</td><td>\(counts)</td></tr>\n"
            }
            for (index, sheet) in spec.sheets.enumerated() {
                let anchor = SheetSection(sheet: sheet, index: index, sprite: slug + ".svg").anchor
                body += "<tr><td>\(link)</td>"
                body += "<th scope=\"row\"><a href=\"specs/\(slug).html#\(anchor)\"><code>"
                body += "\(HTML.escape(sheet.sheet.id))</code></a></th>"
                body += "<td><code>\(HTML.escape(sheet.sheet.type))</code></td>"
                body += "<td>\(HTML.escape(sheet.releases.first.map(ScreenNames.path(of:)) ?? ""))</td>"
                body += "<td>\(backends.isEmpty ? "none" : backends.joined(separator: ", "))</td>"
                body += "<td>\(counts)</td></tr>\n"
            }
        }
        body += "</tbody></table></div>\n"
        let other = report.runDiagnostics + report.generationDiagnostics
        if !other.isEmpty {
            body += "<section aria-labelledby=\"run-diagnostics\"><h2 id=\"run-diagnostics\">Diagnostics of the run</h2><ul>\n"
            for diagnostic in other {
                body += "<li>" + SpecPage.line(diagnostic, explained: explained, root: "") + "</li>\n"
            }
            body += "</ul></section>\n"
        }
        return HTML.page(title: "Sheets · sheetspec report", root: "", body: body)
    }

    /// `conformance` for `Checkout+BottomSheetable.generated.swift`.
    private func backendID(of path: String) -> String? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let plus = name.firstIndex(of: "+") else { return nil }
        let suffix = name[name.index(after: plus)...].split(separator: ".").first.map(String.init)
        return Backend.all.first { $0.fileSuffix == suffix }?.id
    }

    private func diagnosticCounts(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.count { $0.severity == .error }
        let warnings = diagnostics.count { $0.severity == .warning }
        let others = diagnostics.count - errors - warnings
        var parts: [String] = []
        if errors > 0 { parts.append("\(errors) error\(errors == 1 ? "" : "s")") }
        if warnings > 0 { parts.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
        if others > 0 { parts.append("\(others) note\(others == 1 ? "" : "s")") }
        return parts.isEmpty ? "none" : parts.joined(separator: ", ")
    }
}
