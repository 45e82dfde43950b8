import Foundation
import SheetDiagnostics
import SheetLanguage
import TestSupport
import Testing

/// Every rule fixture (`Fixtures/rules/`, see `RuleGoldenTests`) holds the
/// valid values right at the rule's boundary next to the invalid ones, so
/// that an off-by-one or a rule that fires too eagerly changes a golden.
///
/// The convention: a YAML comment `# valid edge` (optionally followed by
/// `: why`) at the end of a line marks the block that starts on that line:
/// the line itself and every following line indented deeper than it (blank
/// lines do not end a block). Inside a marked block, no diagnostic may start
/// (its primary span's first line) that comes from
/// - the fixture's own rule (its code),
/// - any other correctness rule, or
/// - the YAML and decoding stages,
/// so a valid edge is valid input for `validate`. Style rules other than the
/// fixture's own may fire there (a style fixture runs as `lint` does, and an
/// edge sheet written to sit on one rule's boundary need not be in every
/// other style rule's canonical form); the goldens keep any such finding
/// visible. An edge that turned out to trigger its rule is a bug of the
/// rule: it is kept in the fixture with a `# known: <what>` comment instead
/// of the marker, and its diagnostic stays pinned in the golden.
@Suite struct RuleFixtureEdgeTests {
    /// A block marked `# valid edge`: the fixture file's path, as in
    /// diagnostics, and its first and last line (1-based, inclusive).
    struct EdgeBlock: CustomStringConvertible {
        var path: String
        var lines: ClosedRange<Int>
        var description: String { "\(path):\(lines.lowerBound)-\(lines.upperBound)" }
    }

    /// Whether a line ends in the marker comment: `# valid edge`, or
    /// `# valid edge: why`, after some YAML on the same line.
    static func isMarked(_ line: Substring) -> Bool {
        guard let hash = line.range(of: " # valid edge") else { return false }
        let rest = line[hash.upperBound...]
        return (rest.isEmpty || rest.hasPrefix(":")) && !line[..<hash.lowerBound].trimmingCharacters(in: .whitespaces).isEmpty
    }

    /// The marked blocks of one file's text.
    static func edgeBlocks(path: String, text: String) -> [EdgeBlock] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let indent = { (line: Substring) in line.prefix { $0 == " " }.count }
        let isBlank = { (line: Substring) in line.trimmingCharacters(in: .whitespaces).isEmpty }
        var blocks: [EdgeBlock] = []
        for (index, line) in lines.enumerated() where isMarked(line) {
            var last = index
            var next = index + 1
            while next < lines.count, isBlank(lines[next]) || indent(lines[next]) > indent(line) {
                if !isBlank(lines[next]) { last = next }
                next += 1
            }
            blocks.append(EdgeBlock(path: path, lines: (index + 1)...(last + 1)))
        }
        return blocks
    }

    static func edgeBlocks(of fixture: String) throws -> [EdgeBlock] {
        try RuleGoldenTests.files(of: fixture).flatMap { edgeBlocks(path: $0.path, text: $0.text) }
    }

    @Test func markerSyntax() {
        #expect(Self.isMarked("  - { id: full, fraction: 1 } # valid edge"))
        #expect(Self.isMarked("  checkout: # valid edge: exactly the limit"))
        #expect(!Self.isMarked("# valid edge"))
        #expect(!Self.isMarked("  checkout: # valid edges"))
        #expect(!Self.isMarked("  checkout: # known: valid edge"))
        let text = "sheets:\n  a: # valid edge\n    type: A\n\n    tiers: one\n  b:\n    type: B\n"
        #expect(Self.edgeBlocks(path: "f.yaml", text: text).map(\.lines) == [2...5])
    }

    @Test func everyRuleHasAValidEdge() throws {
        for rule in RuleRegistry.rules {
            let fixtures = RuleGoldenTests.fixtures.filter { RuleGoldenTests.rule(of: $0).map { $0 == rule } ?? false }
            let blocks = try fixtures.flatMap(Self.edgeBlocks(of:))
            #expect(!blocks.isEmpty, "no fixture of \(rule.descriptor.name) marks a `# valid edge` block")
        }
    }

    @Test(arguments: RuleGoldenTests.fixtures)
    func noDiagnosticStartsInAValidEdge(fixture: String) throws {
        let blocks = try Self.edgeBlocks(of: fixture)
        guard !blocks.isEmpty else { return }
        let own = RuleGoldenTests.rule(of: fixture).map { rule in rule.descriptor.code }
        var correctness: Set<DiagnosticCode> = []
        for rule in RuleRegistry.rules where rule.scope == .correctness { correctness.insert(rule.descriptor.code) }
        let outcome = try RuleGoldenTests.outcome(fixture)
        let checked = outcome.decoding + outcome.rules.filter { $0.code == own || correctness.contains($0.code) }
        for diagnostic in checked {
            guard let span = diagnostic.span else { continue }
            let line = Int(span.range.start.line)
            for block in blocks where block.path == span.path && block.lines.contains(line) {
                Issue.record(
                    "\(diagnostic.code) at \(span.path):\(line):\(span.range.start.column) starts in the valid edge \(block): \(diagnostic.message)"
                )
            }
        }
    }
}
