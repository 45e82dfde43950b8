/// Whether `count` bytes at `left` and at `right` are the same.
///
/// Keys, keywords and values are a few bytes to a few dozen long, and every
/// one of them is compared at least once: a byte loop there stops at a
/// different place each time, which the branch predictor cannot learn. This
/// compares eight bytes at a time, with words that overlap at the end rather
/// than a loop over the tail, so a key of up to 16 bytes takes two loads.
@inlinable @inline(__always)
public func bytesEqual(_ left: UnsafeRawPointer, _ right: UnsafeRawPointer, count: Int) -> Bool {
    @inline(__always)
    func same<Word: FixedWidthInteger>(_: Word.Type, at offset: Int) -> Bool {
        left.loadUnaligned(fromByteOffset: offset, as: Word.self) == right.loadUnaligned(fromByteOffset: offset, as: Word.self)
    }
    if count >= 8 {
        var offset = 0
        while offset &+ 8 < count {
            if !same(UInt64.self, at: offset) { return false }
            offset &+= 8
        }
        return same(UInt64.self, at: count &- 8)
    }
    if count >= 4 { return same(UInt32.self, at: 0) && same(UInt32.self, at: count &- 4) }
    if count >= 2 { return same(UInt16.self, at: 0) && same(UInt16.self, at: count &- 2) }
    return count <= 0 || same(UInt8.self, at: 0)
}

/// Whether two buffers hold the same bytes.
@inlinable @inline(__always)
public func bytesEqual(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
    guard left.count == right.count else { return false }
    guard let leftBase = left.baseAddress, let rightBase = right.baseAddress else { return true }
    return bytesEqual(leftBase, rightBase, count: left.count)
}
