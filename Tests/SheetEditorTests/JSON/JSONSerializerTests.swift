import SheetEditor
import TestSupport
import Testing

/// `JSONSerializer` writes compact JSON in the order members were built, and
/// what it writes reads back as the same value.
struct JSONSerializerTests {
    private func text(_ value: JSONValue) -> String {
        String(decoding: JSONSerializer.bytes(of: value), as: UTF8.self)
    }

    @Test func writesMembersInTheOrderTheyWereAdded() {
        var object: JSONObject = ["z": 1, "a": [true, nil]]
        object["m"] = "x"
        object["z"] = 2  // replaced in place
        #expect(text(.object(object)) == #"{"z":2,"a":[true,null],"m":"x"}"#)
        object["a"] = nil
        #expect(text(.object(object)) == #"{"z":2,"m":"x"}"#)
    }

    @Test func escapesOnlyWhatJSONRequires() {
        let value: JSONValue = .string("\"\\/\n\r\t\u{08}\u{1F}\u{7F} é😀")
        #expect(text(value) == #""\"\\/\n\r\t\u0008\u001f"# + "\u{7F} é😀\"")
    }

    @Test func writesNumbersAsJSON() {
        #expect(text([0, -7, .integer(Int.min), 0.5, 1e-5, 2.0]) == "[0,-7,-9223372036854775808,0.5,1e-05,2.0]")
        #expect(text(.double(.infinity)) == "null", "JSON has no infinity")
    }

    @Test func aTextReadsAndWritesBackByteForByte() throws {
        let text = #"{"jsonrpc":"2.0","id":7,"b":{"z":[],"a":{}},"a":[-1.5,"\"é\u0001",false,null],"b":1}"#
        let value = try JSONParser.parse(Array(text.utf8))
        #expect(self.text(value) == text)
    }

    @Test func randomValuesSurviveTheRoundTrip() throws {
        var random = SeededGenerator(seed: 23)
        for _ in 0..<300 {
            let value = Self.randomValue(depth: 0, using: &random)
            let bytes = JSONSerializer.bytes(of: value)
            #expect(try JSONParser.parse(bytes) == value, "\(String(decoding: bytes, as: UTF8.self))")
        }
    }

    private static func randomValue(depth: Int, using random: inout SeededGenerator) -> JSONValue {
        switch Int.random(in: 0..<(depth < 4 ? 8 : 6), using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2: return .integer(Int.random(in: Int.min...Int.max, using: &random))
        case 3: return .double(Double.random(in: -1e6...1e6, using: &random))
        case 4, 5: return .string(randomString(using: &random))
        case 6:
            return .array(
                (0..<Int.random(in: 0..<4, using: &random)).map { _ in randomValue(depth: depth + 1, using: &random) })
        default:
            var object = JSONObject()
            for _ in 0..<Int.random(in: 0..<4, using: &random) {
                object[randomString(using: &random)] = randomValue(depth: depth + 1, using: &random)
            }
            return .object(object)
        }
    }

    /// Control characters, quotes, backslashes, and scalars of every UTF-8 length.
    private static func randomString(using random: inout SeededGenerator) -> String {
        let pool: [Unicode.Scalar] = [
            "\u{0}", "\u{1F}", "\"", "\\", "/", "a", "Z", " ", "é", "\u{7FF}", "€", "\u{FFFF}", "😀", "\u{10FFFF}",
        ]
        var text = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0..<6, using: &random) { text.append(pool.randomElement(using: &random)!) }
        return String(text)
    }
}
