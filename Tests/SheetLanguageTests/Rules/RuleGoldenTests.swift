import Foundation
import SheetDiagnostics
import SheetLanguage
import TestSupport
import Testing

/// Specs under `Fixtures/rules/` with their diagnostics pinned in `.golden`
/// files beside them: `<rule-name>.yaml` for one file, or a folder
/// `<rule-name>/` whose files form one run (cross-file rules). Fixtures of a
/// style rule run as `lint` does; the others as `validate` does. A fixture
/// of an opt-in rule runs with that rule enabled. Update with
/// `SHEETSPEC_UPDATE_GOLDEN=1 swift test --filter SheetLanguageTests`.
@Suite struct RuleGoldenTests {
    static let folder = RepositoryPaths.ruleFixtures

    /// Fixture names without extension: single files and folders.
    static let fixtures: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let files = names.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(".yaml".count)) }
        let folders = names.filter { !$0.contains(".") }
        return (files + folders).sorted()
    }()

    static func files(of fixture: String) throws -> [(path: String, text: String)] {
        let single = folder.appendingPathComponent(fixture + ".yaml")
        if FileManager.default.fileExists(atPath: single.path) {
            return [(fixture + ".yaml", try String(contentsOf: single, encoding: .utf8))]
        }
        let directory = folder.appendingPathComponent(fixture)
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".yaml") }.sorted()
            .map { ("\(fixture)/\($0)", try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)) }
    }

    static func rule(of fixture: String) -> (any SpecRule.Type)? {
        RuleRegistry.rules.filter { fixture.hasPrefix($0.descriptor.name) }.max { $0.descriptor.name.count < $1.descriptor.name.count }
    }

    static func outcome(_ fixture: String) throws -> RuleRun.Outcome {
        RuleRun.run(try files(of: fixture), includesStyle: rule(of: fixture)?.scope == .style, enabling: rule(of: fixture))
    }

    @Test(arguments: fixtures)
    func diagnosticsMatchGolden(fixture: String) throws {
        let outcome = try Self.outcome(fixture)
        #expect(!outcome.all.isEmpty, "a rule fixture must produce diagnostics")
        let paths = outcome.all.compactMap(\.span?.path)
        let transcript = Set(paths).count > 1
            ? Dictionary(grouping: outcome.all) { $0.span?.path ?? "" }.sorted { $0.key < $1.key }
                .map { "== \($0.key)\n" + DiagnosticTranscript.render($0.value) }.joined()
            : DiagnosticTranscript.render(outcome.all)
        GoldenFile.check(transcript, against: Self.folder.appendingPathComponent(fixture + ".golden"))
    }

    @Test func everyRuleHasAFixtureThatProducesItsCode() throws {
        for rule in RuleRegistry.rules {
            let named = Self.fixtures.filter { Self.rule(of: $0).map { $0 == rule } ?? false }
            #expect(!named.isEmpty, "no fixture is named after \(rule.descriptor.name)")
            let codes = try named.flatMap { try Self.outcome($0).rules.map(\.code) }
            #expect(codes.contains(rule.descriptor.code), "no fixture of \(rule.descriptor.name) produces \(rule.descriptor.code)")
        }
    }

    @Test func everyGoldenHasItsFixture() {
        let goldens = RepositoryPaths.files(in: Self.folder, endingWith: ".golden").map { String($0.dropLast(".golden".count)) }
        #expect(Set(goldens) == Set(Self.fixtures))
    }
}
