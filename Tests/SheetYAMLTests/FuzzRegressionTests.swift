import SheetDiagnostics
import Testing

@testable import SheetYAML

/// Inputs the fuzz targets in `Fuzz/` found to break an invariant, kept so
/// the bug stays fixed. Each saved input lives in `Fixtures/fuzz/` and is
/// replayed with the same position checks as `FuzzYAML`; the minimal cases
/// below pin the exact positions expected.
struct FuzzRegressionTests {
    /// Every file in `Fixtures/fuzz/`: add a crashing input there to keep it.
    static let savedInputs = [
        "mapping-ends-at-eof-without-line-break.yaml",
    ]

    @Test(arguments: savedInputs)
    func savedInputParsesWithPositionsInsideTheFile(_ name: String) throws {
        let file = try Fixtures.source("fuzz/" + name)
        let result = YAMLParser().parse(file)
        let second = YAMLParser().parse(file)
        #expect(result.diagnostics == second.diagnostics)
        for problem in positionProblems(result, in: file) {
            Issue.record("\(name): \(problem)")
        }
    }

    // libyaml pretends a line break at the end of an input that lacks one, and
    // its marks there named the line after the last: found by FuzzYAML as a
    // mapping ending on line 8 of a 7-line file.

    @Test func blockMappingEndsOnTheLastLine() throws {
        let document = try #require(parse("a: b").document)
        #expect(document.range(of: document.root!).end == SourcePosition(line: 1, column: 5, offset: 4))
    }

    @Test func unclosedFlowSequenceAtEndIsReportedOnTheLastLine() throws {
        let result = parse("key: [1, 2")
        #expect(result.diagnostics.map(\.codeAndPlace) == ["SS0010@1:11"])
        #expect(result.diagnostics.first?.span?.range.start.offset == 10)
    }

    @Test func endOfInputCountsCharactersNotBytes() throws {
        // "é" is two bytes; the column counts it once. A BOM is not a column.
        let document = try #require(parse(bytes: [0xEF, 0xBB, 0xBF] + Array("a: é".utf8)).document)
        #expect(document.range(of: document.root!).end == SourcePosition(line: 1, column: 5, offset: 8))
    }

    @Test func endAfterUnicodeLineBreakIsOnTheLastLine() throws {
        // NEL (U+0085) breaks the line; the second line has no break after it.
        let document = try #require(parse(bytes: Array("a: b".utf8) + [0xC2, 0x85] + Array("c: d".utf8)).document)
        #expect(document.range(of: document.root!).end == SourcePosition(line: 2, column: 5, offset: 10))
    }

    @Test func inputEndingWithLineBreakStillEndsOnTheNextLine() throws {
        let document = try #require(parse("a: b\n").document)
        #expect(document.range(of: document.root!).end == SourcePosition(line: 2, column: 1, offset: 5))
    }
}

/// What `FuzzYAML` checks, as messages: every diagnostic and node position
/// lies inside the file, at the line and column `LineIndex` gives its offset.
private func positionProblems(_ result: YAMLParseResult, in file: SourceFile) -> [String] {
    let lines = LineIndex(file.bytes)
    var problems: [String] = []
    func check(_ range: SourceRange, _ what: String) {
        for position in [range.start, range.end] {
            let expected = lines.position(ofByteOffset: Int(position.offset))
            if position.offset < 0 || Int(position.offset) > file.bytes.count || position.line < 1
                || Int(position.line) > lines.lineCount || position.line != expected.line
                || position.column != expected.column
            {
                problems.append("\(what) at \(position.line):\(position.column) (offset \(position.offset))")
            }
        }
    }
    for diagnostic in result.diagnostics {
        if let span = diagnostic.span { check(span.range, "\(diagnostic.code)") }
        for label in diagnostic.secondary { check(label.span.range, "\(diagnostic.code) secondary") }
    }
    if let document = result.document, let root = document.root {
        var stack = [root]
        var seen: Set<NodeID> = [root]
        while let node = stack.popLast() {
            check(document.range(of: node), "node \(node.index)")
            let children = Array(document.items(of: node)) + document.entries(of: node).flatMap { [$0.key, $0.value] }
            for child in children where seen.insert(child).inserted { stack.append(child) }
        }
    }
    return problems
}
