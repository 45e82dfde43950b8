import Foundation
import SheetEditor
import TestSupport
import Testing

/// Open, change and close publish the diagnostics of the unsaved text, with
/// LSP's UTF-16 ranges, for the edited document and the open ones it affects.
struct DiagnosticsPublishingTests {
    static let broken = """
        version: 1
        minimumOS: 16
        sheets:
          checkout:
            type: CheckoutViewController
            detents:
              - { id: half, fraction: 0.5 }
            cornerRadiuz: 12

        """

    static func fixed(_ text: String) -> String {
        text.replacingOccurrences(of: "cornerRadiuz", with: "cornerRadius")
    }

    @Test func anErrorIsPublishedWithItsRangeAndAFixClearsIt() throws {
        let folder = try ScratchFolder.make("lsp")
        let file = folder.appendingPathComponent("checkout.sheet.yaml")
        let session = ServerSession()
        session.initialize(root: folder)

        let opened = try #require(ServerSession.diagnostics(for: file, in: session.open(file, Self.broken)))
        let diagnostic = try #require(opened.first { $0["code"] as? String == "SS1003" })
        #expect(diagnostic["source"] as? String == "sheetspec")
        #expect(diagnostic["severity"] as? Int == 1)
        #expect((diagnostic["message"] as? String)?.contains("help: did you mean `cornerRadius`?") == true)
        let range = try #require(diagnostic["range"] as? [String: [String: Int]])
        #expect(range["start"] == ["line": 7, "character": 4])
        #expect(range["end"] == ["line": 7, "character": 16])

        let changed = try #require(ServerSession.diagnostics(for: file, in: session.change(file, Self.fixed(Self.broken))))
        #expect(changed.isEmpty)
    }

    /// The server checks with the command line's driver, so an inline
    /// suppression hides the finding while typing too, and one that hides
    /// nothing is reported (SS2990).
    @Test func anInlineSuppressionHidesTheFindingInTheEditorToo() throws {
        let folder = try ScratchFolder.make("lsp")
        let file = folder.appendingPathComponent("menu.sheet.yaml")
        let text = """
            version: 1
            minimumOS: 16
            sheets:
              menu:
                type: MenuViewController
                detents: [{ id: half, fraction: 0.5 }]
                # sheetspec:disable-next-line SS2104 -- the host app sets it
                initial: halff

            """
        let session = ServerSession()
        session.initialize(root: folder)
        let codes = { (published: [[String: Any]]) in published.compactMap { $0["code"] as? String } }
        let suppressed = try #require(ServerSession.diagnostics(for: file, in: session.open(file, text)))
        #expect(!codes(suppressed).contains("SS2104"))
        let fixed = text.replacingOccurrences(of: "initial: halff", with: "initial: half")
        let unused = try #require(ServerSession.diagnostics(for: file, in: session.change(file, fixed)))
        #expect(codes(unused) == ["SS2990"])
        let plain = text.replacingOccurrences(of: "    # sheetspec:disable-next-line SS2104 -- the host app sets it\n", with: "")
        let shown = try #require(ServerSession.diagnostics(for: file, in: session.change(file, plain)))
        #expect(codes(shown).contains("SS2104"), "the same text without the directive reports it")
    }

    /// Before `fractionz` the line holds an accented letter (2 bytes, 1
    /// UTF-16 unit) and an emoji (4 bytes, 2 units, 1 scalar): its byte
    /// column is 44, its scalar column 41, and LSP's UTF-16 column 42.
    @Test func aRangeAfterNonASCIITextCountsUTF16Units() throws {
        let folder = try ScratchFolder.make("lsp")
        let file = folder.appendingPathComponent("wide.sheet.yaml")
        let text = Self.fixed(Self.broken).replacingOccurrences(
            of: "    detents:\n      - { id: half, fraction: 0.5 }",
            with: "    detents: [{ id: \"é😀\", fraction: 0.5, fractionz: 1 }]")
        let session = ServerSession()
        session.initialize(root: folder)
        let published = try #require(ServerSession.diagnostics(for: file, in: session.open(file, text)))
        let unknown = try #require(published.first { $0["code"] as? String == "SS1003" })
        let range = try #require(unknown["range"] as? [String: [String: Int]])
        #expect(range["start"] == ["line": 5, "character": 42])
        #expect(range["end"] == ["line": 5, "character": 51])
    }

