import SheetEditor
import Testing

/// `JSONParser` reads exactly RFC 8259's JSON: every kind of value, every
/// escape, and an error (never a crash) for everything else.
struct JSONParserTests {
    private func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    @Test func readsEveryKindOfValueInDocumentOrder() throws {
        let value = try parse(#" { "b" : [1, -2.5e3, true, false, null, "x"], "a": {}, "c": [] } "#)
        let expected: JSONValue = ["b": [1, -2500.0, true, false, nil, "x"], "a": [:], "c": []]
        #expect(value == expected)
        #expect(value.object?.keys == ["b", "a", "c"])
    }

    @Test func decodesEveryEscapeAndSurrogatePairs() throws {
        let value = try parse(#""\"\\\/\b\f\n\r\t\u00e9\u00E9\ud83d\ude00 é😀""#)
        #expect(value == .string("\"\\/\u{08}\u{0C}\n\r\té\u{E9}😀 é😀"))
    }

    /// One, two, three and four bytes of UTF-8 from escapes, with plain runs between them.
    @Test func escapesOfEveryLengthJoinTheirRuns() throws {
        #expect(try parse(#""a\u0041b\u00e9c\u20ACd\ud83d\ude00e\nf""#) == .string("aAbéc€d😀e\nf"))
        #expect(try parse(#""\n\n""#) == .string("\n\n"))
    }

    @Test func keepsIntegersApartFromOtherNumbers() throws {
        #expect(try parse("0") == .integer(0))
        #expect(try parse("-0") == .integer(0))
        #expect(try parse("9223372036854775807") == .integer(Int.max))
        #expect(try parse("-9223372036854775808") == .integer(Int.min))
        #expect(try parse("9223372036854775808") == .double(9_223_372_036_854_775_808))
        #expect(try parse("1E2") == .double(100))
        #expect(try parse("0.5e-1") == .double(0.05))
        #expect(try parse("2.0").int == 2, "an integral number reads as an Int")
        #expect(try parse("2.5").int == nil)
        #expect(try parse("\"2\"").int == nil)
    }

    @Test func aRepeatedKeyReadsAsItsLastValue() throws {
        let value = try parse(#"{"a": 1, "a": 2}"#)
        #expect(value["a"] == .integer(2))
        #expect(value.object?.count == 2, "both members are kept, so the object writes back as read")
    }

    /// Each input, with why it is not JSON and where reading stopped.
    static let malformed: [(bytes: [UInt8], reason: JSONParseError.Reason, offset: Int)] = [
        (Array("".utf8), .unexpectedEnd, 0),
        (Array("  ".utf8), .unexpectedEnd, 2),
        (Array("{".utf8), .unexpectedEnd, 1),
        (Array("[1,".utf8), .unexpectedEnd, 3),
        (Array("[1,]".utf8), .unexpectedByte(UInt8(ascii: "]")), 3),
        (Array(#"{"a":1,}"#.utf8), .unexpectedByte(UInt8(ascii: "}")), 7),
        (Array(#"{"a" 1}"#.utf8), .unexpectedByte(UInt8(ascii: "1")), 5),
        (Array("{1:2}".utf8), .unexpectedByte(UInt8(ascii: "1")), 1),
        (Array("[1 2]".utf8), .unexpectedByte(UInt8(ascii: "2")), 3),
        (Array("1 2".utf8), .trailingContent, 2),
        (Array("01".utf8), .invalidNumber, 0),
        (Array("1.".utf8), .invalidNumber, 0),
        (Array(".5".utf8), .unexpectedByte(UInt8(ascii: ".")), 0),
        (Array("-".utf8), .unexpectedEnd, 1),
        (Array("-a".utf8), .invalidNumber, 0),
        (Array("+1".utf8), .unexpectedByte(UInt8(ascii: "+")), 0),
        (Array("1e".utf8), .invalidNumber, 0),
        (Array("1e+".utf8), .invalidNumber, 0),
        (Array("1e999".utf8), .numberOutOfRange, 0),
        (Array("NaN".utf8), .unexpectedByte(UInt8(ascii: "N")), 0),
        (Array("tru".utf8), .unexpectedEnd, 3),
        (Array("nul1".utf8), .unexpectedByte(UInt8(ascii: "1")), 3),
        (Array("'x'".utf8), .unexpectedByte(UInt8(ascii: "'")), 0),
        (Array("/* c */ 1".utf8), .unexpectedByte(UInt8(ascii: "/")), 0),
        (Array(#""abc"#.utf8), .unexpectedEnd, 4),
        (Array(#""\x""#.utf8), .invalidEscape, 1),
        (Array(#""\u12""#.utf8), .invalidEscape, 1),
        (Array(#""\u12G4""#.utf8), .invalidEscape, 1),
        (Array(#""\u12"#.utf8), .unexpectedEnd, 5),
        (Array(#""\ud800""#.utf8), .unpairedSurrogate, 1),
        (Array(#""\udc00""#.utf8), .unpairedSurrogate, 1),
        (Array(#""\ud800\u0041""#.utf8), .unpairedSurrogate, 1),
        ([0x22, 0x61, 0x09, 0x22], .controlCharacterInString, 2),
        ([0x22, 0x0A, 0x22], .controlCharacterInString, 1),
        ([0xEF, 0xBB, 0xBF, 0x7B, 0x7D], .unexpectedByte(0xEF), 0),  // a byte order mark
        ([0x22, 0xC0, 0xAF, 0x22], .invalidUTF8, 1),  // overlong "/"
        ([0x22, 0xED, 0xA0, 0x80, 0x22], .invalidUTF8, 1),  // an encoded surrogate
        ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], .invalidUTF8, 1),  // above U+10FFFF
        ([0x22, 0xE2, 0x82, 0x22], .invalidUTF8, 1),  // cut short
        ([0x22, 0x80, 0x22], .invalidUTF8, 1),  // a lone continuation byte
        ([0x22, 0xE2, 0x82], .invalidUTF8, 1),  // cut short by the end of input
        (Array(String(repeating: "[", count: JSONParser.maximumDepth + 1).utf8), .tooDeep, JSONParser.maximumDepth),
        (Array(String(repeating: #"{"a":"#, count: 200).utf8), .tooDeep, 5 * JSONParser.maximumDepth),
    ]

    @Test(arguments: malformed.indices)
    func malformedInputIsAnErrorWithItsReason(_ index: Int) {
        let (bytes, reason, offset) = Self.malformed[index]
        #expect(throws: JSONParseError(reason, at: offset)) { try JSONParser.parse(bytes) }
    }

    @Test func nestingUpToTheLimitIsRead() throws {
        let depth = JSONParser.maximumDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var value = try parse(text)
        for _ in 1..<depth { value = try #require(value.array?.first) }
        #expect(value == [])
    }

    /// A million brackets would overflow the stack of a parser without a limit.
    @Test func hostileNestingStopsAtTheLimit() {
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)
        #expect(throws: JSONParseError(.tooDeep, at: JSONParser.maximumDepth)) { try JSONParser.parse(bytes) }
    }

    @Test(arguments: malformed.indices)
    func aMalformedMessageIsAnsweredWithAParseError(_ index: Int) {
        guard case .invalid(let reply?) = JSONRPC.parse(Self.malformed[index].bytes) else {
            Issue.record("no parse error reply")
            return
        }
        #expect(reply["error"]?["code"] == .integer(JSONRPC.ErrorCode.parseError.rawValue))
        #expect(reply["id"] == .null)
    }
}
