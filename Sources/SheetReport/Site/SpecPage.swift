import SheetCodegen
import SheetDiagnostics
import SheetLanguage

/// A spec file's page: each sheet (`SheetSection`), the file's diagnostics
/// with links to their explanations, and the code each backend generates.
struct SpecPage {
    var spec: ReportedSpec
    /// The page's file name without `.html`, in `specs/`.
    var slug: String
    /// The codes that have an explanation page.
    var explained: Set<DiagnosticCode>
    /// The sizes of the pictures in `<slug>.svg`.
    var pictures: [String: PictureSprite.Entry] = [:]

    func html() -> String {
        var body = "<h1>\(HTML.escape(spec.path))</h1>\n"
        if !spec.sheets.isEmpty {
            body += "<nav aria-label=\"Sheets of this spec\"><ul>"
            for (index, sheet) in spec.sheets.enumerated() {
                let section = SheetSection(sheet: sheet, index: index, sprite: slug + ".svg")
                body += "<li><a href=\"#\(section.anchor)\"><code>\(HTML.escape(sheet.sheet.id))</code></a></li>"
            }
            body += "</ul></nav>\n"
        } else {
            body += "<p>This file declares no sheet that could be resolved.</p>\n"
        }
        for (index, sheet) in spec.sheets.enumerated() {
            body += SheetSection(sheet: sheet, index: index, sprite: slug + ".svg", pictureSizes: pictures).html()
        }
        body += diagnostics()
        body += code()
        return HTML.page(
            title: "\(spec.path) · sheetspec report", root: "../", body: body,
            scripts: ["../report.js", "\(slug).data.js"])
    }

    private func diagnostics() -> String {
        var html = "<section aria-labelledby=\"diagnostics\">\n<h2 id=\"diagnostics\">Diagnostics</h2>\n"
        guard !spec.diagnostics.isEmpty else { return html + "<p>None.</p>\n</section>\n" }
        html += "<ul class=\"diagnostics\">\n"
        for diagnostic in spec.diagnostics {
            html += "<li class=\"\(diagnostic.severity.rawValue)\">" + Self.line(diagnostic, explained: explained, root: "../")
            html += "</li>\n"
        }
        return html + "</ul>\n</section>\n"
    }

    /// `warning SS2201 at 12:5: message (help: …)`, the code linked to its explanation.
    static func line(_ diagnostic: Diagnostic, explained: Set<DiagnosticCode>, root: String) -> String {
        let code = diagnostic.code.description
        var html = "<strong>\(diagnostic.severity.rawValue)</strong> "
        html += explained.contains(diagnostic.code)
            ? "<a href=\"\(root)explain/\(code).html\">\(code)</a>" : code
        if let span = diagnostic.span {
            html += " at line \(span.range.start.line), column \(span.range.start.column)"
        }
        html += ": \(HTML.escape(diagnostic.message))"
        if let help = diagnostic.help { html += " <span class=\"help\">help: \(HTML.escape(help))</span>" }
        return html
    }

    private func code() -> String {
        var html = "<section aria-labelledby=\"generated\">\n<h2 id=\"generated\">Generated code</h2>\n"
        guard !spec.generated.isEmpty else {
            return html + "<p>No code: the specs have errors, or no backend generates a file for this spec.</p>\n</section>\n"
        }
        for file in spec.generated {
            let name = file.relativePath.split(separator: "/").last.map(String.init) ?? file.relativePath
            html += "<details><summary><code>\(HTML.escape(name))</code></summary>"
            html += "<pre><code>\(HTML.escape(file.contents))</code></pre></details>\n"
        }
        return html + "</section>\n"
    }
}
