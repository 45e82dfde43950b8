import Foundation
import Testing

/// `sheetspec lsp` driven as a subprocess with framed messages, as an editor
/// starts it: bad messages are answered with JSON-RPC errors and do not stop
/// it, and the exit status follows LSP's shutdown handshake.
struct LSPCommandTests {
    static func frame(_ json: String) -> String {
        "Content-Length: \(json.utf8.count)\r\n\r\n\(json)"
    }

    /// Runs the server on `input` in `folder`; its status and the JSON bodies it wrote.
    static func serve(_ input: String, in folder: URL) throws -> (status: Int32, messages: [[String: Any]]) {
        let inputFile = folder.appendingPathComponent("input.lsp")
        try input.write(to: inputFile, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = CommandRunner.binary
        process.arguments = ["lsp"]
        process.currentDirectoryURL = folder
        process.standardInput = try FileHandle(forReadingFrom: inputFile)
        // A file, not a pipe: a pipe's end would also come only when every
        // process started meanwhile by a parallel test, which inherits its
        // write end, had exited.
        let outputFile = folder.appendingPathComponent("output.lsp")
        FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try bodies(Array(try Data(contentsOf: outputFile))))
    }

    /// Splits the server's output by its Content-Length headers.
    static func bodies(_ bytes: [UInt8]) throws -> [[String: Any]] {
        var messages: [[String: Any]] = []
        var rest = bytes[...]
        while !rest.isEmpty {
            let text = String(decoding: rest.prefix(64), as: UTF8.self)
            let header = try #require(text.range(of: "\r\n\r\n"))
            let length = try #require(Int(text[..<header.lowerBound].dropFirst("Content-Length: ".count)))
            let start = rest.startIndex + text[..<header.upperBound].utf8.count
            let body = Data(rest[start..<start + length])
            messages.append(try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any]))
            rest = rest[(start + length)...]
        }
        return messages
    }

    static func reply(_ id: Int, in messages: [[String: Any]]) -> [String: Any]? {
        messages.first { ($0["id"] as? Int) == id }
    }

    @Test func aSessionGetsDiagnosticsSurvivesBadMessagesAndExitsCleanly() throws {
        let folder = try CommandRunner.scratchFolder()
        let uri = folder.appendingPathComponent("checkout.sheet.yaml").absoluteString
        let spec = #"version: 1\nsheets:\n  checkout:\n    type: CheckoutViewController\n    cornerRadiuz: 12\n"#
        let input = [
            Self.frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"rootUri":"\#(folder.absoluteString)","capabilities":{}}}"#),
            Self.frame(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#),
            Self.frame(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"yaml","version":1,"text":"\#(spec)"}}}"#),
            "Content-Length: many\r\n\r\n",
            Self.frame(#"{"jsonrpc":"2.0","id":2,"method":"#),
            Self.frame(#"{"jsonrpc":"2.0","id":3,"method":"textDocument/unheardOf","params":{}}"#),
            Self.frame(#"{"jsonrpc":"2.0","method":"$/unheardOf","params":{}}"#),
            Self.frame(#"{"jsonrpc":"2.0","id":4,"method":"shutdown"}"#),
            Self.frame(#"{"jsonrpc":"2.0","method":"exit"}"#),
        ].joined()
        let (status, messages) = try Self.serve(input, in: folder)
        #expect(status == 0)

        let capabilities = try #require(Self.reply(1, in: messages)?["result"] as? [String: Any])
        let sync = (capabilities["capabilities"] as? [String: Any])?["textDocumentSync"] as? [String: Any]
        #expect(sync?["change"] as? Int == 1 && sync?["openClose"] as? Bool == true, "full sync")
        #expect(sync?["save"] != nil, "saves are reported, to reload .sheetspec.yml")
        let published = try #require(messages.first { $0["method"] as? String == "textDocument/publishDiagnostics" })
        let params = try #require(published["params"] as? [String: Any])
        #expect(params["uri"] as? String == uri)
        let diagnostics = try #require(params["diagnostics"] as? [[String: Any]])
        let range = try #require(diagnostics.first?["range"] as? [String: [String: Int]])
        #expect(range["start"] == ["line": 4, "character": 4])

        let errorCodes = messages.compactMap { ($0["error"] as? [String: Any])?["code"] as? Int }
        // The bad header and the cut-off JSON: parse errors, with no id to answer.
        #expect(errorCodes.filter { $0 == -32700 }.count == 2)
        #expect((Self.reply(3, in: messages)?["error"] as? [String: Any])?["code"] as? Int == -32601)
        #expect(Self.reply(4, in: messages)?["result"] is NSNull)
    }

    @Test func exitWithoutShutdownIsAFailure() throws {
        let folder = try CommandRunner.scratchFolder()
        let input = Self.frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
            + Self.frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let (status, messages) = try Self.serve(input, in: folder)
        #expect(status == 1)
        #expect(Self.reply(1, in: messages) != nil)
    }

    @Test func theEndOfInputWithoutExitIsAFailure() throws {
        let folder = try CommandRunner.scratchFolder()
        let (status, _) = try Self.serve(Self.frame(#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#), in: folder)
        #expect(status == 1)
    }

    /// Completion and hover through the binary: the keywords after
    /// `presentation: `, and on a code generation's code (which only the
    /// command line's catalog knows) the page `sheetspec explain` prints.
    @Test func completionAndHoverAnswerThroughTheBinary() throws {
        let folder = try CommandRunner.scratchFolder()
        let uri = folder.appendingPathComponent("checkout.sheet.yaml").absoluteString
        // Line 3 is `    presentation: ` (column 18); line 4 the comment, `SS4302` from column 6.
        let spec = #"version: 1\nsheets:\n  checkout:\n    presentation: \n  # SS4302\n"#
        let document = #"{"uri":"\#(uri)"}"#
        let input = [
            Self.frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"rootUri":"\#(folder.absoluteString)","capabilities":{}}}"#),
            Self.frame(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"yaml","version":1,"text":"\#(spec)"}}}"#),
            Self.frame(#"{"jsonrpc":"2.0","id":2,"method":"textDocument/completion","params":{"textDocument":\#(document),"position":{"line":3,"character":18}}}"#),
            Self.frame(#"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{"textDocument":\#(document),"position":{"line":4,"character":8}}}"#),
            Self.frame(#"{"jsonrpc":"2.0","id":4,"method":"shutdown"}"#),
            Self.frame(#"{"jsonrpc":"2.0","method":"exit"}"#),
        ].joined()
        let (status, messages) = try Self.serve(input, in: folder)
        #expect(status == 0)

        let capabilities = try #require((Self.reply(1, in: messages)?["result"] as? [String: Any])?["capabilities"] as? [String: Any])
        #expect(capabilities["hoverProvider"] as? Bool == true)
        let completion = try #require(Self.reply(2, in: messages)?["result"] as? [String: Any])
        let labels = (completion["items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
        #expect(labels == ["modal", "overlay", "popover", "embedded"])

        let hover = try #require(Self.reply(3, in: messages)?["result"] as? [String: Any])
        let text = try #require((hover["contents"] as? [String: Any])?["value"] as? String)
        let explained = try CommandRunner.run(["explain", "SS4302"], in: folder)
        #expect(explained.status == 0)
        #expect(text == "```text\n\(explained.stdout)```")
    }
}
