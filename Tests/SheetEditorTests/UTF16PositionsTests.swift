import SheetDiagnostics
import SheetEditor
import Testing

/// Byte offsets become LSP's UTF-16 columns, with a byte-order mark counted
/// as the one unit the editor's text holds (and never read out of bounds).
struct UTF16PositionsTests {
    @Test func columnsCountUTF16UnitsAndTheByteOrderMark() {
        let lines = LineIndex(Array("\u{FEFF}a: é😀b\nc: 1\n".utf8))
        #expect(UTF16Positions.position(ofByteOffset: 0, in: lines) == (0, 0))
        #expect(UTF16Positions.position(ofByteOffset: 3, in: lines) == (0, 1))
        // BOM 3 bytes + "a: " 3 + é 2 + 😀 4 = byte 12 is `b`: units 1 + 3 + 1 + 2.
        #expect(UTF16Positions.position(ofByteOffset: 12, in: lines) == (0, 7))
        #expect(UTF16Positions.position(ofByteOffset: 14, in: lines) == (1, 0))
        #expect(UTF16Positions.position(ofByteOffset: 1000, in: lines) == (2, 0))
    }
}
