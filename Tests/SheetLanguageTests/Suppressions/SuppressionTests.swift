import Foundation
import SheetDiagnostics
import SheetLanguage
import TestSupport
import Testing

/// Inline suppressions, through the validation driver as `lint` runs it:
/// specs under `Fixtures/suppressions/` (a file, or a folder of files that
/// form one run) with their diagnostics pinned in `.golden` files, and
/// `# valid edge` blocks (`RuleFixtureEdgeTests`' convention) where nothing
/// of a correctness rule, decoding or the suppressions may start. Fixtures
/// named `reason-required…` run with `requireSuppressionReason: true`.
@Suite struct SuppressionTests {
    static let folder = RepositoryPaths.testsRoot.appendingPathComponent("Fixtures/suppressions")

    static let fixtures: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return (names.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(".yaml".count)) }
            + names.filter { !$0.contains(".") }).sorted()
    }()

    static func files(of fixture: String) throws -> [(path: String, text: String)] {
        let single = folder.appendingPathComponent(fixture + ".yaml")
        if FileManager.default.fileExists(atPath: single.path) {
            return [(fixture + ".yaml", try String(contentsOf: single, encoding: .utf8))]
        }
        let directory = folder.appendingPathComponent(fixture)
        return try RepositoryPaths.files(in: directory, endingWith: ".yaml")
            .map { ("\(fixture)/\($0)", try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)) }
    }

    static func check(
        _ files: [(path: String, text: String)], style: Bool = true, requiringReasons: Bool = false,
        overrides: [DiagnosticCode: RuleConfiguration.Setting] = [:]
    ) -> [Diagnostic] {
        var options = ValidationOptions(rules: RuleConfiguration(includesStyle: style, overrides: overrides))
        options.requiresSuppressionReason = requiringReasons
        let loaded = files.map { SpecLoader.load(SourceFile(path: $0.path, text: $0.text), limits: .default) }
        return SpecValidator.check(loaded, options: options).report.diagnostics
    }

    static func outcome(_ fixture: String) throws -> [Diagnostic] {
        check(try files(of: fixture), requiringReasons: fixture.hasPrefix("reason-required"))
    }

    @Test(arguments: fixtures)
    func diagnosticsMatchGolden(fixture: String) throws {
        let diagnostics = try Self.outcome(fixture)
        #expect(!diagnostics.isEmpty)
        let transcript = Dictionary(grouping: diagnostics) { $0.span?.path ?? "" }.sorted { $0.key < $1.key }
            .map { "== \($0.key)\n" + DiagnosticTranscript.render($0.value) }.joined()
        GoldenFile.check(transcript, against: Self.folder.appendingPathComponent(fixture + ".golden"))
    }

    @Test(arguments: fixtures)
    func nothingStartsInAValidEdge(fixture: String) throws {
        let blocks = try Self.files(of: fixture).flatMap { RuleFixtureEdgeTests.edgeBlocks(path: $0.path, text: $0.text) }
        #expect(!blocks.isEmpty, "\(fixture) marks no `# valid edge`")
        let style = Set(RuleRegistry.rules.filter { $0.scope == .style }.map { $0.descriptor.code })
        for diagnostic in try Self.outcome(fixture) where !style.contains(diagnostic.code) {
            guard let span = diagnostic.span else { continue }
            for block in blocks where block.path == span.path && block.lines.contains(Int(span.range.start.line)) {
                Issue.record("\(diagnostic.code) at \(span.path):\(span.range.start.line) starts in \(block): \(diagnostic.message)")
            }
        }
    }

    @Test func everyGoldenHasItsFixture() {
        let goldens = RepositoryPaths.files(in: Self.folder, endingWith: ".golden").map { String($0.dropLast(".golden".count)) }
        #expect(Set(goldens) == Set(Self.fixtures))
    }

    static let hidden = """
        version: 1
        minimumOS: 16
        sheets:
          a:
            type: AViewController
            detents: [{ id: half, fraction: 0.5 }, { id: full, system: large }]
            # sheetspec:disable-next-line SS2104, key-order
            initial: halff
        """

    @Test func theSameTextWithoutTheCommentReportsWhatItHides() {
        let without = Self.hidden.replacingOccurrences(of: "    # sheetspec:disable-next-line SS2104, key-order\n", with: "")
        #expect(Self.check([("a.sheet.yaml", without)]).map(\.code) == [DiagnosticCode(2104)])
        #expect(Self.check([("a.sheet.yaml", Self.hidden)]).map(\.code) == [DiagnosticCode(2990)])
    }

    @Test func aRuleThatDidNotRunLeavesItsSuppressionUnjudged() {
        // `validate` runs no style rule, so `key-order` cannot be shown stale there.
        #expect(Self.check([("a.sheet.yaml", Self.hidden)], style: false).isEmpty)
        // Turned off, a rule reports nothing for its suppression to hide.
        let off = Self.check([("a.sheet.yaml", Self.hidden)], overrides: [DiagnosticCode(2904): .off])
        #expect(off.isEmpty, "\(off.map(\.message))")
    }

    @Test func decodingErrorsAreNeverHiddenNorSuppressionsJudgedInTheirFile() {
        let text = Self.hidden.replacingOccurrences(of: "initial: halff", with: "initial: halff\n    colour: blue")
            .replacingOccurrences(of: "SS2104, key-order", with: "SS2104, key-order, SS2302")
        let codes = Self.check([("a.sheet.yaml", text)]).map(\.code)
        #expect(codes == [DiagnosticCode(1003)], "\(codes)")
    }

    @Test func reasonsAreRequiredOnlyWhenConfigured() {
        let text = Self.hidden.replacingOccurrences(of: ", key-order", with: "")
        #expect(Self.check([("a.sheet.yaml", text)]).isEmpty)
        let required = Self.check([("a.sheet.yaml", text)], requiringReasons: true)
        #expect(required.map(\.code) == [DiagnosticCode(2992)] && required[0].severity == .error)
        let reasoned = text.replacingOccurrences(of: "SS2104", with: "SS2104 -- set by the host app")
        #expect(Self.check([("a.sheet.yaml", reasoned)], requiringReasons: true).isEmpty)
    }

    @Test func aHashInsideAValueIsNotADirective() {
        let text = Self.hidden.replacingOccurrences(
            of: "    # sheetspec:disable-next-line SS2104, key-order\n", with: "")
            .replacingOccurrences(of: "type: AViewController", with: "type: AViewController # sheetspec:disable SS2104")
        #expect(Self.check([("a.sheet.yaml", text)]).map(\.code) == [DiagnosticCode(2104)])
    }
}
