import Testing

@testable import SheetDiagnostics

/// Issue 21: every format carries every label, note and help the human
/// format shows (clang, the default in Xcode and CI, used to drop the primary
/// label, such as "expected one of `modal`, `overlay` or `popover`").
struct EveryFormatCarriesEveryPartTests {
    static let source = SourceFile(
        path: "specs/checkout.sheet.yaml", text: "sheets:\n  checkout:\n    presentation: sheet\n    cornerRadius: 20\n")

    static let diagnostic = Diagnostic(
        code: DiagnosticCode(1012), severity: .error, message: "unknown presentation `sheet`",
        span: source.span(RendererTests.range(line: 3, column: 19, length: 5)),
        label: "expected one of `modal`, `overlay` or `popover`",
        secondary: [DiagnosticLabel(span: source.span(RendererTests.range(line: 2, column: 3, length: 8)), message: "in this sheet")],
        notes: ["`presentation` says how the sheet is put on screen"], help: "write `modal`")

    static let parts = [
        "unknown presentation `sheet`", "expected one of `modal`, `overlay` or `popover`", "in this sheet",
        "`presentation` says how the sheet is put on screen", "write `modal`",
    ]

    @Test(arguments: DiagnosticFormat.allCases)
    func everyPartAppears(format: DiagnosticFormat) {
        let text = DiagnosticReportRenderer.render(
            [Self.diagnostic], sources: [Self.source.path: Self.source], format: format, colored: false, fileCount: 1)
        for part in Self.parts {
            // JSON-based formats keep backticks and spaces as they are; GitHub's
            // workflow commands escape only `%`, CR and LF in the text.
            #expect(text.contains(part), "\(format) drops \"\(part)\":\n\(text)")
        }
    }

    @Test func clangPutsThePrimaryLabelOnANoteAtThePlace() {
        let text = ClangDiagnosticRenderer(sources: [Self.source.path: Self.source]).render(Self.diagnostic)
        #expect(text.contains("specs/checkout.sheet.yaml:3:19: note: expected one of `modal`, `overlay` or `popover`\n"))
    }
}
