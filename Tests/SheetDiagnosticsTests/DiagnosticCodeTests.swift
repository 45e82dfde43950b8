import Testing

@testable import SheetDiagnostics

struct DiagnosticCodeTests {
    @Test func printsFourDigitsWithPrefix() {
        #expect(DiagnosticCode(1).description == "SS0001")
        #expect(DiagnosticCode(2104).description == "SS2104")
    }

    @Test func parsesWithOrWithoutPrefix() {
        #expect(DiagnosticCode(parsing: "SS0021") == DiagnosticCode(21))
        #expect(DiagnosticCode(parsing: "ss0021") == DiagnosticCode(21))
        #expect(DiagnosticCode(parsing: "0021") == DiagnosticCode(21))
        #expect(DiagnosticCode(parsing: "SS21") == nil)
        #expect(DiagnosticCode(parsing: "XX0021") == nil)
        #expect(DiagnosticCode(parsing: "SS00٢1") == nil)
    }

    @Test func reportOrderIsByFileThenPositionThenCode() {
        func diagnostic(_ path: String?, line: Int, code: UInt16) -> Diagnostic {
            let span = path.map {
                SourceSpan(path: $0, range: SourceRange(at: SourcePosition(line: line, column: 1, offset: 0)))
            }
            return Diagnostic(code: DiagnosticCode(code), severity: .error, message: "m", span: span)
        }
        let unordered = [
            diagnostic("b.yaml", line: 1, code: 1), diagnostic("a.yaml", line: 9, code: 1),
            diagnostic("a.yaml", line: 2, code: 7), diagnostic(nil, line: 0, code: 3),
            diagnostic("a.yaml", line: 2, code: 5),
        ]
        let ordered = unordered.sorted(by: Diagnostic.reportOrder)
        #expect(ordered.map { "\($0.span?.path ?? "-"):\($0.span?.range.start.line ?? 0):\($0.code)" } == [
            "-:0:SS0003", "a.yaml:2:SS0005", "a.yaml:2:SS0007", "a.yaml:9:SS0001", "b.yaml:1:SS0001",
        ])
    }
}
