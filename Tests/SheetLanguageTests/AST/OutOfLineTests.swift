import Testing

@testable import SheetLanguage

@Suite struct OutOfLineTests {
    private struct Holder: Hashable {
        @OutOfLine var group: [Int]? = nil
    }

    @Test func holdsAValueOrNothingAndComparesByValue() {
        var first = Holder()
        #expect(first.group == nil)
        first.group = [1, 2]
        #expect(first.group == [1, 2])
        var second = Holder()
        second.group = [1, 2]
        #expect(first == second, "two boxes with equal values are equal")
        #expect(first.hashValue == second.hashValue)
        second.group = [3]
        #expect(first != second)
        let copy = first
        first.group = nil
        #expect(copy.group == [1, 2], "a copy keeps its value when the original changes")
        #expect(first != copy)
    }

    /// The point of the wrapper: an unwritten group costs a pointer.
    @Test func anUnwrittenGroupTakesOnePointer() {
        #expect(MemoryLayout<OutOfLine<Located<PopoverSettings>>>.size == MemoryLayout<Int>.size)
        #expect(MemoryLayout<Located<PopoverSettings>?>.size > 8 * MemoryLayout<Int>.size)
    }
}
