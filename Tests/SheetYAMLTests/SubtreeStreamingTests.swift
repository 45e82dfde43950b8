import SheetDiagnostics
import Testing

@testable import SheetYAML

/// The parser hands each completed entry of the streamed mapping to its
/// consumer and drops what the consumer took.
struct SubtreeStreamingTests {
    /// Records what it was offered (key text and the value's scalar texts,
    /// read while the document is valid) and takes the keys it is told to.
    struct Recorder: SubtreeConsumer {
        static var streamedKey: StaticString? { "sheets" }
        var takes: (String) -> Bool = { _ in true }
        var offered: [(key: String, scalars: [String])] = []

        mutating func consume(key: NodeID, value: NodeID, in document: YAMLDocument) -> Bool {
            let name = document.string(of: key) ?? "?"
            offered.append((name, scalars(under: value, in: document)))
            return takes(name)
        }

        private func scalars(under node: NodeID, in document: YAMLDocument) -> [String] {
            switch document.kind(of: node) {
            case .scalar: return [document.string(of: node) ?? ""]
            case .sequence: return document.items(of: node).flatMap { scalars(under: $0, in: document) }
            case .mapping:
                return document.entries(of: node).flatMap {
                    scalars(under: $0.key, in: document) + scalars(under: $0.value, in: document)
                }
            }
        }
    }

    static let spec = """
        version: 1
        sheets:
          address:
            detents: [medium, large]
          payment:
            grabber: true
          note: plain
        tail: [1, 2]

        """

    /// Every node under `node` in order: its kind, where it is, its text.
    private func outline(_ node: NodeID?, in document: YAMLDocument) -> [String] {
        guard let node else { return [] }
        let range = document.range(of: node)
        let head = "\(document.kind(of: node)) \(range.start.offset)-\(range.end.offset) \(document.string(of: node) ?? "")"
        switch document.kind(of: node) {
        case .sequence: return [head] + document.items(of: node).flatMap { outline($0, in: document) }
        case .mapping:
            return [head] + document.entries(of: node).flatMap { outline($0.key, in: document) + outline($0.value, in: document) }
        case .scalar: return [head]
        }
    }

    private func stream(_ text: String, into recorder: inout Recorder) -> YAMLParseResult {
        YAMLParser(limits: .default).parse(SourceFile(path: "inline.yaml", text: text), streaming: &recorder)
    }

    @Test func offersEachCompletedSheetWithItsContent() {
        var recorder = Recorder()
        _ = stream(Self.spec, into: &recorder)
        #expect(recorder.offered.map(\.key) == ["address", "payment"])
        #expect(recorder.offered[0].scalars == ["detents", "medium", "large"])
        #expect(recorder.offered[1].scalars == ["grabber", "true"])
    }

    @Test func takenEntriesStayAsEmptyMappingsAndTheRestIsWhole() throws {
        var recorder = Recorder(takes: { $0 == "address" })
        let document = try #require(stream(Self.spec, into: &recorder).document)
        let root = try #require(document.root)
        let sheets = document.entries(of: root)[1].value
        let entries = document.entries(of: sheets)
        #expect(entries.map { document.string(of: $0.key) } == ["address", "payment", "note"])
        #expect(document.kind(of: entries[0].value) == .mapping)
        #expect(document.entries(of: entries[0].value).isEmpty)
        let payment = document.entries(of: entries[1].value)
        #expect(payment.map { document.string(of: $0.value) } == ["true"])
        #expect(document.string(of: entries[2].value) == "plain")
        let tail = document.entries(of: root)[2].value
        #expect(document.items(of: tail).map { document.string(of: $0) } == ["1", "2"])
    }

    @Test func aStreamedDocumentEqualsTheWholeOneWhereNothingIsTaken() throws {
        var recorder = Recorder(takes: { _ in false })
        let streamed = try #require(stream(Self.spec, into: &recorder).document)
        let whole = try #require(parse(Self.spec).document)
        #expect(streamed.nodeCount == whole.nodeCount)
        #expect(outline(streamed.root, in: streamed) == outline(whole.root, in: whole))
    }

    @Test func entriesThatDefineAnAnchorAreNeverOffered() throws {
        let text = """
            sheets:
              base: &shared
                grabber: true
              copy: *shared
              other:
                detents: [large]

            """
        var recorder = Recorder()
        let document = try #require(stream(text, into: &recorder).document)
        #expect(recorder.offered.map(\.key) == ["other"])
        let sheets = document.entries(of: document.root!)[0].value
        let base = document.entries(of: sheets)[0].value
        #expect(document.entries(of: base).map { document.string(of: $0.key) } == ["grabber"])
    }

    @Test func onlyTheRootMappingsStreamedKeyIsStreamed() {
        let text = """
            defaults:
              sheets:
                inner: { grabber: true }
            other:
              - sheets: { nested: { a: 1 } }
            sheets:
              outer: { grabber: false }
              scalar: 3
              list: [a, b]

            """
        var recorder = Recorder()
        _ = stream(text, into: &recorder)
        #expect(recorder.offered.map(\.key) == ["outer", "list"])
    }

    @Test func aParseErrorAfterTakenEntriesGivesNoDocument() {
        var recorder = Recorder()
        let result = stream("sheets:\n  address: { grabber: true }\n  payment: [oops\n", into: &recorder)
        #expect(recorder.offered.map(\.key) == ["address"])
        #expect(result.document == nil)
        #expect(!result.diagnostics.isEmpty)
    }

    @Test func duplicateKeysInsideATakenEntryAreStillReported() {
        var recorder = Recorder()
        let result = stream("sheets:\n  address:\n    grabber: true\n    grabber: false\n", into: &recorder)
        #expect(recorder.offered.map(\.key) == ["address"])
        #expect(result.diagnostics.map(\.codeAndPlace) == parse("sheets:\n  address:\n    grabber: true\n    grabber: false\n").diagnostics.map(\.codeAndPlace))
        #expect(!result.diagnostics.isEmpty)
    }
}
