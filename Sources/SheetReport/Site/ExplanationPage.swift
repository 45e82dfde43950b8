import SheetDiagnostics
import SheetLanguage

/// A diagnostic code's explanation, as `sheetspec explain CODE` prints it.
enum ExplanationPage {
    static func html(_ descriptor: DiagnosticDescriptor) -> String {
        let code = descriptor.code.description
        let body = "<h1>\(code) <code>\(HTML.escape(descriptor.name))</code></h1>\n"
            + "<pre class=\"explanation\">\(HTML.escape(DiagnosticDocumentation.page(descriptor)))</pre>\n"
        return HTML.page(title: "\(code) · sheetspec report", root: "../", body: body)
    }
}
