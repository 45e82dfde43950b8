import SheetDiagnostics
import SheetLanguage
import Testing

/// The example specs pass every correctness rule: `sheetspec validate specs`
/// stays clean.
@Suite struct ExampleSpecRuleTests {
    @Test func exampleSpecsPassEveryCorrectnessRule() {
        let report = SpecValidator.validate(paths: [RepositoryPaths.exampleSpecs.path], options: ValidationOptions())
        #expect(report.fileCount >= 5)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map { "\($0.position) \($0.code) \($0.message)" })")
    }
}
