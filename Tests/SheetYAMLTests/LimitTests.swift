import SheetDiagnostics
import Testing

@testable import SheetYAML

#if canImport(Glibc)
    import Glibc
#endif

/// Hostile sizes are generated at test time rather than committed. Each must
/// stop with its diagnostic; the generous time limits only guard against a
/// hang, they are not performance assertions (Benchmarks/ measures speed).
@Suite(.timeLimit(.minutes(1)))
struct LimitTests {
    @Test func hundredThousandOpenBracketsStopAtTheDepthLimit() {
        let result = parse(String(repeating: "[", count: 100_000))
        #expect(result.document == nil)
        #expect(result.diagnostics.map(\.codeAndPlace) == ["SS0014@1:257"])
    }

    @Test func deepBlockMappingsStopAtTheDepthLimit() {
        var text = ""
        for level in 0..<400 { text += String(repeating: " ", count: level) + "k:\n" }
        let result = parse(text)
        #expect(result.diagnostics.map(\.code) == [InputDiagnostics.nestingTooDeep.code])
        #expect(result.diagnostics.first?.span?.range.start.line == 257)
    }

    @Test func customDepthLimitIsHonoured() {
        let limits = YAMLLimits(maxDepth: 3)
        #expect(parse("[[[1]]]", limits: limits).diagnostics.isEmpty)
        #expect(parse("[[[[1]]]]", limits: limits).diagnostics.map(\.code) == [InputDiagnostics.nestingTooDeep.code])
    }

    @Test func deepTreeBuildsAndFreesWithoutRecursion() {
        // With the limit raised, a 30,000-level tree is built and freed: the
        // arena has no recursive structure, so neither overflows the stack.
        let depth = 30_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var result: YAMLParseResult? = parse(text, limits: YAMLLimits(maxDepth: depth + 1))
        #expect(result?.diagnostics.isEmpty == true)
        #expect(result?.document?.nodeCount == depth)
        result = nil
        #expect(result == nil)
    }

    @Test func billionLaughsWithTenLevelsFailsFast() {
        var text = "l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...10 {
            text += "l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let result = parse(text)
        #expect(result.document == nil)
        #expect(result.diagnostics.map(\.code) == [InputDiagnostics.aliasBudgetExceeded.code])
    }

    @Test func aliasCountLimitStopsManySmallAliases() {
        let text = "a: &a 1\nlist: [" + Array(repeating: "*a", count: 50).joined(separator: ",") + "]\n"
        let result = parse(text, limits: YAMLLimits(maxAliases: 20))
        #expect(result.diagnostics.map(\.code) == [InputDiagnostics.aliasBudgetExceeded.code])
        #expect(result.diagnostics.first?.message == "document uses more than 20 aliases")
    }

    @Test func aliasesWithinBudgetShareTheAnchoredNode() throws {
        let result = parse("base: &b {x: 1}\nfirst: *b\nsecond: *b\n")
        let document = try #require(result.document)
        let entries = document.entries(of: try #require(document.root))
        #expect(entries[0].value == entries[1].value)
        #expect(entries[1].value == entries[2].value)
        #expect(document.nodeCount == 7)
    }

    @Test func sizeLimitAlsoAppliesToBytesGivenDirectly() {
        let result = parse("key: value\n", limits: YAMLLimits(maxFileBytes: 4))
        #expect(result.diagnostics.map(\.code) == [InputDiagnostics.fileTooLarge.code])
    }

    @Test func largeMappingDetectsDuplicatesBySorting() {
        var text = ""
        for index in 0..<500 { text += "key\(index): \(index)\n" }
        text += "key7: again\nkey420: again\n"
        let result = parse(text)
        let lines = result.diagnostics.sorted(by: Diagnostic.reportOrder).map { $0.span!.range.start.line }
        #expect(result.diagnostics.allSatisfy { $0.code == InputDiagnostics.duplicateKey.code })
        #expect(lines == [501, 502])
        #expect(result.diagnostics.map { $0.secondary.first!.span.range.start.line }.sorted() == [8, 421])
    }
}
