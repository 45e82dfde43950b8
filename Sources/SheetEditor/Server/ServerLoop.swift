import SheetIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Moves bytes between a file descriptor pair and a `LanguageServer` until
/// `exit` or the end of input. Reads of any size are framed as they come.
public enum ServerLoop {
    /// Serves until `exit` (its status) or end of input (1: the editor went
    /// away without `shutdown`; also when input cannot be read).
    public static func run(
        _ server: LanguageServer, input: Int32 = STDIN_FILENO,
        output: Int32 = STDOUT_FILENO
    ) -> Int32 {
        var framing = MessageFraming()
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return server.exitStatus ?? 1 }
            framing.append(chunk[..<count])
            while let frame = framing.next() {
                let replies: [JSONValue]
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

    private static func write(_ messages: [JSONValue], to output: Int32) {
        for message in messages {
            let framed = MessageFraming.frame(JSONRPC.encode(message))
            _ = framed.withUnsafeBufferPointer { DescriptorWriter.write($0, to: output) }
        }
    }
}
