import Testing

@testable import SheetDiagnostics

struct LineIndexTests {
    @Test func splitsOnEveryLineBreakLibYAMLCounts() {
        let text = "a\nb\r\nc\rd\u{85}e\u{2028}f"
        let index = LineIndex(Array(text.utf8))
        #expect(index.lineCount == 6)
        #expect((1...6).map(index.lineText) == ["a", "b", "c", "d", "e", "f"])
    }

    @Test func positionOfByteOffsetCountsScalars() {
        let index = LineIndex(Array("héllo\nwörld: ✓x".utf8))
        // "wörld: ✓" is 10 bytes ("ö" 2, "✓" 3) and 8 scalars: "x" is column 9.
        let position = index.position(ofByteOffset: 7 + 10)
        #expect(position == SourcePosition(line: 2, column: 9, offset: 17))
        #expect(index.position(ofByteOffset: 0) == SourcePosition(line: 1, column: 1, offset: 0))
        #expect(index.position(ofByteOffset: 999).offset == Int32(index.bytes.count))
    }

    @Test func byteOrderMarkIsNotAColumn() {
        let index = LineIndex([0xEF, 0xBB, 0xBF] + Array("ab: c".utf8))
        #expect(index.lineText(1) == "ab: c")
        #expect(index.position(ofByteOffset: 7) == SourcePosition(line: 1, column: 5, offset: 7))
    }
}
