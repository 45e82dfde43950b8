import SheetDiagnostics
import Testing

@testable import SheetYAML

/// Scalars written exactly as they read are read in the file's own bytes;
/// every other one is copied. Either way a scalar's bytes are its value.
struct VerbatimScalarTests {
    /// Every scalar of the document, keys and values, depth first.
    private func scalars(_ document: YAMLDocument) -> [NodeID] {
        var found: [NodeID] = []
        var stack = document.root.map { [$0] } ?? []
        while let node = stack.popLast() {
            switch document.kind(of: node) {
            case .scalar: found.append(node)
            case .sequence: stack += document.items(of: node).reversed()
            case .mapping: stack += document.entries(of: node).reversed().flatMap { [$0.value, $0.key] }
            }
        }
        return found
    }

    private func isVerbatim(_ document: YAMLDocument, _ node: NodeID) -> Bool {
        document.nodes[Int(node.index)].isVerbatim
    }

    @Test func plainAndSingleQuotedValuesOnOneLineAreReadInTheFile() throws {
        let text = "plain: hello world\nquoted: 'it is'\nutf8: héllo wörld\nflow: [a  b, 'c']\nempty: ''\n"
        let document = try #require(parse(text).document)
        let nodes = scalars(document)
        #expect(nodes.map { document.string(of: $0)! }
            == ["plain", "hello world", "quoted", "it is", "utf8", "héllo wörld", "flow", "a  b", "c", "empty", ""])
        for node in nodes {
            #expect(isVerbatim(document, node), "\(document.string(of: node)!)")
            let record = document.nodes[Int(node.index)]
            let quotes = document.style(of: node) == .singleQuoted ? 1 : 0
            #expect(Int(record.payloadStart) == Int(document.range(of: node).start.offset) + quotes)
        }
        #expect(document.scalarBytes.isEmpty)
    }

    /// Each value differs from its text; some have the same length, where
    /// only the line check or the byte comparison tells them apart.
    @Test(arguments: [
        ("k: 'it''s'\n", "it's"),
        ("k: \"a\\Lb\\nc\"\n", "a\u{2028}b\nc"),
        ("k: \"\\N\\_\"\n", "\u{85}\u{A0}"),
        ("k: \"plain\"\n", "plain"),
        ("k: &anchor plain\n", "plain"),
        ("k: !!str plain\n", "plain"),
        ("a\nb\n", "a b"),
        ("k: a\n  b\n", "a b"),
        ("k: 'a\n  b'\n", "a b"),
        ("k: |\n  text\n", "text\n"),
        ("k: >\n  folded\n  text\n", "folded text\n"),
    ])
    func valuesThatDifferFromTheirTextAreCopied(text: String, expected: String) throws {
        let document = try #require(parse(text).document)
        let value = try #require(scalars(document).last)
        #expect(document.string(of: value) == expected)
        #expect(document.withScalarBytes(of: value) { Array($0) } == Array(expected.utf8))
        #expect(!isVerbatim(document, value))
    }

    @Test func byteOrderMarkAndCRLFShiftNothing() throws {
        let document = try #require(parse(bytes: [0xEF, 0xBB, 0xBF] + Array("a: one\r\nb: 'two'\r\n".utf8)).document)
        let nodes = scalars(document)
        #expect(nodes.map { document.string(of: $0)! } == ["a", "one", "b", "two"])
        #expect(nodes.allSatisfy { isVerbatim(document, $0) })
    }

    @Test func duplicateKeysAreFoundAcrossBothBuffers() throws {
        // `"a"` is copied, `a` is read in place: small mappings and large ones
        // (sorted) must still see them as one key.
        let small = parse("a: 1\n\"a\": 2\n")
        #expect(small.diagnostics.map(\.message) == ["duplicate key `a`"])
        let before = (0..<20).map { "k\($0): \($0)\n" }.joined()
        let after = (0..<20).map { "m\($0): \($0)\n" }.joined()
        let large = parse(before + "key: 1\n" + after + "\"key\": 2\n")
        #expect(large.diagnostics.map(\.message) == ["duplicate key `key`"])
    }

    @Test func aValueIsReferencedOnlyWhenItsBytesMatch() {
        let source = Array("k: a\tb".utf8)
        let range = SourceRange(
            start: SourcePosition(line: 1, column: 4, offset: 3), end: SourcePosition(line: 1, column: 7, offset: 6))
        func start(of value: String) -> Int? {
            let bytes = Array(value.utf8)
            return bytes.withUnsafeBufferPointer { value in
                source.withUnsafeBufferPointer { TreeBuilder.verbatimStart(of: value, style: .plain, range: range, in: $0) }
            }
        }
        #expect(start(of: "a\tb") == 3)
        #expect(start(of: "a b") == nil)
        #expect(start(of: "a\t") == nil)
    }
}
