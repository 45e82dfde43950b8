import Foundation
import SheetEditor
import TestSupport
import Testing

/// Go to definition and find references for sheet and detent ids, across
/// files, with LSP's UTF-16 ranges.
struct NavigationTests {
    static let base = """
        version: 1
        minimumOS: 16
        sheets:
          baseSheet:
            type: BaseViewController
            detents:
              - { id: half, fraction: 0.5 }
            initial: half

        """

    /// `type` holds an accented letter and an emoji before `extends` on the
    /// same line: columns after them count UTF-16 units (é 1, 😀 2).
    static let child = """
        version: 1
        minimumOS: 16
        sheets:
          childSheet: { type: "Vé😀", extends: baseSheet, undimmedThrough: half }
          menu:
            type: MenuViewController
            navigation:
              push: [childSheet, baseSheet]

        """

    static func session() throws -> (ServerSession, base: URL, child: URL) {
        let folder = try ScratchFolder.make("lsp-navigation")
        let base = folder.appendingPathComponent("base.sheet.yaml")
        let child = folder.appendingPathComponent("child.sheet.yaml")
        try Self.base.write(to: base, atomically: true, encoding: .utf8)
        let session = ServerSession()
        session.initialize(root: folder)
        _ = session.open(child, Self.child)
        return (session, base, child)
    }

    static func locations(_ result: Any?) -> [(uri: String, range: [String: [String: Int]])] {
        (result as? [[String: Any]] ?? []).compactMap { location in
            guard let uri = location["uri"] as? String, let range = location["range"] as? [String: [String: Int]]
            else { return nil }
            return (uri, range)
        }
    }

    static func range(_ line: Int, _ start: Int, _ end: Int) -> [String: [String: Int]] {
        ["start": ["line": line, "character": start], "end": ["line": line, "character": end]]
    }

    @Test func definitionOnExtendsJumpsToTheSheetInTheOtherFile() throws {
        let (session, base, child) = try Self.session()
        let marked = MarkedText(Self.child.replacingOccurrences(of: "extends: baseSheet", with: "extends: base‸Sheet"))
        // "  childSheet: { type: "Vé😀", extends: base": 43 UTF-16 units, 46 bytes.
        #expect(marked.character == 43)
        let found = Self.locations(session.ask("textDocument/definition", child, marked))
        #expect(found.count == 1)
        #expect(found.first?.uri == base.absoluteString)
        #expect(found.first?.range == Self.range(3, 2, 11))
    }

    @Test func definitionOnADetentReferenceFindsTheInheritedDetent() throws {
        let (session, base, child) = try Self.session()
        let marked = MarkedText(
            Self.child.replacingOccurrences(of: "undimmedThrough: half", with: "undimmedThrough: ‸half"))
        let found = Self.locations(session.ask("textDocument/definition", child, marked))
        #expect(found.first?.uri == base.absoluteString)
        #expect(found.first?.range == Self.range(6, 14, 18))
    }

    @Test func referencesListEveryUseAcrossFiles() throws {
        let (session, base, child) = try Self.session()
        let marked = MarkedText(
            Self.child.replacingOccurrences(of: "[childSheet, baseSheet]", with: "[childSheet, ‸baseSheet]"))
        let uses = Self.locations(
            session.ask("textDocument/references", child, marked, ["context": ["includeDeclaration": false]]))
        #expect(uses.map(\.uri) == [child.absoluteString, child.absoluteString])
        // After `"Vé😀", extends: ` (the emoji counts 2).
        #expect(uses[0].range == Self.range(3, 39, 48))
        #expect(uses[1].range == Self.range(7, 25, 34))

        let all = Self.locations(
            session.ask("textDocument/references", child, marked, ["context": ["includeDeclaration": true]]))
        #expect(all.count == 3)
        #expect(all.contains { $0.uri == base.absoluteString && $0.range == Self.range(3, 2, 11) })
    }

    @Test func detentReferencesIncludeTheChildsUndimmedThrough() throws {
        let (session, base, child) = try Self.session()
        _ = session.open(base, Self.base)
        let marked = MarkedText(Self.base.replacingOccurrences(of: "id: half", with: "id: ha‸lf"))
        let uses = Self.locations(
            session.ask("textDocument/references", base, marked, ["context": ["includeDeclaration": false]]))
        #expect(uses.map(\.uri).sorted() == [base.absoluteString, child.absoluteString].sorted())
    }

    @Test func offAnIDThereIsNothing() throws {
        let (session, _, child) = try Self.session()
        let marked = MarkedText(Self.child.replacingOccurrences(of: "version: 1", with: "vers‸ion: 1"))
        #expect(Self.locations(session.ask("textDocument/definition", child, marked)).isEmpty)
    }
}
