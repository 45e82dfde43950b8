import Testing

@testable import SheetDiagnostics

/// `CappedDiagnostics`: which diagnostics a capped report shows and what it
/// says of the rest, in every format.
struct DiagnosticLimitTests {
    static func diagnostic(_ path: String?, _ severity: Severity = .error, line: Int = 1) -> Diagnostic {
        Diagnostic(
            code: DiagnosticCode(1003), severity: severity, message: "unknown key",
            span: path.map { SourceSpan(path: $0, range: RendererTests.range(line: line, column: 1, length: 1)) })
    }

    @Test func eachFileKeepsItsFirstDiagnosticsInReportOrder() {
        let diagnostics = (1...5).map { Self.diagnostic("a.yaml", line: $0) } + [Self.diagnostic("b.yaml", .warning)]
            + [Self.diagnostic("a.yaml", .warning, line: 9)]
        let capped = CappedDiagnostics(diagnostics, limit: DiagnosticLimit(perFile: 2, perRun: nil))
        #expect(capped.shown.map { $0.span?.range.start.line } == [1, 2, 1])
        #expect(capped.omitted == [{ var a = OmittedDiagnostics(path: "a.yaml"); a.errors = 3; a.warnings = 1; return a }()])
        #expect(capped.omitted.first?.sentence == "and 3 more errors, 1 more warning in a.yaml")
    }

    @Test func theRunLimitStopsAfterItsCountAndPlacelessDiagnosticsAlwaysShow() {
        let diagnostics = [Self.diagnostic("a.yaml"), Self.diagnostic("b.yaml"), Self.diagnostic(nil), Self.diagnostic("c.yaml")]
        let capped = CappedDiagnostics(diagnostics, limit: DiagnosticLimit(perFile: 5, perRun: 2))
        #expect(capped.shown.map { $0.span?.path } == ["a.yaml", "b.yaml", nil])
        #expect(capped.omitted.map(\.path) == ["c.yaml"])
        #expect(capped.omittedCount == 1)
    }

    @Test func zeroMeansNoLimitAndTheDefaultIsAHundredAFile() {
        #expect(DiagnosticLimit(maxPerFile: 0) == .none)
        #expect(DiagnosticLimit(maxPerFile: DiagnosticLimit.defaultPerFile) == DiagnosticLimit(perFile: 100, perRun: 1000))
        let many = (1...300).map { Self.diagnostic("a.yaml", line: $0) }
        #expect(CappedDiagnostics(many, limit: .none).shown.count == 300)
        #expect(CappedDiagnostics(many, limit: DiagnosticLimit(maxPerFile: 100)).shown.count == 100)
    }

    @Test func aSingleOmissionIsSingular() {
        var omission = OmittedDiagnostics(path: "a.yaml")
        omission.warnings = 1
        #expect(omission.sentence == "and 1 more warning in a.yaml")
    }

    @Test func everyFormatEndsWithWhatWasLeftOut() {
        let diagnostics = (1...3).map { Self.diagnostic("a.yaml", line: $0) }
        let limit = DiagnosticLimit(maxPerFile: 1)
        let line = "and 2 more errors in a.yaml (at most 1 a file and 10 a run are shown; `--max-diagnostics 0` shows all)"
        for format in [DiagnosticFormat.human, .clang] {
            let text = DiagnosticReportRenderer.render(diagnostics, sources: [:], format: format, colored: false, limit: limit)
            #expect(text.hasSuffix("note: " + line + "\n"), "\(format)")
            #expect(text.components(separatedBy: "unknown key").count == 2, "\(format)")
        }
        let github = DiagnosticReportRenderer.render(diagnostics, sources: [:], format: .github, colored: false, limit: limit)
        #expect(github.hasSuffix("::notice file=a.yaml::" + line + "\n"))
        let json = DiagnosticReportRenderer.render(diagnostics, sources: [:], format: .json, colored: false, fileCount: 1, limit: limit)
        #expect(json.contains("\"errors\": 3") && json.contains("\"shown\": 1") && json.contains("\"omitted\""))
        let uncapped = DiagnosticReportRenderer.render(diagnostics, sources: [:], format: .json, colored: false, fileCount: 1)
        #expect(!uncapped.contains("\"omitted\"") && !uncapped.contains("\"shown\""))
        let sarif = DiagnosticReportRenderer.render(diagnostics, sources: [:], format: .sarif, colored: false, limit: limit)
        #expect(sarif.contains("\"toolExecutionNotifications\"") && sarif.contains("\"sheetspec/omittedResults\": 2"))
    }

    /// 200,000 diagnostics over a thousand files: the run's cap (ten times
    /// the file's, 1,000) is reached after the first 1,000, one of each file,
    /// and the other 199,000 are counted, 199 a file, in one group per file
    /// in the order the files first came. The pass is linear by construction
    /// (one dictionary look-up a diagnostic); its speed is the benchmarks'
    /// business, not a clock's in a test (docs/Testing.md, "No timed assertions").
    @Test func twoHundredThousandDiagnosticsAreCappedPerFile() {
        let paths = (0..<1000).map { "f\($0).yaml" }
        let diagnostics = (0..<200_000).map { Self.diagnostic(paths[$0 % 1000]) }
        let capped = CappedDiagnostics(diagnostics, limit: DiagnosticLimit(maxPerFile: 100))
        #expect(capped.shown.count == 1000 && capped.omittedCount == 199_000)
        #expect(capped.shown.map { $0.span?.path } == paths)
        #expect(capped.omitted.map(\.path) == paths)
        #expect(capped.omitted.allSatisfy { $0.count == 199 })
    }
}
