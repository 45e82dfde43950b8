import Foundation
import SheetEditor
import TestSupport
import Testing

/// The fix-its diagnostics carry, as quick fixes an editor applies.
struct CodeActionTests {
    /// The accented letter and emoji before the typo make the edit's UTF-16
    /// columns differ from its byte columns.
    static let typo = """
        version: 1
        minimumOS: 16
        sheets:
          checkout: { type: "Vé😀", cornerRadiuz: 12 }

        """

    static func actions(_ session: ServerSession, _ file: URL, line: Int) -> [[String: Any]] {
        let range: [String: Any] = ["start": ["line": line, "character": 0], "end": ["line": line, "character": 0]]
        let reply = session.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": file.absoluteString], "range": range,
                "context": ["diagnostics": [] as [Any]] as [String: Any],
            ]
        ).reply
        return reply?["result"] as? [[String: Any]] ?? []
    }

    /// Applies a `WorkspaceEdit`'s edits of one document, as an editor does.
    static func apply(_ edit: [String: Any], to text: String, uri: String) throws -> String {
        let changes = try #require(edit["changes"] as? [String: [[String: Any]]])
        var lines = text.components(separatedBy: "\n").map { Array($0.utf16) }
        for change in try #require(changes[uri]) {
            let range = try #require(change["range"] as? [String: [String: Int]])
            let start = try #require(range["start"])
            let end = try #require(range["end"])
            let line = try #require(start["line"])
            #expect(end["line"] == line)
            let replacement = Array(try #require(change["newText"] as? String).utf16)
            lines[line].replaceSubrange(
                try #require(start["character"])..<(try #require(end["character"])), with: replacement)
        }
        return lines.map { String(decoding: $0, as: UTF16.self) }.joined(separator: "\n")
    }

    @Test func aDidYouMeanFixIsAQuickFixAndApplyingItClearsTheDiagnostic() throws {
        let folder = try ScratchFolder.make("lsp-actions")
        let file = folder.appendingPathComponent("checkout.sheet.yaml")
        let session = ServerSession()
        session.initialize(root: folder)
        let opened = try #require(ServerSession.diagnostics(for: file, in: session.open(file, Self.typo)))
        #expect(opened.contains { $0["code"] as? String == "SS1003" })

        let actions = Self.actions(session, file, line: 3)
        let action = try #require(actions.first { ($0["title"] as? String)?.contains("cornerRadius") == true })
        #expect(action["kind"] as? String == "quickfix")
        #expect(action["title"] as? String == "Replace `cornerRadiuz` with `cornerRadius`")
        let attached = try #require(action["diagnostics"] as? [[String: Any]])
        #expect(attached.map { $0["code"] as? String } == ["SS1003"])
        let edit = try #require(action["edit"] as? [String: Any])
        let edits = try #require((edit["changes"] as? [String: [[String: Any]]])?[file.absoluteString])
        // `cornerRadiuz` starts after `  checkout: { type: "Vé😀", `: 28 units (31 bytes).
        #expect(
            edits.first?["range"] as? [String: [String: Int]] == [
                "start": ["line": 3, "character": 28], "end": ["line": 3, "character": 40],
            ])

        let fixed = try Self.apply(edit, to: Self.typo, uri: file.absoluteString)
        #expect(fixed.contains("cornerRadius: 12"))
        let after = try #require(ServerSession.diagnostics(for: file, in: session.change(file, fixed)))
        #expect(!after.contains { $0["code"] as? String == "SS1003" })
        // What is left is the invalid type name's own fix, not the key's.
        let left = Self.actions(session, file, line: 3).flatMap { $0["diagnostics"] as? [[String: Any]] ?? [] }
        #expect(!left.contains { $0["code"] as? String == "SS1003" })
    }

    @Test func aLineWithoutFixesHasNoActions() throws {
        let folder = try ScratchFolder.make("lsp-actions")
        let file = folder.appendingPathComponent("checkout.sheet.yaml")
        let session = ServerSession()
        session.initialize(root: folder)
        _ = session.open(file, Self.typo)
        #expect(Self.actions(session, file, line: 0).isEmpty)
    }

    /// `type` before `extends` in `child`, in a buffer that is not saved: the
    /// server checks without making the fix (ProjectCheck) and makes it from
    /// the buffer's text when a code action asks.
    static let outOfOrder = """
        version: 1
        minimumOS: 16
        sheets:
          base:
            type: BaseViewController
          child:
            # The child's own type.
            type: ChildViewController
            extends: base

        """

    @Test func theKeyOrderFixIsMadeFromTheUnsavedBufferWhenAsked() throws {
        let folder = try ScratchFolder.make("lsp-actions")
        let file = folder.appendingPathComponent("menu.sheet.yaml")
        try "version: 1\nsheets: {}\n".write(to: file, atomically: true, encoding: .utf8)
        let session = ServerSession()
        session.initialize(root: folder)
        let opened = try #require(ServerSession.diagnostics(for: file, in: session.open(file, Self.outOfOrder)))
        #expect(opened.map { $0["code"] as? String } == ["SS2904"])

        // Line 8 is `extends: base`, the key reported out of order.
        let actions = Self.actions(session, file, line: 8)
        let action = try #require(actions.first)
        #expect(actions.count == 1)
        #expect(action["title"] as? String == "Order the keys: `extends`, `type`")
        let edit = try #require(action["edit"] as? [String: Any])
        let changes = try #require(edit["changes"] as? [String: [[String: Any]]])
        let change = try #require(changes[file.absoluteString]?.first)
        let range = try #require(change["range"] as? [String: [String: Int]])
        // The mapping's keys, from the comment above `type` to the end of `extends: base`'s line.
        #expect(range["start"] == ["line": 6, "character": 0])
        var lines = Self.outOfOrder.components(separatedBy: "\n")
        let end = try #require(range["end"])
        let replaced = lines[6..<(end["line"] ?? 0)].joined(separator: "\n") + "\n"
        #expect(replaced == "    # The child's own type.\n    type: ChildViewController\n    extends: base\n")
        #expect(end["character"] == 0)
        lines.replaceSubrange(6..<(end["line"] ?? 0), with: [try #require(change["newText"] as? String).dropLast(1).description])
        let fixed = lines.joined(separator: "\n")
        #expect(fixed.contains("  child:\n    extends: base\n    # The child's own type.\n    type: ChildViewController\n"))
        let after = try #require(ServerSession.diagnostics(for: file, in: session.change(file, fixed)))
        #expect(after.isEmpty)
    }
}
