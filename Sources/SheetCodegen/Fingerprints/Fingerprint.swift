/// A 64-bit hash of bytes, written out here rather than taken from Swift's
/// `Hasher`: `Hasher` is seeded per process, and fingerprints are stored in
/// the output manifest and compared by the next run, on any machine, so they
/// must depend on the hashed bytes alone.
///
/// FNV-1a's offset basis and prime, applied a 64-bit little-endian word at a
/// time rather than a byte at a time (eight times fewer multiplications: a
/// no-op `generate` hashes every generated file), with a shift-xor after each
/// multiplication so that high bits reach the low ones. A tail shorter than a
/// word is zero-padded; callers that need it length-prefix their input.
///
/// Not cryptographic: it tells "the same inputs as last time" from "something
/// changed", where a miss only costs a render.
public struct Fingerprint: Hashable, Sendable, CustomStringConvertible {
    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01b3

    public private(set) var value: UInt64

    public init() {
        value = Self.offsetBasis
    }

    /// The fingerprint of `bytes` alone.
    public init<Bytes: Sequence<UInt8>>(of bytes: Bytes) {
        self.init()
        combine(bytes: bytes)
    }

    /// Sixteen lowercase hex digits, as the manifest stores it.
    public var description: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Reads `description` back (exactly sixteen lowercase hex digits);
    /// `nil` for anything else.
    init?(hex digits: Substring.UTF8View) {
        guard digits.count == 16 else { return nil }
        var value: UInt64 = 0  // mutate: equivalent — sixteen digits of four bits shift any starting value out
        for digit in digits {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt64(digit - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt64(digit - UInt8(ascii: "a") + 10)
            default: return nil
            }
        }
        self.value = value
    }

    /// One word: a number, a length or a tag.
    mutating func combine(_ word: UInt64) {
        value = Self.mix(value ^ word)
    }

    mutating func combine<Bytes: Sequence<UInt8>>(bytes: Bytes) {
        let done: Void? = bytes.withContiguousStorageIfAvailable { combine(buffer: UnsafeRawBufferPointer($0)) }
        if done == nil { Array(bytes).withUnsafeBytes { combine(buffer: $0) } }
    }

    /// A string as its length, then its UTF-8: with the length first, `"ab",
    /// "c"` and `"a", "bc"` feed different bytes.
    mutating func combine(_ text: String) {
        let utf8 = text.utf8
        combine(UInt64(utf8.count))
        combine(bytes: utf8)
    }

    private mutating func combine(buffer: UnsafeRawBufferPointer) {
        var hash = value
        var offset = 0
        let count = buffer.count
        while offset + 8 <= count {
            hash = Self.mix(hash ^ UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        if offset < count {
            var tail: UInt64 = 0
            for index in offset..<count { tail |= UInt64(buffer[index]) << (8 * UInt64(index - offset)) }
            hash = Self.mix(hash ^ tail)
        }
        value = hash
    }

    @inline(__always)
    /// One step: the state already xor-ed with the next word, times the prime, folded.
    private static func mix(_ mixed: UInt64) -> UInt64 {
        let product = mixed &* prime
        return product ^ (product >> 32)
    }
}
