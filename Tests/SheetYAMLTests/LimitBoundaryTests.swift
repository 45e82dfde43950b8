import SheetDiagnostics
import Testing

@testable import SheetYAML

/// The YAML front end's limits at their default values, each at the value and
/// one step on either side (docs/Rules.md SS0004, SS0012, SS0014, SS0015):
/// `LimitTests` and `HostileInputTests` check far past them.
@Suite(.timeLimit(.minutes(1)))
struct LimitBoundaryTests {
    /// `levels` flow sequences, one inside the other: `[[[…]]]`.
    static func nested(_ levels: Int) -> String {
        String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
    }

    /// SS0014: 256 levels are read; the 257th opening bracket (column 257) stops the parse.
    @Test(arguments: [(255, false), (256, false), (257, true)])
    func nestingDepthOf256Levels(levels: Int, stops: Bool) {
        #expect(YAMLLimits.default.maxDepth == 256)
        let result = parse(Self.nested(levels))
        #expect(result.diagnostics.map(\.codeAndPlace) == (stops ? ["SS0014@1:257"] : []))
        #expect((result.document == nil) == stops)
        if stops {
            #expect(result.diagnostics.first?.message == "collections are nested more than 256 levels deep")
        } else {
            #expect(result.document?.nodeCount == levels)
        }
    }

    /// SS0012: a plain key of 1,024 characters is YAML's longest; at 1,025 the colon
    /// after it (column 1,026) is where libyaml gives up.
    @Test(arguments: [(1023, false), (1024, false), (1025, true)])
    func keyOf1024Characters(length: Int, fails: Bool) {
        let result = parse(String(repeating: "k", count: length) + ": v\n")
        #expect(result.diagnostics.map(\.codeAndPlace) == (fails ? ["SS0012@1:\(length + 1)"] : []))
        if fails {
            #expect(result.diagnostics.first?.message == "key of \(length) characters is longer than YAML's limit of 1024")
        } else {
            #expect(result.document?.nodeCount == 3)
        }
    }

    /// SS0012 counts from the key's first character, after the indentation and a
    /// sequence's dash: the same 1,024 characters pass there, 1,025 do not.
    @Test(arguments: [(1024, false), (1025, true)])
    func keyLengthAfterIndentationAndADash(length: Int, fails: Bool) {
        let result = parse("list:\n  - " + String(repeating: "k", count: length) + ": v\n")
        #expect(result.diagnostics.map(\.code.description) == (fails ? ["SS0012"] : []))
        if fails { #expect(result.diagnostics.first?.message.hasPrefix("key of \(length) characters") == true) }
    }

    /// SS0015, the count: 10,000 aliases are read, the 10,001st stops the parse.
    @Test(arguments: [(9_999, false), (10_000, false), (10_001, true)])
    func tenThousandAliases(count: Int, stops: Bool) {
        #expect(YAMLLimits.default.maxAliases == 10_000)
        let text = "a: &a 1\nlist: [" + Array(repeating: "*a", count: count).joined(separator: ",") + "]\n"
        let result = parse(text)
        #expect(result.diagnostics.map(\.code.description) == (stops ? ["SS0015"] : []))
        #expect((result.document == nil) == stops)
        if stops { #expect(result.diagnostics.first?.message == "document uses more than 10000 aliases") }
    }

    /// SS0015, the expansion: an anchored list of 19 scalars weighs 20 nodes, so
    /// 5,000 aliases to it add exactly 100,000 nodes (read) and 5,001 add 100,020
    /// (stopped), while the alias count stays far below its own limit.
    @Test(arguments: [(4_999, false), (5_000, false), (5_001, true)])
    func aHundredThousandExpandedNodes(count: Int, stops: Bool) {
        #expect(YAMLLimits.default.maxAliasExpansion == 100_000)
        let anchored = "[" + (1...19).map(String.init).joined(separator: ",") + "]"
        let text = "a: &a \(anchored)\nlist: [" + Array(repeating: "*a", count: count).joined(separator: ",") + "]\n"
        let result = parse(text)
        #expect(result.diagnostics.map(\.code.description) == (stops ? ["SS0015"] : []))
        #expect((result.document == nil) == stops)
        if stops {
            #expect(result.diagnostics.first?.message == "document uses aliases that expand to more than 100000 nodes")
        }
    }

    /// SS0004: a file of exactly 32 MiB (33,554,432 bytes) is read; one byte more is not.
    @Test(arguments: [(-1, false), (0, false), (1, true)])
    func fileOf32MiB(offset: Int, tooLarge: Bool) {
        #expect(YAMLLimits.default.maxFileBytes == 33_554_432)
        let size = 33_554_432 + offset
        let file = SourceFile(path: "big.yaml", bytes: [UInt8](repeating: UInt8(ascii: " "), count: size))
        let problem = InputScreening.problem(in: file, limits: .default)
        #expect(problem?.code.description == (tooLarge ? "SS0004" : nil))
        if tooLarge { #expect(problem?.message == "file is 32.0 MiB, over the limit of 32 MiB") }
    }

    /// The same comparison through the parser, with a limit the size of a small spec:
    /// `key: value\n` is 11 bytes.
    @Test(arguments: [(10, true), (11, false), (12, false)])
    func fileSizeLimitThroughTheParser(limit: Int, tooLarge: Bool) {
        let result = parse("key: value\n", limits: YAMLLimits(maxFileBytes: limit))
        #expect(result.diagnostics.map(\.codeAndPlace) == (tooLarge ? ["SS0004@1:1"] : []))
        #expect((result.document == nil) == tooLarge)
    }
}
