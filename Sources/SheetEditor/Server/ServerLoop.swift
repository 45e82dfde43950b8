import Foundation

/// Moves bytes between a file descriptor pair and a `LanguageServer` until
/// `exit` or the end of input. Reads of any size are framed as they come.
public enum ServerLoop {
    /// Serves until `exit` (its status) or end of input (1: the editor went
    /// away without `shutdown`).
    public static func run(_ server: LanguageServer, input: FileHandle = .standardInput,
                           output: FileHandle = .standardOutput) -> Int32 {
        var framing = MessageFraming()
        while true {
            let chunk = input.availableData
            if chunk.isEmpty { return server.exitStatus ?? 1 }
            framing.append(chunk)
            while let frame = framing.next() {
                let replies: [[String: Any]]
                switch frame {
                case .message(let body): replies = server.handle(body, deferringDiagnostics: true)
                case .malformedHeader: replies = server.malformedHeader()
                }
                write(replies, to: output)
                if let status = server.exitStatus { return status }
            }
            // Every message read so far is handled: check once for all their changes.
            write(server.dueDiagnostics(), to: output)
        }
    }

    private static func write(_ messages: [[String: Any]], to output: FileHandle) {
        for message in messages { output.write(Data(MessageFraming.frame(JSONRPC.encode(message)))) }
    }
}
