import Testing

@testable import SheetLanguage

/// Which edits of one round touch the same bytes: half-open byte ranges, where a
/// zero-width edit (an insertion) conflicts with another at its offset but not
/// with one that ends there.
@Suite struct FixEditsConflictTests {
    static func edit(_ start: Int, _ end: Int, _ text: String = "x") -> FixEdits.Edit {
        FixEdits.Edit(start: start, end: end, replacement: Array(text.utf8))
    }

    @Test func twoInsertionsAtOneOffsetConflict() {
        // Their order in the file would be a guess.
        #expect(Self.edit(5, 5, "a").conflicts(with: Self.edit(5, 5, "b")))
        #expect(!Self.edit(5, 5).conflicts(with: Self.edit(6, 6)))
        #expect(!Self.edit(5, 5).conflicts(with: Self.edit(4, 4)))
    }

    @Test func anInsertionConflictsWithAReplacementStartingAtItsOffset() {
        #expect(Self.edit(5, 5).conflicts(with: Self.edit(5, 8)))
        #expect(Self.edit(5, 8).conflicts(with: Self.edit(5, 5)))
        // Inside: conflicts; at the replacement's end or before its start: does not.
        #expect(Self.edit(6, 6).conflicts(with: Self.edit(5, 8)))
        #expect(!Self.edit(8, 8).conflicts(with: Self.edit(5, 8)))
        #expect(!Self.edit(5, 8).conflicts(with: Self.edit(8, 8)))
        #expect(!Self.edit(4, 4).conflicts(with: Self.edit(5, 8)))
    }

    @Test func replacementsConflictOnlyWhenTheyShareAByte() {
        #expect(Self.edit(5, 8).conflicts(with: Self.edit(7, 9)))
        #expect(Self.edit(7, 9).conflicts(with: Self.edit(5, 8)))
        // 5..<8 and 8..<9 share no byte.
        #expect(!Self.edit(5, 8).conflicts(with: Self.edit(8, 9)))
        #expect(!Self.edit(8, 9).conflicts(with: Self.edit(5, 8)))
    }

    @Test func editsAtOneOffsetAppliedBackToFront() {
        // "abcdef": insert "X" at 3 and replace 3..<5 are one conflict; an insertion at
        // the replacement's end is not, and lands after the replaced text.
        let bytes = Array("abcdef".utf8)
        let changes = [
            FixEdits.Change(path: "s.yml", fixes: [], edits: [Self.edit(1, 3, "__")]),
            FixEdits.Change(path: "s.yml", fixes: [], edits: [Self.edit(3, 3, "X")]),
        ]
        #expect(String(decoding: FixEdits.applying(changes, to: bytes), as: UTF8.self) == "a__Xdef")
    }
}
