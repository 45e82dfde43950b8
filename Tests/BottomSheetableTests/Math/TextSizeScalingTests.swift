import BottomSheetable
import Testing

@Suite struct TextSizeScalingTests {
    /// Body's column of Apple's table, every size in order.
    @Test func bodySizesFollowAppleTable() {
        #expect(
            ContentSizeCategory.allCases.map(\.bodyPointSize) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(
            ContentSizeCategory.allCases.map(\.name) == [
                "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5",
            ])
        #expect(ContentSizeCategory.default == .large)
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibilitySize).first == .accessibility1)
        #expect(!ContentSizeCategory.xxxLarge.isAccessibilitySize)
    }

    @Test func namesReadInAnyCaseAndNothingElse() {
        #expect(ContentSizeCategory(name: "AX5") == .accessibility5)
        #expect(ContentSizeCategory(name: "ax1") == .accessibility1)
        #expect(ContentSizeCategory(name: "XXXLARGE") == .xxxLarge)
        #expect(ContentSizeCategory(name: "xSmall") == .xSmall)
        #expect(ContentSizeCategory(name: "AX6") == nil)
        #expect(ContentSizeCategory(name: "") == nil)
        for category in ContentSizeCategory.allCases { #expect(ContentSizeCategory(name: category.name) == category) }
    }

    @Test func wholeContentGrowsLikeBodyByDefault() {
        let scaling = TextSizeScaling.default
        // 220 · 53 / 17 = 685.882…; 220 · 14 / 17 = 181.176…; Large unchanged.
        #expect(abs(scaling.contentHeight(220, at: .accessibility5) - 685.882_352_9) < 1e-6)
        #expect(abs(scaling.contentHeight(220, at: .xSmall) - 181.176_470_6) < 1e-6)
        #expect(scaling.contentHeight(220, at: .large) == 220)
    }

    @Test func onlyTheGrowingFractionScales() {
        // 340 pt, 0.5 of it text: 170 fixed + 170 · 40 / 17 = 170 + 400 = 570 at AX3.
        let half = TextSizeScaling(growingFraction: 0.5)
        #expect(half.contentHeight(340, at: .accessibility3) == 570)
        // Nothing grows: the height at every size.
        #expect(TextSizeScaling(growingFraction: 0).contentHeight(340, at: .accessibility5) == 340)
        // Out of range is clamped: 1.5 → 1, −1 → 0.
        #expect(TextSizeScaling(growingFraction: 1.5).growingFraction == 1)
        #expect(TextSizeScaling(growingFraction: -1).growingFraction == 0)
        #expect(TextSizeScaling(growingFraction: .nan).growingFraction == 1)
        #expect(TextSizeScaling(growingFraction: 0.25).growingFraction == 0.25)
    }

    @Test func measuredAtAnotherSizeScalesFromThere() {
        // 280 pt at AX1 (28 pt Body) → 280 · 47 / 28 = 470 at AX4, 280 · 17 / 28 = 170 at Large.
        #expect(TextSizeScaling.default.contentHeight(280, at: .accessibility4, measuredAt: .accessibility1) == 470)
        #expect(TextSizeScaling.default.contentHeight(280, at: .large, measuredAt: .accessibility1) == 170)
    }

    /// The iPhone SE's checkout sheet: floor 220, cap 0.9 · 637 = 573.3.
    @Test func fittedDetentGrowsToItsCapThenScrolls() {
        let range = ContentHeightRange(floor: 220, cap: 573.3)
        let scaling = TextSizeScaling.default
        // AX3: 220 · 40 / 17 = 517.647 < 573.3: fits, the detent follows the content.
        let ax3 = scaling.fit(220, in: range, at: .accessibility3)
        #expect(abs(ax3.height - 517.647_058_8) < 1e-6 && ax3.height == ax3.content)
        #expect(!ax3.scrolls)
        // AX4: 220 · 47 / 17 = 608.235 > 573.3: the detent stops at the cap, the content scrolls.
        let ax4 = scaling.fit(220, in: range, at: .accessibility4)
        #expect(abs(ax4.content - 608.235_294_1) < 1e-6)
        #expect(ax4.height == 573.3 && ax4.scrolls)
        #expect(ax3.scrollsFrom == .accessibility4 && ax4.scrollsFrom == .accessibility4)
        // xSmall: 181.176 is below the floor: the detent stays at 220.
        let small = scaling.fit(220, in: range, at: .xSmall)
        #expect(small.height == 220 && !small.scrolls)
    }

    @Test func contentExactlyAtTheCapFits() {
        // 170 · 40 / 17 = 400: at AX3 exactly the cap, fits; at AX4 (470) it scrolls.
        let range = ContentHeightRange(floor: 0, cap: 400)
        #expect(!TextSizeScaling.default.fit(170, in: range, at: .accessibility3).scrolls)
        #expect(TextSizeScaling.default.firstScrollingCategory(170, cap: 400) == .accessibility4)
        // One hundredth of a point less cap: AX3 scrolls.
        #expect(TextSizeScaling.default.firstScrollingCategory(170, cap: 399.99) == .accessibility3)
    }

    @Test func contentThatFitsAtEverySizeNeverScrolls() {
        // 100 · 53 / 17 = 311.76 < 320.
        #expect(TextSizeScaling.default.firstScrollingCategory(100, cap: 320) == nil)
        // Already too tall at xSmall: 500 · 14 / 17 = 411.76 > 400.
        #expect(TextSizeScaling.default.firstScrollingCategory(500, cap: 400) == .xSmall)
    }
}
