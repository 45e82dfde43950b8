import SheetLanguage

/// Text for HTML pages: escaping, numbers as the plan prints them, and the
/// names the pages give releases, profiles and screens.
enum HTML {
    static func escape(_ text: String) -> String { SVGWriter.escaped(text) }

    /// A length rounded to `LengthPrecision.step`, in the plan's shortest form (`431.5`, `16`).
    static func number(_ value: Double) -> String { LengthPrecision.text(value) }

    /// A file name from a spec path: lower case (file systems that ignore
    /// case cannot tell two names apart otherwise), letters, digits and `-`.
    static func slug(_ path: String) -> String {
        var out = ""
        var lastWasDash = true
        for scalar in path.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                out.unicodeScalars.append(scalar)
                lastWasDash = false
            } else if !lastWasDash {
                out += "-"
                lastWasDash = true
            }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out.isEmpty ? "spec" : out
    }

    /// The shared head and the page's landmarks: a banner, the main region, a footer.
    static func page(title: String, root: String, body: String, scripts: [String] = []) -> String {
        var html = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(title))</title>
            <link rel="stylesheet" href="\(root)report.css">
            </head>
            <body>
            <a class="skip" href="#main">Skip to content</a>
            <header role="banner"><nav aria-label="Site"><a href="\(root)index.html">All sheets</a></nav></header>
            <main id="main" tabindex="-1">

            """
        html += body
        html += "</main>\n<footer role=\"contentinfo\"><p>Made by sheetspec \(escape(SheetSpecVersion.current)).</p></footer>\n"
        for script in scripts { html += "<script src=\"\(script)\"></script>\n" }
        html += "</body>\n</html>\n"
        return html
    }
}
