/// Well-formed UTF-8 as Unicode defines it (Table 3-7): no overlong forms, no
/// encoded surrogates, nothing above U+10FFFF. JSON text must be UTF-8
/// (RFC 8259 §8.1); checked by hand because `String(decoding:)` would
/// silently replace bad bytes and `String(validating:)` needs macOS 15.
enum UTF8Validation {
    /// The length of the well-formed sequence starting at `index` (a byte of
    /// 0x80 or more), or nil when the bytes there are not one.
    static func sequenceLength(in bytes: [UInt8], at index: Int) -> Int? {
        let lead = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        default: return nil
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return nil }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return nil }
        return length
    }
}
