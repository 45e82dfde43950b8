/// Why bytes are not one JSON text (RFC 8259), and where: the byte offset at
/// which reading stopped. The server answers such a message with JSON-RPC's
/// parse error; it never guesses at what was meant.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable {
        /// The text ended inside a value, or held no value at all.
        case unexpectedEnd
        /// A byte no JSON value or separator can start with at that place.
        case unexpectedByte(UInt8)
        /// Something after the one top-level value.
        case trailingContent
        /// A number not in RFC 8259's grammar (`01`, `1.`, `-`, `.5`, `1e`).
        case invalidNumber
        /// A number too large for a `Double`.
        case numberOutOfRange
        /// A raw control character (below U+0020) inside a string.
        case controlCharacterInString
        /// A backslash not followed by one of `"\/bfnrt` or `u` and four hex digits.
        case invalidEscape
        /// A `\u` escape of half a surrogate pair without its other half.
        case unpairedSurrogate
        /// Bytes inside a string that are not well-formed UTF-8.
        case invalidUTF8
        /// Arrays and objects nested deeper than `JSONParser.maximumDepth`.
        case tooDeep
    }

    public var reason: Reason
    public var offset: Int

    public init(_ reason: Reason, at offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    public var description: String {
        let what: String
        switch reason {
        case .unexpectedEnd: what = "the text ends before the value does"
        case .unexpectedByte(let byte): what = "unexpected byte 0x\(String(byte, radix: 16))"
        case .trailingContent: what = "more after the value"
        case .invalidNumber: what = "not a JSON number"
        case .numberOutOfRange: what = "number out of range"
        case .controlCharacterInString: what = "a control character must be escaped in a string"
        case .invalidEscape: what = "invalid escape"
        case .unpairedSurrogate: what = "half of a UTF-16 surrogate pair"
        case .invalidUTF8: what = "not UTF-8"
        case .tooDeep: what = "nested more than \(JSONParser.maximumDepth) levels"
        }
        return "\(what) at byte \(offset)"
    }
}
