import BottomSheetable
import Foundation
import SheetLanguage
import TestSupport
import Testing

/// `render --text-size`: where fitted content stops fitting. The checkout
/// sheet on the iPhone SE at AX5, pinned in `Fixtures/text-size/checkout.AX5.svg`
/// (update with `SHEETSPEC_UPDATE_GOLDEN=1 swift test --filter SheetLanguageTests`).
@Suite struct TextSizePictureTests {
    static func picture(_ category: ContentSizeCategory?) throws -> String {
        let plan = try #require(try PlanFixtures.outcome(["checkout.sheet.yaml"]).plan)
        var request = PictureRequest(sheet: "checkout")
        request.textSize = category
        return try SpecRenderer.picture(of: plan, request: request).get().svg
    }

    @Test func theAX5PictureMatchesItsGolden() throws {
        GoldenFile.check(
            try Self.picture(.accessibility5),
            against: RepositoryPaths.textSizeFixtures.appendingPathComponent("checkout.AX5.svg"))
    }

    @Test func atAX5TheContentAboveTheCapIsMarkedAsScrolling() throws {
        let svg = try Self.picture(.accessibility5)
        // 220 · 53 / 17 = 685.882 over a cap of 573.3 on the iPhone SE (portrait), taller than its 637 pt.
        #expect(svg.contains("fit content at AX5 · 685.882 pt · scrolls from AX4 · taller than the screen"))
        #expect(svg.contains("fitted content above its cap at the text size: it scrolls"))
        #expect(svg.contains("text size AX5: fitted content taken as its floor at Large"))
        #expect(svg.contains("fill=\"#c4314b\" fill-opacity=\"0.18\""))
    }

    @Test func atAX3TheContentFitsAndOnlyItsTopIsDrawn() throws {
        let svg = try Self.picture(.accessibility3)
        #expect(svg.contains("fit content at AX3 · 517.647 pt · fits; scrolls from AX4"))
        #expect(svg.contains("fitted content&apos;s top at the text size"))
        #expect(!svg.contains("fill-opacity=\"0.18\""))
    }

    @Test func withoutTextSizeNothingIsAdded() throws {
        let svg = try Self.picture(nil)
        #expect(!svg.contains("content at"))
        #expect(!svg.contains("text size"))
        let golden = try String(
            contentsOf: RepositoryPaths.pictureFixtures.appendingPathComponent("checkout.svg"), encoding: .utf8)
        #expect(svg == golden)
    }
}
