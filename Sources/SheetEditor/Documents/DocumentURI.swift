import SheetDiagnostics

/// `file://` URIs, the only kind the server reads, to paths and back
/// (RFC 8089 as editors write it: `file:///abs/path`, `file://localhost/…`,
/// or `file:/abs/path`), with percent-escapes decoded and encoded as RFC 3986
/// asks for a path.
public enum DocumentURI {
    /// The path of a `file` URI; nil for another scheme, another host, a
    /// relative path or a broken percent-escape.
    public static func path(of uri: String) -> String? {
        var rest = Substring(uri)
        // Query and fragment are no part of the path.
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        guard rest.count >= 5, rest.prefix(5).lowercased() == "file:" else { return nil }
        rest = rest.dropFirst(5)
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let hostEnd = rest.firstIndex(of: "/") ?? rest.endIndex
            let host = rest[..<hostEnd].lowercased()
            guard host.isEmpty || host == "localhost" else { return nil }
            rest = rest[hostEnd...]
        }
        guard rest.hasPrefix("/"), var path = percentDecoded(rest) else { return nil }
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// The `file` URI of an absolute path (`FileURI.absolute`, as SARIF writes it).
    public static func uri(of path: String) -> String {
        FileURI.absolute(path)
    }

    /// The text with every `%XX` replaced by its byte; nil for a `%` not
    /// followed by two hex digits, an escaped NUL, or bytes that are not UTF-8.
    private static func percentDecoded(_ text: Substring) -> String? {
        let input = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(input.count)
        var index = 0
        while index < input.count {
            guard input[index] == UInt8(ascii: "%") else {
                output.append(input[index])
                index += 1
                continue
            }
            guard index + 2 < input.count, let high = hexValue(input[index + 1]), let low = hexValue(input[index + 2])
            else { return nil }
            // A NUL would end the path early where it meets the C library.
            guard high != 0 || low != 0 else { return nil }
            output.append(high << 4 | low)
            index += 3
        }
        var position = 0
        while position < output.count {
            if output[position] < 0x80 {
                position += 1
            } else {
                guard let length = UTF8Validation.sequenceLength(in: output, at: position) else { return nil }
                position += length
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
