import Testing

@testable import SheetYAML

struct ByteEqualityTests {
    /// Every length class (the single byte, the two-, four- and eight-byte
    /// loads, the overlapping last word), with one byte changed at each place.
    @Test(arguments: [0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31])
    func findsADifferenceAtEveryPlace(count: Int) {
        let left = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        left.withUnsafeBufferPointer { value in
            #expect(bytesEqual(value, value))
            #expect(Array(left).withUnsafeBufferPointer { bytesEqual(value, $0) })
            for position in 0..<count {
                var right = left
                right[position] ^= 0x20
                right.withUnsafeBufferPointer { other in
                    #expect(!bytesEqual(value, other), "differs at \(position) of \(count)")
                }
            }
        }
    }

    @Test func buffersOfOtherLengthsDiffer() {
        let long = Array("cornerRadius".utf8)
        long.withUnsafeBufferPointer { whole in
            #expect(!bytesEqual(whole, UnsafeBufferPointer(rebasing: whole.dropLast())))
            #expect(bytesEqual(UnsafeBufferPointer(rebasing: whole.prefix(6)), UnsafeBufferPointer(rebasing: whole.prefix(6))))
        }
    }
}
