import Testing

@testable import SheetDiagnostics

struct RendererTests {
    static let source = SourceFile(path: "specs/checkout.sheet.yaml", text: "sheets:\n  checkout:\n    cornerRadius: 16\n    cornerRadius: 20\n")

    static func range(line: Int, column: Int, length: Int) -> SourceRange {
        SourceRange(
            start: SourcePosition(line: line, column: column, offset: 0),
            end: SourcePosition(line: line, column: column + length, offset: 0))
    }

    static let duplicate = Diagnostic(
        code: DiagnosticCode(21), severity: .error, message: "duplicate key `cornerRadius`",
        span: source.span(range(line: 4, column: 5, length: 12)), label: "defined again here",
        secondary: [DiagnosticLabel(span: source.span(range(line: 3, column: 5, length: 12)), message: "first defined here")],
        notes: ["YAML allows each key once per mapping"], help: "remove one of the two entries")

    @Test func clangFormatIsOneLocatedLinePerMessage() {
        let text = ClangDiagnosticRenderer(sources: [Self.source.path: Self.source]).render(Self.duplicate)
        #expect(text == """
            specs/checkout.sheet.yaml:4:5: error: duplicate key `cornerRadius` [SS0021]
                cornerRadius: 20
                ^^^^^^^^^^^^
            specs/checkout.sheet.yaml:4:5: note: defined again here
            specs/checkout.sheet.yaml:3:5: note: first defined here
            specs/checkout.sheet.yaml:4:5: note: YAML allows each key once per mapping
            specs/checkout.sheet.yaml:4:5: note: help: remove one of the two entries

            """)
    }

    @Test func humanFormatLooksLikeRustc() {
        let text = HumanDiagnosticRenderer(sources: [Self.source.path: Self.source], colored: false).render(Self.duplicate)
        #expect(text == """
            error[SS0021]: duplicate key `cornerRadius`
             --> specs/checkout.sheet.yaml:4:5
              |
            3 |     cornerRadius: 16
              |     ------------ first defined here
            4 |     cornerRadius: 20
              |     ^^^^^^^^^^^^ defined again here
              |
              = note: YAML allows each key once per mapping
              = help: remove one of the two entries

            """)
    }

    @Test func colorIsAddedOnlyWhenAsked() {
        let sources = [Self.source.path: Self.source]
        #expect(HumanDiagnosticRenderer(sources: sources, colored: true).render(Self.duplicate).contains("\u{1B}[1;31m"))
        #expect(!HumanDiagnosticRenderer(sources: sources, colored: false).render(Self.duplicate).contains("\u{1B}"))
    }

    @Test func diagnosticWithoutPlaceNamesTheTool() {
        let missing = Diagnostic(code: DiagnosticCode(1), severity: .error, message: "no such file", span: nil)
        #expect(ClangDiagnosticRenderer(sources: [:]).render(missing) == "sheetspec: error: no such file [SS0001]\n")
        #expect(HumanDiagnosticRenderer(sources: [:], colored: false).render(missing) == "error[SS0001]: no such file\n")
    }

    @Test func tabsAreExpandedAndTheCaretFollows() {
        let file = SourceFile(path: "t.yaml", text: "\tkey: x\n")
        let diagnostic = Diagnostic(
            code: DiagnosticCode(10), severity: .error, message: "m", span: file.span(Self.range(line: 1, column: 2, length: 3)))
        let text = ClangDiagnosticRenderer(sources: [file.path: file]).render(diagnostic)
        #expect(text.split(separator: "\n").dropFirst().prefix(2) == ["    key: x", "    ^^^"])
    }

    @Test func veryLongLinesAreCutAroundTheMarker() {
        let line = String(repeating: "a", count: 5_000) + "X" + String(repeating: "b", count: 5_000)
        let file = SourceFile(path: "long.yaml", text: line)
        let diagnostic = Diagnostic(
            code: DiagnosticCode(10), severity: .error, message: "m", span: file.span(Self.range(line: 1, column: 5_001, length: 1)))
        let lines = ClangDiagnosticRenderer(sources: [file.path: file]).render(diagnostic).split(separator: "\n")
        #expect(lines[1].count <= SourceSnippet.maxWidth + 6)
        let caret = lines[2].firstIndex(of: "^").map { lines[2].distance(from: lines[2].startIndex, to: $0) }
        let x = lines[1].firstIndex(of: "X").map { lines[1].distance(from: lines[1].startIndex, to: $0) }
        #expect(caret != nil && caret == x)
    }

    @Test func reportJoinsDiagnosticsInTheChosenFormat() {
        let sources = [Self.source.path: Self.source]
        let clang = DiagnosticReportRenderer.render([Self.duplicate, Self.duplicate], sources: sources, format: .clang, colored: false)
        #expect(clang.split(separator: "\n").filter { $0.contains("error: duplicate key") }.count == 2)
        let human = DiagnosticReportRenderer.render([Self.duplicate], sources: sources, format: .human, colored: false)
        #expect(human.hasPrefix("error[SS0021]"))
    }
}
