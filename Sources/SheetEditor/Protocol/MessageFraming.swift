/// Splits the byte stream an editor writes into LSP messages:
/// `Content-Length: N` headers, a blank line, then N bytes of JSON.
///
/// Bytes are appended as they arrive, so a read that ends in the middle of a
/// header or a body simply waits for the next one. A header block without a
/// usable length cannot be recovered from by counting, so it is reported and
/// skipped up to its blank line; the stream goes on with the next message.
public struct MessageFraming: Sendable {
    public enum Frame: Equatable, Sendable {
        case message([UInt8])
        /// A header block that names no valid `Content-Length`.
        case malformedHeader(String)
    }

    /// Largest body accepted; a longer announced length is treated as a
    /// malformed header so that one bad message cannot exhaust memory.
    public static let maximumBodyBytes = 64 << 20

    private var buffer: [UInt8] = []

    public init() {}

    public mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next complete frame, or nil when more bytes are needed.
    public mutating func next() -> Frame? {
        guard let headerEnd = Self.headerTerminator(in: buffer) else { return nil }
        let header = String(decoding: buffer[..<headerEnd.start], as: UTF8.self)
        guard let length = Self.contentLength(header), length <= Self.maximumBodyBytes else {
            buffer.removeFirst(headerEnd.end)
            return .malformedHeader(header)
        }
        guard buffer.count - headerEnd.end >= length else { return nil }
        let body = Array(buffer[headerEnd.end..<headerEnd.end + length])
        buffer.removeFirst(headerEnd.end + length)
        return .message(body)
    }

    /// Frames one outgoing JSON body.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    private static func headerTerminator(in bytes: [UInt8]) -> (start: Int, end: Int)? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4)
        where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return (index, index + 4)
        }
        return nil
    }

    private static func contentLength(_ header: String) -> Int? {
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "content-length" else { continue }
            return Int(parts[1].trimmingSpaces).flatMap { $0 >= 0 ? $0 : nil }
        }
        return nil
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while text.first == " " || text.first == "\t" { text.removeFirst() }
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return text
    }
}
