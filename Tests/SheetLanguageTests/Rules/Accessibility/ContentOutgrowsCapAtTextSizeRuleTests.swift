import BottomSheetable
import SheetDiagnostics
import Testing

@testable import SheetLanguage

/// SS2209: a fitted detent's content, taken as its floor at Large and grown like
/// Body text, against its cap; worked by hand from Apple's Body sizes (17 pt at
/// Large, 47 at AX4, 53 at AX5) and the profiles' available heights.
@Suite struct ContentOutgrowsCapAtTextSizeRuleTests {
    static let code = ContentOutgrowsCapAtTextSizeRule.descriptor.code

    static func sheet(_ detent: String, more: String = "") -> String {
        AccessibilityRuleRun.sheet(
            "receipt", type: "ReceiptViewController", presentation: nil, detents: "[\(detent)]", more: more)
    }

    /// 170 pt at Large is 170 · 53 / 17 = 530 pt at AX5 and 170 · 47 / 17 = 470 pt
    /// at AX4; iPhone 16's 759 pt available height in portrait leaves a cap in
    /// points as written.
    @Test(arguments: [("529.99", true), ("530", false), ("530.01", false)])
    func theCapAtAX5(cap: String, fires: Bool) {
        let text = Self.sheet("{ id: fit, fit: content, min: { height: 170 }, max: { height: \(cap) } }")
        guard let diagnostic = AccessibilityRuleRun.finding(Self.code, text, fires: fires) else { return }
        #expect(
            diagnostic.message
                == "at text size AX5, the content of `fit` in `receipt` outgrows its cap on iPhone 16 portrait, "
                + "and `receipt` does not say its content scrolls")
        #expect(diagnostic.label == "caps the sheet at 529.99 pt; the content is 530 pt at AX5")
        #expect(diagnostic.position == "5:67", "at the cap")
        #expect(diagnostic.secondary.map(\.message) == ["the content at Large"])
        #expect(
            diagnostic.notes == [
                "the content is taken to be the floor, 170 pt, at Large, and to grow like Body text: "
                    + "17 pt at Large, 53 pt at AX5 (Apple's Human Interface Guidelines, Typography)"
            ])
    }

    /// A cap of 469.99 pt is outgrown one size earlier, at AX4 (470 pt).
    @Test func theSmallestSizeIsNamed() throws {
        let text = Self.sheet("{ id: fit, fit: content, min: { height: 170 }, max: { height: 469.99 } }")
        let diagnostic = try #require(AccessibilityRuleRun.found(Self.code, text).first)
        #expect(diagnostic.message.hasPrefix("at text size AX4,"))
        #expect(diagnostic.label == "caps the sheet at 469.99 pt; the content is 470 pt at AX4")
    }

    /// The checkout spec's detent (floor 220 pt, cap 0.9): on iPhone 16 in portrait
    /// the cap is 0.9 · 759 = 683.1 pt and the content 220 · 53 / 17 = 685.882 pt at
    /// AX5; on iPhone SE in landscape (no status bar, no gap) 0.9 · 375 = 337.5 pt, outgrown at AX1
    /// (220 · 28 / 17 = 362.353 pt; 297.647 pt at xxxLarge fits). Over every built-in
    /// profile the earliest size is named, on the first screen that has it.
    @Test func theCheckoutDetentOnOneScreenAndOnEvery() throws {
        let text = Self.sheet("{ id: fit, fit: content, min: { height: 220 }, max: { fraction: 0.9 } }")
        let portrait = try #require(AccessibilityRuleRun.found(Self.code, text).first)
        #expect(portrait.label == "caps the sheet at 683.1 pt; the content is 685.882 pt at AX5")
        let every = AccessibilityRuleRun.found(Self.code, text, on: nil)
        #expect(every.count == 1)
        #expect(every.first?.message.hasPrefix("at text size AX1, the content of `fit` in `receipt` outgrows its cap on iPhone SE (3rd generation) landscape") == true)
        #expect(every.first?.label == "caps the sheet at 337.5 pt; the content is 362.353 pt at AX1")
    }

    /// A `scroll:` block says the content scrolls; no floor is no content to scale;
    /// with no `max` the cap is the available height (759 pt: 250 pt at Large is
    /// 779.412 pt at AX5).
    @Test func scrollingUnknownAndUncappedContent() {
        let capped = "{ id: fit, fit: content, min: { height: 220 }, max: { fraction: 0.9 } }"
        #expect(AccessibilityRuleRun.found(Self.code, Self.sheet(capped, more: "    scroll: { expandsAtEdge: false }\n")).isEmpty)
        #expect(AccessibilityRuleRun.found(Self.code, Self.sheet("{ id: fit, fit: content, max: { height: 100 } }")).isEmpty)
        let uncapped = AccessibilityRuleRun.found(Self.code, Self.sheet("{ id: fit, fit: content, min: { height: 250 } }"))
        #expect(uncapped.map(\.label) == ["caps the sheet at 759 pt; the content is 779.412 pt at AX5"])
        #expect(uncapped.first?.position == "5:31", "at `fit: content` when no cap is written")
    }

    /// Every fitted detent of a list is checked.
    @Test func everyFittedDetent() {
        let text = Self.sheet(
            "{ id: a, fit: content, min: { height: 170 }, max: { height: 500 } }, { id: b, height: 600 }, "
                + "{ id: c, fit: content, min: { height: 170 }, max: { height: 700 } }, "
                + "{ id: d, fit: content, min: { height: 170 }, max: { height: 520 } }", more: "    presentation: overlay\n")
        let found = AccessibilityRuleRun.found(Self.code, text)
        #expect(found.map { $0.message.split(separator: "`")[1] } == ["a", "d"])
    }

    /// A floor above its cap is SS2205's error; no text size is named for it.
    @Test func aCapBelowTheFloorIsLeftToSS2205() {
        let text = Self.sheet("{ id: fit, fit: content, min: { height: 420 }, max: { height: 320 } }")
        #expect(AccessibilityRuleRun.found(Self.code, text).isEmpty)
    }
}
