import Foundation
import SheetDiagnostics
import SheetLanguage
import SheetYAML
import Testing

/// `SpecLoader` decodes the sheets of a large file while it is parsed
/// (`StreamedSheets`); the result must be exactly what decoding the whole
/// tree gives: the same spec, the same diagnostics, in the same order. The
/// tests stream every file, whatever its size.
@Suite struct StreamedDecodingTests {
    /// Every spec the tests own: examples and every fixture folder.
    static let specFiles: [URL] = {
        let folders = [RepositoryPaths.exampleSpecs] + ["decoding", "rules", "plans", "schema-invalid"].map {
            RepositoryPaths.testsRoot.appendingPathComponent("Fixtures/\($0)")
        }
        return folders.flatMap { folder in
            RepositoryPaths.files(in: folder, endingWith: ".yaml").map { folder.appendingPathComponent($0) }
        }
    }()

    /// Parses and decodes the whole tree, with no streaming at all.
    private func wholeTree(_ file: SourceFile) -> (spec: SpecFile?, diagnostics: [Diagnostic]) {
        let parsed = YAMLParser(limits: .default).parse(file)
        guard let document = parsed.document else { return (nil, parsed.diagnostics) }
        let decoded = SpecDecoder.decode(document)
        var spec = decoded.spec
        // As `SpecLoader` does: a parse error leaves no sheet of the file trusted.
        if parsed.diagnostics.contains(where: { $0.severity == .error }) { spec?.damage.wholeFile = true }
        return (spec, parsed.diagnostics + decoded.diagnostics)
    }

    private func expectSameAsWholeTree(_ file: SourceFile, sourceLocation: SourceLocation = #_sourceLocation) {
        let streamed = SpecLoader.load(file, limits: .default, streamingFrom: 0)
        let whole = wholeTree(file)
        #expect(streamed.spec == whole.spec, sourceLocation: sourceLocation)
        #expect(streamed.diagnostics == whole.diagnostics, sourceLocation: sourceLocation)
    }

    @Test func fixturesAreFound() {
        #expect(Self.specFiles.count > 100)
    }

    @Test(arguments: specFiles)
    func fixtureDecodesAsTheWholeTreeDoes(url: URL) throws {
        let bytes = try [UInt8](Data(contentsOf: url))
        expectSameAsWholeTree(SourceFile(path: url.lastPathComponent, bytes: bytes))
    }

    @Test(arguments: [
        // Bad ids, values that are not mappings, unknown and missing keys.
        """
        version: 1
        sheets:
          "bad id": { type: A }
          good: { type: B, grabber: maybe }
          scalar: 3
          list: [a]
          empty:
          unknown: { type: C, detentz: [] }
        """,
        // `sheets:` twice: the first one decodes, the second one is reported.
        """
        version: 1
        sheets:
          first: { type: A }
        sheets:
          second: { type: B }
        """,
        // Anchors and aliases across sheets, and a merge of one sheet into another.
        """
        version: 1
        sheets:
          base: &base
            type: A
            detents: [medium]
          copy: *base
          merged:
            <<: *base
            type: C
          after: { type: D, detents: [large] }
        """,
        // A sheet inherits from a later one; duplicate keys inside a sheet.
        """
        version: 1
        sheets:
          child: { extends: parent, type: A, grabber: true, grabber: false }
          parent: { type: B }
        """,
    ])
    func adversarialSpecDecodesAsTheWholeTreeDoes(text: String) {
        expectSameAsWholeTree(SourceFile(path: "inline.sheet.yaml", text: text))
    }

    /// Through `SpecLoader`'s defaults, with a file past `streamingThreshold`.
    @Test func aFileAboveTheThresholdDecodesAsTheWholeTreeDoes() {
        var text = "version: 1\nsheets:\n"
        var index = 0
        while text.utf8.count <= SpecLoader.streamingThreshold {
            let grabber = index % 1000 == 7 ? "maybe" : "visible"
            text += "  sheet\(index):\n    type: Sheet\(index)ViewController\n    grabber: \(grabber)\n    detents: [{ id: half, system: medium }]\n"
            index += 1
        }
        let file = SourceFile(path: "large.sheet.yaml", text: text)
        let loaded = SpecLoader.load(file, limits: .default)
        let whole = wholeTree(file)
        #expect(loaded.spec?.sheets.count == index)
        #expect(loaded.spec == whole.spec)
        #expect(loaded.diagnostics == whole.diagnostics)
        #expect(loaded.diagnostics.count == (index + 992) / 1000)
    }

    @Test func aFileThatFailsToParseHasNoSpecEvenAfterSheetsWereDecoded() {
        let loaded = SpecLoader.load(
            SourceFile(path: "inline.sheet.yaml", text: "version: 1\nsheets:\n  a: { type: A }\n  b: [oops\n"), limits: .default,
            streamingFrom: 0)
        #expect(loaded.spec == nil)
        #expect(!loaded.diagnostics.isEmpty)
    }
}
