import Foundation
import SheetEditor
import SheetLanguage
import TestSupport
import Testing

/// Completion as an editor asks for it: open a document, request at the
/// cursor, read the labels.
struct CompletionTests {
    static let base = """
        version: 1
        minimumOS: 16
        sheets:
          baseSheet:
            type: BaseViewController
            detents:
              - { id: half, fraction: 0.5 }
              - id: full
                inset: 24

        """

    /// A project whose `base.sheet.yaml` is on disk and not open.
    static func project() throws -> (folder: URL, session: ServerSession) {
        let folder = try ScratchFolder.make("lsp-completion")
        try base.write(to: folder.appendingPathComponent("base.sheet.yaml"), atomically: true, encoding: .utf8)
        let session = ServerSession()
        session.initialize(root: folder)
        return (folder, session)
    }

    static func labels(_ marked: String, file name: String = "child.sheet.yaml") throws -> [String] {
        let (folder, session) = try project()
        let file = folder.appendingPathComponent(name)
        let text = MarkedText(marked)
        _ = session.open(file, text.text)
        return session.completionLabels(file, text)
    }

    @Test func presentationOffersExactlyItsThreeKeywords() throws {
        let labels = try Self.labels("version: 1\nsheets:\n  a:\n    type: A\n    presentation: ‸\n")
        #expect(labels == ["modal", "overlay", "popover", "embedded"])
        #expect(labels == ["modal", "overlay", "popover", "embedded"])
    }

    @Test func aTypedPrefixNarrowsTheKeywords() throws {
        #expect(try Self.labels("version: 1\nsheets:\n  a:\n    type: A\n    presentation: ov‸\n") == ["overlay"])
    }

    @Test func keysOfASheetLeaveOutTheOnesAlreadyWritten() throws {
        let labels = try Self.labels("version: 1\nsheets:\n  a:\n    type: A\n    ‸\n    grabber: visible\n")
        #expect(labels.contains("detents"))
        #expect(labels.contains("presentation"))
        #expect(!labels.contains("type"))
        #expect(!labels.contains("grabber"))
        // Every key offered is one the decoder reads, with its documentation.
        #expect(Set(labels).isSubset(of: SpecOutline.keys(at: ["sheets", "a"]).map(\.name)))
    }

    @Test func keysCarryTheSchemaDocumentation() throws {
        let (folder, session) = try Self.project()
        let file = folder.appendingPathComponent("child.sheet.yaml")
        let text = MarkedText("version: 1\nsheets:\n  a:\n    type: A\n    dismiss:\n      tap‸\n")
        _ = session.open(file, text.text)
        let list = try #require(session.ask("textDocument/completion", file, text) as? [String: Any])
        let items = try #require(list["items"] as? [[String: Any]])
        #expect(items.compactMap { $0["label"] as? String } == ["tapOutside"])
        let documentation = try #require(items.first?["documentation"] as? [String: String])
        #expect(documentation["value"] == SpecOutline.documentation(at: ["sheets", "a", "dismiss", "tapOutside"]))
        #expect(documentation["value"]?.isEmpty == false)
    }

    @Test func initialOffersTheSheetsDetentIDs() throws {
        let own = """
            version: 1
            sheets:
              a:
                type: A
                detents:
                  - { id: peek, height: 120 }
                  - { id: tall, fraction: 0.9 }
                initial: ‸

            """
        #expect(try Self.labels(own) == ["peek", "tall"])
        // Inherited through `extends` from the file on disk.
        let inherited = "version: 1\nsheets:\n  child:\n    extends: baseSheet\n    type: C\n    undimmedThrough: ‸\n"
        #expect(try Self.labels(inherited) == ["half", "full"])
    }

    @Test func extendsOffersSheetIDsOfOtherFiles() throws {
        let labels = try Self.labels("version: 1\nsheets:\n  child:\n    type: C\n    extends: ‸\n")
        #expect(labels == ["baseSheet"])
        let pushed = try Self.labels("version: 1\nsheets:\n  child:\n    type: C\n    navigation:\n      push: [‸]\n")
        #expect(pushed == ["baseSheet"])
        let blockList = try Self.labels(
            "version: 1\nsheets:\n  child:\n    type: C\n    navigation:\n      push:\n        - ‸\n")
        #expect(blockList == ["baseSheet"])
    }

    /// The unclosed quote makes the document fail to parse (SS0xxx); the
    /// lines and their indentation still say where the cursor is.
    @Test func aDocumentWithAYAMLErrorStillCompletes() throws {
        let broken = """
            version: 1
            sheets:
              a:
                type: "A
                detents:
                  - { id: peek, height: 120 }
                presentation: ‸

            """
        #expect(try Self.labels(broken) == ["modal", "overlay", "popover", "embedded"])
        let ids = broken.replacingOccurrences(of: "presentation: ‸", with: "initial: ‸")
        #expect(try Self.labels(ids) == ["peek"])
        let keys = try Self.labels(broken.replacingOccurrences(of: "presentation: ‸", with: "corn‸"))
        #expect(keys == ["cornerRadius"])
    }

    @Test func detentKeysInsideAListItem() throws {
        let labels = try Self.labels(
            "version: 1\nsheets:\n  a:\n    type: A\n    detents:\n      - id: x\n        fr‸\n")
        #expect(labels == ["fraction"])
        let flow = try Self.labels("version: 1\nsheets:\n  a:\n    type: A\n    detents: [{ id: x, sys‸\n")
        #expect(flow == ["system"])
        let keyword = try Self.labels("version: 1\nsheets:\n  a:\n    type: A\n    detents: [{ id: x, system: ‸\n")
        #expect(keyword == ["medium", "large"])
    }

    /// An open `.sheetspec.yml` is completed in, and not checked as a spec.
    @Test func theConfigurationOffersProfileNames() throws {
        let (folder, session) = try Self.project()
        let file = folder.appendingPathComponent(".sheetspec.yml")
        let text = MarkedText("profiles:\n  only:\n    - ‸\n")
        #expect(ServerSession.diagnostics(for: file, in: session.open(file, text.text)) == nil)
        #expect(session.completionLabels(file, text) == BuiltInProfiles.all.map(\.name))
    }
}
