import SheetDiagnostics
import Testing

@testable import SheetYAML

struct NodeTreeTests {
    @Test func buildsMappingsSequencesAndScalarsInSourceOrder() throws {
        let result = parse("b: 1\na: [x, 'y', \"z\"]\nc:\n  d: |\n    text\n")
        #expect(result.diagnostics.isEmpty)
        let document = try #require(result.document)
        let root = try #require(document.root)
        #expect(document.kind(of: root) == .mapping)
        let entries = document.entries(of: root)
        #expect(entries.map { document.string(of: $0.key)! } == ["b", "a", "c"])
        let list = entries[1].value
        #expect(document.kind(of: list) == .sequence)
        #expect(document.items(of: list).map { document.string(of: $0)! } == ["x", "y", "z"])
        #expect(document.items(of: list).map { document.style(of: $0) } == [.plain, .singleQuoted, .doubleQuoted])
        let block = document.entries(of: entries[2].value)[0].value
        #expect(document.string(of: block) == "text\n")
        #expect(document.style(of: block) == .literal)
    }

    @Test func scalarBytesInPlaceMatchTheSliceAndCollectionsHaveNone() throws {
        // A collection's payload indexes `children`, far past the scalar bytes
        // here: reading it as bytes must give nothing, not a bad range.
        let empties = Array(repeating: "''", count: 30).joined(separator: ", ")
        let result = parse("k: [\(empties)]\nlong: \"\\u00e9t\\u00e9\"\nx: {}\n")
        let document = try #require(result.document)
        let root = try #require(document.root)
        var nodes = [root]
        for entry in document.entries(of: root) { nodes += [entry.key, entry.value] + document.items(of: entry.value) }
        for node in nodes {
            #expect(document.withScalarBytes(of: node) { Array($0) } == Array(document.scalarBytes(of: node)))
        }
        #expect(document.withScalarBytes(of: root) { $0.count } == 0)
        let long = document.entries(of: root)[1].value
        #expect(document.withScalarBytes(of: long) { String(decoding: $0, as: UTF8.self) } == "été")
    }

    @Test func yaml11ImplicitTypesStayStrings() throws {
        let document = try #require(try Fixtures.parse("hostile/yaml11-scalars.yaml").document)
        let values = document.entries(of: document.root!).map { (document.string(of: $0.value)!, document.style(of: $0.value)) }
        #expect(values.map(\.0) == ["yes", "0777", "1e3", "yes", "text\n"])
        #expect(values.map(\.1) == [.plain, .plain, .plain, .doubleQuoted, .literal])
    }

    @Test func rangesCarryLineColumnAndByteOffset() throws {
        let document = try #require(parse("title: héllo\nnext: value\n").document)
        let entries = document.entries(of: document.root!)
        let next = document.range(of: entries[1].key)
        #expect(next.start == SourcePosition(line: 2, column: 1, offset: 14))
        #expect(next.end == SourcePosition(line: 2, column: 5, offset: 18))
        let hello = document.range(of: entries[0].value)
        #expect(hello.start.column == 8)
        #expect(hello.end.offset == 13)
    }

    @Test func crlfAndByteOrderMarkKeepPositionsRight() throws {
        let crlf = try #require(try Fixtures.parse("hostile/crlf.yaml").document)
        let sheets = crlf.entries(of: crlf.root!)[1].value
        let second = crlf.entries(of: sheets)[1].key
        #expect(crlf.range(of: second).start == SourcePosition(line: 4, column: 3, offset: 31))

        let bom = try #require(try Fixtures.parse("hostile/utf8-bom.yaml").document)
        let version = bom.entries(of: bom.root!)[0].key
        #expect(bom.range(of: version).start == SourcePosition(line: 1, column: 1, offset: 3))
    }

    @Test func emptyFilesHaveNoRoot() throws {
        #expect(try Fixtures.parse("hostile/empty.yaml").document?.root == nil)
        #expect(try Fixtures.parse("hostile/comments-only.yaml").document?.root == nil)
    }

    @Test func scalarEqualsComparesBytes() throws {
        let document = try #require(parse("cornerRadius: 16\n").document)
        let key = document.entries(of: document.root!)[0].key
        #expect(document.scalar(key, equals: "cornerRadius"))
        #expect(!document.scalar(key, equals: "cornerRadiu"))
        #expect(!document.scalar(key, equals: "cornerRadiusX"))
        #expect(!document.scalar(document.root!, equals: "cornerRadius"))
    }

    @Test func coreTagsAreKept() throws {
        let document = try #require(parse("a: !!str 12\nb: !!int 3\nc: ! x\nd: !!map {}\n").document)
        let tags = document.entries(of: document.root!).map { document.tag(of: $0.value) }
        #expect(tags == [.string, .integer, .nonSpecific, .mapping])
    }
}
