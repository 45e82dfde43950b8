import SheetDiagnostics
import Testing

@testable import SheetYAML

#if canImport(Glibc)
    import Glibc
#endif

/// Hostile sizes are generated at test time rather than committed. Each must
/// stop with its diagnostic, and the work it did is bounded by a count
/// (`ParseWork`: events read, keys compared), never by a clock, so a hang or
/// a quadratic blow-up fails the same on a loaded machine as on a quiet one
/// (docs/Testing.md, "No timed assertions"; Benchmarks/ measures speed).
@Suite struct LimitTests {
    /// The parse stops at the 257th bracket (the default `maxDepth` is 256):
    /// the stream's and the document's start, then 257 sequence starts,
    /// 259 events of the 100,002 the text holds.
    @Test func hundredThousandOpenBracketsStopAtTheDepthLimit() {
        let result = parse(String(repeating: "[", count: 100_000))
        #expect(result.document == nil)
        #expect(result.diagnostics.map(\.codeAndPlace) == ["SS0014@1:257"])
        #expect(result.work.events == 259)
    }

    /// Line n opens the mapping at depth n: the stream's and the document's
    /// start, 256 levels of a mapping start and its key, then the 257th
    /// mapping start: 2 + 512 + 1 = 515 events.
    @Test func deepBlockMappingsStopAtTheDepthLimit() {
        var text = ""
        for level in 0..<400 { text += String(repeating: " ", count: level) + "k:\n" }
        let result = parse(text)
        #expect(result.diagnostics.map(\.code) == [InputDiagnostics.nestingTooDeep.code])
        #expect(result.diagnostics.first?.span?.range.start.line == 257)
        #expect(result.work.events == 515)
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
        // Stopped before the end of the text: 11 lines of a key, a sequence's
        // start and end and ten items, in a mapping of a document of a stream,
        // are 11 × 13 + 6 = 149 events.
        #expect(result.work.events < 149)
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

    /// The keys of `count` distinct entries, `key0` to `key{count - 1}`, counted as compared.
    func keyComparisons(count: Int) -> Int {
        var text = ""
        for index in 0..<count { text += "key\(index): \(index)\n" }
        let result = parse(text)
        #expect(result.diagnostics.isEmpty)
        return result.work.keyComparisons
    }

    /// Up to 16 keys each key is compared with the ones before it
    /// (16 × 15 / 2 = 120); from 17 on the keys are sorted and neighbours
    /// compared, at most n·⌈log₂ n⌉ + n − 1, where pairs would be n(n − 1)/2
    /// (125,751 for 502 keys, 12,497,500 for 5,000).
    @Test func theDuplicateKeyCheckComparesInProportionToNLogN() {
        #expect(keyComparisons(count: 16) == 120)
        #expect(keyComparisons(count: 2) == 1)
        for count in [17, 502, 5_000] {
            var log2 = 0
            while 1 << log2 < count { log2 += 1 }
            let comparisons = keyComparisons(count: count)
            #expect(comparisons <= count * log2 + count - 1, "\(count) keys: \(comparisons) comparisons")
            #expect(comparisons >= count - 1, "\(count) keys: every neighbour is compared")
        }
    }
}
