/// Reads one JSON text (RFC 8259) from bytes: UTF-8 only, no byte order
/// mark, no comments, no trailing commas, numbers in the RFC's grammar, and
/// every `\u` surrogate paired. Anything else is a `JSONParseError`, never a
/// crash: the bytes come from whatever process started the server.
///
/// It recurses once per nesting level, so `maximumDepth` bounds the stack a
/// message of a million `[` could otherwise exhaust.
public struct JSONParser {
    /// Deeper than any LSP message (they nest about ten levels).
    public static let maximumDepth = 128

    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes)
        parser.skipWhitespace()
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.position == bytes.count else { throw JSONParseError(.trailingContent, at: parser.position) }
        return value
    }

    private mutating func value() throws(JSONParseError) -> JSONValue {
        guard position < bytes.count else { throw JSONParseError(.unexpectedEnd, at: position) }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        case let byte: throw JSONParseError(.unexpectedByte(byte), at: position)
        }
    }

    private mutating func object() throws(JSONParseError) -> JSONValue {
        try enter()
        var members = JSONObject()
        skipWhitespace()
        if try consume(UInt8(ascii: "}")) { return leave(.object(members)) }
        while true {
            guard position < bytes.count else { throw JSONParseError(.unexpectedEnd, at: position) }
            guard bytes[position] == UInt8(ascii: "\"") else {
                throw JSONParseError(.unexpectedByte(bytes[position]), at: position)
            }
            let key = try string()
            skipWhitespace()
            try expect(UInt8(ascii: ":"))
            skipWhitespace()
            members.appendParsed(key: key, value: try value())
            skipWhitespace()
            if try consume(UInt8(ascii: "}")) { return leave(.object(members)) }
            try expect(UInt8(ascii: ","))
            skipWhitespace()
        }
    }

    private mutating func array() throws(JSONParseError) -> JSONValue {
        try enter()
        var elements: [JSONValue] = []
        skipWhitespace()
        if try consume(UInt8(ascii: "]")) { return leave(.array(elements)) }
        while true {
            elements.append(try value())
            skipWhitespace()
            if try consume(UInt8(ascii: "]")) { return leave(.array(elements)) }
            try expect(UInt8(ascii: ","))
            skipWhitespace()
        }
    }

    /// Steps over the opening bracket, one level deeper.
    private mutating func enter() throws(JSONParseError) {
        guard depth < Self.maximumDepth else { throw JSONParseError(.tooDeep, at: position) }
        depth += 1
        position += 1
    }

    private mutating func leave(_ value: JSONValue) -> JSONValue {
        depth -= 1
        return value
    }

    private mutating func literal(_ word: StaticString) throws(JSONParseError) {
        for index in 0..<word.utf8CodeUnitCount {
            guard position < bytes.count else { throw JSONParseError(.unexpectedEnd, at: position) }
            guard bytes[position] == word.utf8Start[index] else {
                throw JSONParseError(.unexpectedByte(bytes[position]), at: position)
            }
            position += 1
        }
    }

    // MARK: Numbers

    private mutating func number() throws(JSONParseError) -> JSONValue {
        let start = position
        var isInteger = true
        _ = try consume(UInt8(ascii: "-"))
        guard position < bytes.count else { throw JSONParseError(.unexpectedEnd, at: position) }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            // No leading zeros: `01` is not a number.
            guard try digits() == 0 else { throw JSONParseError(.invalidNumber, at: start) }
        } else {
            guard try digits() > 0 else { throw JSONParseError(.invalidNumber, at: start) }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            isInteger = false
            guard try digits() > 0 else { throw JSONParseError(.invalidNumber, at: start) }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            isInteger = false
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard try digits() > 0 else { throw JSONParseError(.invalidNumber, at: start) }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if isInteger, let integer = Int(text) { return .integer(integer) }
        guard let double = Double(text), double.isFinite else { throw JSONParseError(.numberOutOfRange, at: start) }
        return .double(double)
    }

    /// Steps over decimal digits; how many.
    private mutating func digits() throws(JSONParseError) -> Int {
        let start = position
        while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
            position += 1
        }
        return position - start
    }

    // MARK: Strings

    /// A string starting at its opening quote, escapes decoded.
    private mutating func string() throws(JSONParseError) -> String {
        position += 1
        // Bytes of the string when it has escapes; without any (the usual
        // case) the string is made from the input's bytes at once.
        var decoded: [UInt8]?
        var runStart = position
        while true {
            guard position < bytes.count else { throw JSONParseError(.unexpectedEnd, at: position) }
            switch bytes[position] {
            case UInt8(ascii: "\""):
                let run = bytes[runStart..<position]
                position += 1
                guard var decoded else { return String(decoding: run, as: UTF8.self) }
                decoded.append(contentsOf: run)
                return String(decoding: decoded, as: UTF8.self)
            case UInt8(ascii: "\\"):
                var escaped = decoded ?? []
                decoded = nil  // `escaped` alone holds the buffer, so it grows in place
                escaped.append(contentsOf: bytes[runStart..<position])
                // Straight into the bytes, with no `String` made for each escape
                // (every line of a document's text ends in one).
                UTF8.encode(try escape()) { escaped.append($0) }
                decoded = escaped
                runStart = position
            case 0..<0x20:
                throw JSONParseError(.controlCharacterInString, at: position)
            case 0x20..<0x80:
                position = endOfPlainASCII(from: position)
            default:
                guard let length = UTF8Validation.sequenceLength(in: bytes, at: position) else {
                    throw JSONParseError(.invalidUTF8, at: position)
                }
                position += length
            }
        }
    }

    /// The first index from `start` that is not printable ASCII other than a
    /// quote or a backslash: the loop over a document's text in `didChange`,
    /// run without bounds checks.
    private func endOfPlainASCII(from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var index = start
            while index < buffer.count {
                let byte = buffer[index]
                guard byte >= 0x20, byte < 0x80, byte != 0x22, byte != 0x5C else { break }
                index += 1
            }
            return index
        }
    }

    /// One escape starting at its backslash.
    private mutating func escape() throws(JSONParseError) -> Unicode.Scalar {
        let start = position
        position += 1
        guard position < bytes.count else { throw JSONParseError(.unexpectedEnd, at: position) }
        let letter = bytes[position]
        position += 1
        switch letter {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit(escapeStart: start)
            switch unit {
            case 0xD800...0xDBFF:
                // A high surrogate must be followed by `\u` and a low one.
                let lowStart = position
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                    bytes[position + 1] == UInt8(ascii: "u")
                else { throw JSONParseError(.unpairedSurrogate, at: start) }
                position += 2
                let low = try hexUnit(escapeStart: lowStart)
                guard (0xDC00...0xDFFF).contains(low) else { throw JSONParseError(.unpairedSurrogate, at: start) }
                let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                return Unicode.Scalar(value)!
            case 0xDC00...0xDFFF:
                throw JSONParseError(.unpairedSurrogate, at: start)
            default:
                return Unicode.Scalar(unit)!
            }
        default:
            throw JSONParseError(.invalidEscape, at: start)
        }
    }

    /// The four hex digits after `\u`.
    private mutating func hexUnit(escapeStart: Int) throws(JSONParseError) -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard position < bytes.count else { throw JSONParseError(.unexpectedEnd, at: position) }
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw JSONParseError(.invalidEscape, at: escapeStart)
            }
            unit = unit << 4 | UInt16(digit)
            position += 1
        }
        return unit
    }

    // MARK: Separators

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    /// Steps over `byte` when it is next.
    private mutating func consume(_ byte: UInt8) throws(JSONParseError) -> Bool {
        guard position < bytes.count else { throw JSONParseError(.unexpectedEnd, at: position) }
        guard bytes[position] == byte else { return false }
        position += 1
        return true
    }

    private mutating func expect(_ byte: UInt8) throws(JSONParseError) {
        guard try consume(byte) else { throw JSONParseError(.unexpectedByte(bytes[position]), at: position) }
    }
}
