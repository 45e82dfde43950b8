import BottomSheetable
import Foundation
import SheetLanguage
import TestSupport
import Testing

/// `render --text-size`: where fitted content stops fitting. The checkout
/// sheet on the iPhone SE at AX5, pinned in `Fixtures/text-size/checkout.AX5.svg`
/// (update with `SHEETSPEC_UPDATE_GOLDEN=1 swift test --filter SheetLanguageTests`).
@Suite struct TextSizePictureTests {
    static func picture(_ category: ContentSizeCategory?, profile: String? = nil) throws -> String {
        // `render --profile` plans on that profile alone, as here.
        let profiles = BuiltInProfiles.all.filter { profile == nil || $0.name == profile }
        let plan = try #require(try PlanFixtures.outcome(["checkout.sheet.yaml"], profiles: profiles).plan)
        var request = PictureRequest(sheet: "checkout")
        request.textSize = category
        return try SpecRenderer.picture(of: plan, request: request).get().svg
    }

    /// AX5 (the content above the cap) and AX3 (the content's top below it).
    @Test(arguments: [ContentSizeCategory.accessibility5, .accessibility3])
    func thePicturesMatchTheirGoldens(_ category: ContentSizeCategory) throws {
        GoldenFile.check(
            try Self.picture(category),
            against: RepositoryPaths.textSizeFixtures.appendingPathComponent("checkout.\(category.name).svg"))
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
        // The content's top as a dashed line, beside the legend's swatch of it.
        #expect(svg.components(separatedBy: "stroke-dasharray=\"2 2\"").count - 1 == 2)
    }

    /// iPhone 16 (cap 683.1, available 759): 685.882 scrolls but is lower than the screen;
    /// the Pro Max (cap 774) fits it at every size.
    @Test func otherPhonesSayWhereTheirContentEnds() throws {
        let sixteen = try Self.picture(.accessibility5, profile: "iphone-16")
        #expect(sixteen.contains(">fit content at AX5 · 685.882 pt · scrolls from AX5</text>"))
        let proMax = try Self.picture(.accessibility5, profile: "iphone-16-pro-max")
        #expect(proMax.contains(">fit content at AX5 · 685.882 pt · fits at every size</text>"))
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
