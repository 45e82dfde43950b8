import Foundation
import SheetEditor
import TestSupport
import Testing

/// Feature requests with positions the document does not have, for
/// documents the server does not know, or without parameters get an
/// answer or a JSON-RPC error, and the server keeps serving.
struct FeatureRequestRobustnessTests {
    static let methods = [
        "textDocument/completion", "textDocument/hover", "textDocument/definition", "textDocument/references",
    ]

    @Test func stalePositionsAreAnsweredAndUnknownDocumentsAreInvalidParams() throws {
        let folder = try ScratchFolder.make("lsp-robust")
        let file = folder.appendingPathComponent("a.sheet.yaml")
        let session = ServerSession()
        session.initialize(root: folder)
        _ = session.open(file, "version: 1\nsheets:\n  a:\n    type: \"é😀\"\n")
        let document: [String: Any] = ["uri": file.absoluteString]
        for method in Self.methods {
            for (line, character) in [(3, 400), (90, 3), (-1, -5), (3, 11)] {
                let reply = session.request(
                    method,
                    [
                        "textDocument": document, "position": ["line": line, "character": character],
                    ]
                ).reply
                #expect(reply?["result"] != nil, "\(method) at \(line):\(character)")
            }
            let unknown = session.request(
                method,
                [
                    "textDocument": ["uri": folder.appendingPathComponent("nowhere.sheet.yaml").absoluteString],
                    "position": ["line": 0, "character": 0],
                ]
            ).reply
            #expect((unknown?["error"] as? [String: Any])?["code"] as? Int == -32602)
            let bare = session.request(method, [:]).reply
            #expect((bare?["error"] as? [String: Any])?["code"] as? Int == -32602)
        }
        let actions = session.request("textDocument/codeAction", ["textDocument": document]).reply
        #expect((actions?["error"] as? [String: Any])?["code"] as? Int == -32602)
        // Still serving.
        let typed = MarkedText("version: 1\nsheets:\n  a:\n    type: \"é😀\"\n    presentation: ‸\n")
        _ = session.change(file, typed.text)
        #expect(session.completionLabels(file, typed) == ["modal", "overlay", "popover", "embedded"])
    }
}
