import Foundation
import SheetEditor
import SheetLanguage
import Testing

/// Keystrokes that arrive together are checked once: `ServerLoop` handles
/// every message it has read, then publishes the diagnostics they made due.
struct DebounceTests {
    static func frame(_ message: [String: Any]) -> Data {
        Data(MessageFraming.frame(Array(try! JSONSerialization.data(withJSONObject: message))))
    }

    /// The messages the loop wrote, decoded.
    static func messages(in data: Data) -> [[String: Any]] {
        var framing = MessageFraming()
        framing.append(data)
        var result: [[String: Any]] = []
        while case .message(let body)? = framing.next() {
            if let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] { result.append(object) }
        }
        return result
    }

    @Test func aBurstOfChangesIsCheckedOnceWithTheLastText() throws {
        let uri = "file:///tmp/sheetspec-debounce/menu.sheet.yaml"
        var input = Data()
        input += Self.frame(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:] as [String: Any]]])
        input += Self.frame(["jsonrpc": "2.0", "method": "initialized", "params": [:] as [String: Any]])
        let text = { (key: String) in "version: 1\nminimumOS: 16\nsheets:\n  menu:\n    type: MenuViewController\n    \(key): 12\n" }
        input += Self.frame([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text("c")] as [String: Any]],
        ])
        // Typing `cornerRadiuz` one key at a time: every prefix is an unknown key but the last.
        let typed = Array("cornerRadius")
        for count in 2...typed.count {
            input += Self.frame([
                "jsonrpc": "2.0", "method": "textDocument/didChange",
                "params": [
                    "textDocument": ["uri": uri, "version": count] as [String: Any],
                    "contentChanges": [["text": text(String(typed.prefix(count)))]],
                ] as [String: Any],
            ])
        }
        let inputPipe = Pipe(), outputPipe = Pipe()
        inputPipe.fileHandleForWriting.write(input)
        try inputPipe.fileHandleForWriting.close()

        let server = LanguageServer { ConfigurationLoader.load(path: $0) }
        let status = ServerLoop.run(
            server, input: inputPipe.fileHandleForReading.fileDescriptor,
            output: outputPipe.fileHandleForWriting.fileDescriptor)
        try outputPipe.fileHandleForWriting.close()
        #expect(status == 1, "end of input without shutdown")

        let written = Self.messages(in: outputPipe.fileHandleForReading.readDataToEndOfFile())
        let publications = written.filter { $0["method"] as? String == "textDocument/publishDiagnostics" }
        #expect(publications.count == 1, "\(typed.count) changes read together, one check")
        let diagnostics = (publications.first?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
        #expect(diagnostics?.isEmpty == true, "checked with the last text, `cornerRadius`")
        #expect(written.contains { $0["id"] as? Int == 1 }, "the request was answered")
    }

    @Test func handlingOneMessageAtATimeStillPublishesEachChange() {
        let server = LanguageServer { ConfigurationLoader.load(path: $0) }
        let body = { (message: [String: Any]) in Array(try! JSONSerialization.data(withJSONObject: message)) }
        _ = server.handle(body(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [:] as [String: Any]]))
        let open = body([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": "file:///tmp/x.sheet.yaml", "text": "version: 1\n"] as [String: Any]],
        ])
        #expect(server.handle(open, deferringDiagnostics: true).isEmpty, "deferred: nothing yet")
        #expect(server.dueDiagnostics().count == 1, "then one publication")
        #expect(server.dueDiagnostics().isEmpty, "and nothing is due twice")
        #expect(server.handle(open).count == 1, "without deferral a change publishes at once")
    }
}
