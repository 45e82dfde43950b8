import Foundation
import SheetEditor
import SheetLanguage

/// Drives a `LanguageServer` as an editor would, one message at a time.
final class ServerSession {
    let server = LanguageServer { ConfigurationLoader.load(path: $0) }
    private var nextID = 1

    /// Sends a request; its reply and whatever else the server sent.
    @discardableResult
    func request(_ method: String, _ params: [String: Any] = [:]) -> (reply: [String: Any]?, others: [[String: Any]]) {
        let id = nextID
        nextID += 1
        let out = send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        let reply = out.first { ($0["id"] as? Int) == id }
        return (reply, out.filter { ($0["id"] as? Int) != id })
    }

    @discardableResult
    func notify(_ method: String, _ params: [String: Any]) -> [[String: Any]] {
        send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    func send(_ message: [String: Any]) -> [[String: Any]] {
        let body = try! JSONSerialization.data(withJSONObject: message)
        return roundTrip(server.handle(Array(body)))
    }

    /// Replies pass through JSON as they would on the wire, read back by
    /// Foundation's `JSONSerialization`: a check of the server's writer by another.
    private func roundTrip(_ messages: [JSONValue]) -> [[String: Any]] {
        messages.map { try! JSONSerialization.jsonObject(with: Data(JSONRPC.encode($0))) as! [String: Any] }
    }

    /// `initialize` with the workspace root and, when given, `initializationOptions`.
    func initialize(root: URL, options: [String: Any]? = nil) {
        var params: [String: Any] = [
            "processId": NSNull(), "rootUri": root.absoluteString, "capabilities": [:] as [String: Any],
        ]
        if let options { params["initializationOptions"] = options }
        request("initialize", params)
        notify("initialized", [:])
    }

    func open(_ file: URL, _ text: String) -> [[String: Any]] {
        notify("textDocument/didOpen", [
            "textDocument": ["uri": file.absoluteString, "languageId": "yaml", "version": 1, "text": text] as [String: Any]
        ])
    }

    func change(_ file: URL, _ text: String, version: Int = 2) -> [[String: Any]] {
        notify("textDocument/didChange", [
            "textDocument": ["uri": file.absoluteString, "version": version] as [String: Any],
            "contentChanges": [["text": text]],
        ])
    }

    /// The diagnostics published for `file` among `messages`; nil when none were.
    static func diagnostics(for file: URL, in messages: [[String: Any]]) -> [[String: Any]]? {
        for message in messages where message["method"] as? String == "textDocument/publishDiagnostics" {
            let params = message["params"] as! [String: Any]
            if params["uri"] as? String == file.absoluteString { return params["diagnostics"] as? [[String: Any]] }
        }
        return nil
    }
}

/// A document's text with a cursor marked by `‸`, and the LSP position of
/// the mark (its UTF-16 column, as editors send it).
struct MarkedText {
    var text: String
    var line: Int
    var character: Int

    init(_ marked: String) {
        let parts = marked.components(separatedBy: "‸")
        precondition(parts.count == 2, "one ‸ marks the cursor")
        text = parts.joined()
        let before = parts[0].components(separatedBy: "\n")
        line = before.count - 1
        character = before[before.count - 1].utf16.count
    }

    var position: [String: Any] { ["line": line, "character": character] }
}

extension ServerSession {
    /// A request about a position of `file`; its result (nil for an error reply).
    func ask(_ method: String, _ file: URL, _ marked: MarkedText, _ extra: [String: Any] = [:]) -> Any? {
        var params: [String: Any] = ["textDocument": ["uri": file.absoluteString], "position": marked.position]
        params.merge(extra) { _, new in new }
        return request(method, params).reply?["result"]
    }

    /// The labels of the completion at the mark.
    func completionLabels(_ file: URL, _ marked: MarkedText) -> [String] {
        let list = ask("textDocument/completion", file, marked) as? [String: Any]
        return (list?["items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
    }

    /// The Markdown of the hover at the mark.
    func hoverText(_ file: URL, _ marked: MarkedText) -> String? {
        ((ask("textDocument/hover", file, marked) as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
    }
}
