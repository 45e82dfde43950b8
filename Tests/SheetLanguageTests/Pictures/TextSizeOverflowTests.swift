import BottomSheetable
import Testing

@testable import SheetLanguage

/// `TextSizeOverflow`'s label and the top it draws to, at the screen's edge.
@Suite struct TextSizeOverflowTests {
    static func overflow(content: Double, scrolls: Bool, from: ContentSizeCategory?) -> TextSizeOverflow {
        TextSizeOverflow(
            id: "fit",
            outcome: DetentTextSize(
                category: .accessibility5, changes: true, content: content, height: min(content, 500), scrolls: scrolls,
                scrollsFrom: from),
            content: content, cap: 500, availableHeight: 637)
    }

    @Test func contentAsTallAsTheScreenIsNotTallerThanIt() {
        let equal = Self.overflow(content: 637, scrolls: true, from: .accessibility3)
        #expect(equal.label == "fit content at AX5 · 637 pt · scrolls from AX3")
        #expect(equal.drawnTop == 637)
        let taller = Self.overflow(content: 637.5, scrolls: true, from: .accessibility3)
        #expect(taller.label == "fit content at AX5 · 637.5 pt · scrolls from AX3 · taller than the screen")
        #expect(taller.drawnTop == 637)
        let lower = Self.overflow(content: 600, scrolls: true, from: .accessibility4)
        #expect(lower.drawnTop == 600)
    }
}
