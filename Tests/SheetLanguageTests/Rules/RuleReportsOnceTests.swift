import Foundation
import SheetDiagnostics
import SheetLanguage
import SheetYAML
import TestSupport
import Testing

/// A rule says each problem once. A mutation that made a rule report the same
/// detent twice passed that rule's golden file (the golden was simply
/// rewritten with both copies), and `RuleEngine` drops only exact copies, so
/// two reports that differ in wording slip through. This test needs no
/// golden: over every rule example, every rule fixture and `specs/`, no two
/// diagnostics have the same code and message at the same place. (One place
/// may carry one code twice for two sheets, an inherited value wrong for
/// each: the messages then name the sheets.)
@Suite struct RuleReportsOnceTests {
    static func repeated(_ diagnostics: [Diagnostic]) -> [String] {
        var seen = Set<String>()
        var repeats: [String] = []
        for diagnostic in diagnostics {
            let span = diagnostic.span.map { "\($0.path):\($0.range.start.line):\($0.range.start.column)-\($0.range.end.line):\($0.range.end.column)" } ?? "-"
            let key = "\(diagnostic.code) \(span) \(diagnostic.message)"
            if !seen.insert(key).inserted { repeats.append(key) }
        }
        return repeats
    }

    @Test(arguments: RuleRegistry.rules.map { $0.descriptor.code.description })
    func examplesReportEachProblemOnce(code: String) throws {
        let rule = try #require(RuleRegistry.rules.first { $0.descriptor.code.description == code })
        for example in rule.examples.triggering + rule.examples.passing {
            let repeats = Self.repeated(RuleRun.run(example).all)
            #expect(repeats.isEmpty, "\(code) example reports a problem twice: \(repeats)")
        }
    }

    @Test(arguments: RuleGoldenTests.fixtures)
    func fixturesReportEachProblemOnce(fixture: String) throws {
        let repeats = Self.repeated(try RuleGoldenTests.outcome(fixture).all)
        #expect(repeats.isEmpty, "\(fixture) reports a problem twice: \(repeats)")
    }

    /// The whole pipeline (rules, resolution on every profile, geometry
    /// findings merged across files) over the example project.
    @Test func theExampleProjectReportsEachProblemOnce() {
        let report = SpecValidator.validate(
            paths: [RepositoryPaths.exampleSpecs.path], options: ValidationOptions(rules: RuleConfiguration(includesStyle: true)))
        #expect(Self.repeated(report.diagnostics).isEmpty)
    }

    @Test func aRepeatIsFound() {
        let diagnostic = InputDiagnostics.noSpecFiles.diagnostic("no specs", at: nil)
        #expect(Self.repeated([diagnostic, diagnostic]).count == 1)
        #expect(Self.repeated([diagnostic]).isEmpty)
    }
}