    /// With `rulesURL`, each code links to its heading in docs/Rules.md, as
    /// GitHub spells the anchor of `## SS1003: unknown-key`.
    @Test func aCodeLinksToItsRulesSectionWhenTheEditorGivesTheURL() throws {
        let folder = try ScratchFolder.make("lsp")
        let file = folder.appendingPathComponent("checkout.sheet.yaml")
        let session = ServerSession()
        session.request("initialize", [
            "rootUri": folder.absoluteString, "capabilities": [:] as [String: Any],
            "initializationOptions": ["rulesURL": "https://example.com/docs/Rules.md"],
        ])
        let opened = try #require(ServerSession.diagnostics(for: file, in: session.open(file, Self.broken)))
        let diagnostic = try #require(opened.first { $0["code"] as? String == "SS1003" })
        let link = try #require(diagnostic["codeDescription"] as? [String: String])
        #expect(link["href"] == "https://example.com/docs/Rules.md#ss1003-unknown-key")
    }

    @Test func anEditInOneFileUpdatesTheFileThatExtendsIt() throws {
        let folder = try ScratchFolder.make("lsp")
        let base = folder.appendingPathComponent("base.sheet.yaml")
        let child = folder.appendingPathComponent("child.sheet.yaml")
        let baseText = """
            version: 1
            minimumOS: 16
            sheets:
              baseSheet:
                type: BaseViewController
                detents:
                  - { id: half, fraction: 0.5 }

            """
        let childText = """
            version: 1
            minimumOS: 16
            sheets:
              childSheet:
                extends: baseSheet
                type: ChildViewController

            """
        let session = ServerSession()
        session.initialize(root: folder)
        _ = session.open(base, baseText)
        let clean = try #require(ServerSession.diagnostics(for: child, in: session.open(child, childText)))
        #expect(clean.isEmpty)

        let renamed = session.change(base, baseText.replacingOccurrences(of: "baseSheet", with: "otherSheet"))
        let broken = try #require(ServerSession.diagnostics(for: child, in: renamed))
        #expect(!broken.isEmpty)

        // Closing drops the document's text: the server forgets it.
        #expect(session.server.openDocumentCount == 2)
        _ = session.notify("textDocument/didClose", ["textDocument": ["uri": base.absoluteString]])
        _ = session.notify("textDocument/didClose", ["textDocument": ["uri": child.absoluteString]])
        #expect(session.server.openDocumentCount == 0)
    }

    @Test func aSpecOnDiskThatIsNotOpenTakesPartInTheCheck() throws {
        let folder = try ScratchFolder.make("lsp")
        try """
            version: 1
            minimumOS: 16
            sheets:
              baseSheet:
                type: BaseViewController
                detents:
                  - { id: half, fraction: 0.5 }

            """.write(to: folder.appendingPathComponent("base.sheet.yaml"), atomically: true, encoding: .utf8)
        let child = folder.appendingPathComponent("child.sheet.yaml")
        let session = ServerSession()
        session.initialize(root: folder)
        let text = "version: 1\nminimumOS: 16\nsheets:\n  childSheet:\n    extends: baseSheet\n    type: ChildViewController\n"
        let published = try #require(ServerSession.diagnostics(for: child, in: session.open(child, text)))
        #expect(published.isEmpty)
        let missing = session.change(child, text.replacingOccurrences(of: "extends: baseSheet", with: "extends: nowhere"))
        #expect(try #require(ServerSession.diagnostics(for: child, in: missing)).count >= 1)
    }
}
