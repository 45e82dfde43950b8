import BottomSheetable
import Foundation
import SheetLanguage
import TestSupport
import Testing

/// The plan's text-size keys: present only in a plan made with a text size,
/// pinned in `Fixtures/text-size/checkout.AX5.plan.json` (the checkout spec
/// on the iPhone SE at AX5). Update with
/// `SHEETSPEC_UPDATE_GOLDEN=1 swift test --filter SheetLanguageTests`.
@Suite
struct TextSizePlanJSONTests {
    static let golden = RepositoryPaths.textSizeFixtures.appendingPathComponent("checkout.AX5.plan.json")

    static func checkoutOnSE() throws -> LayoutPlan {
        let se = BuiltInProfiles.all.filter { $0.name == "iphone-se-3" }
        return try #require(try PlanFixtures.outcome(["checkout.sheet.yaml"], profiles: se).plan)
    }

    @Test func aPlanWithoutTextSizeHasNoTextSizeKeys() throws {
        let json = LayoutPlanWriter.json(try Self.checkoutOnSE())
        #expect(!json.contains("textSize"))
    }

    @Test func theAX5PlanMatchesItsGoldenAndTheSchema() throws {
        let json = LayoutPlanWriter.json(try Self.checkoutOnSE().atTextSize(PlannedTextSize(.accessibility5)))
        GoldenFile.check(json, against: Self.golden)
        let result = try PlanSchemaTests.validate(json)
        #expect(result.passed, "\(result.output)")
    }

    @Test func theKeysSayTheSizeAndEachDetentsOutcome() throws {
        let json = LayoutPlanWriter.json(try Self.checkoutOnSE().atTextSize(PlannedTextSize(.accessibility5)))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let top = try #require(object["textSize"] as? [String: Any])
        #expect(top["category"] as? String == "AX5")
        #expect(top["bodyPointSize"] as? Double == 53)
        #expect(top["defaultBodyPointSize"] as? Double == 17)
        #expect(top["growingFraction"] as? Double == 1)
        #expect(top["content"] as? String == "floor")
        #expect((top["source"] as? String)?.contains("human-interface-guidelines/typography") == true)

        let sheets = try #require(object["sheets"] as? [[String: Any]])
        let checkout = try #require(sheets.first { $0["id"] as? String == "checkout" })
        let layouts = try #require(checkout["layouts"] as? [[String: Any]])
        let screens = try #require(layouts.first?["screens"] as? [[String: Any]])
        // Portrait: cap 573.3; landscape: cap 337.5 (375 · 0.9).
        let expected: [(String, Double, String)] = [("portrait", 573.3, "AX4"), ("landscape", 337.5, "AX1")]
        #expect(screens.count == expected.count)
        for (screen, (orientation, height, from)) in zip(screens, expected) {
            #expect(screen["orientation"] as? String == orientation)
            let detent = try #require((screen["detents"] as? [[String: Any]])?.first)
            let outcome = try #require(detent["textSize"] as? [String: Any])
            #expect(outcome["changes"] as? Bool == true)
            #expect(outcome["content"] as? Double == 685.882)
            #expect(outcome["height"] as? Double == height)
            #expect(outcome["scrolls"] as? Bool == true)
            #expect(outcome["scrollsFrom"] as? String == from)
        }
    }

    /// A detent that does not change: `content` and `scrollsFrom` are null.
    @Test func aFixedDetentWritesNulls() throws {
        let plan = try #require(try PlanFixtures.outcome(["map-drawer.sheet.yaml"]).plan)
        let json = LayoutPlanWriter.json(plan.atTextSize(PlannedTextSize(.accessibility5)))
        #expect(json.contains("\"textSize\": {\n") && json.contains("\"changes\": false,\n"))
        #expect(json.contains("\"content\": null,\n") && json.contains("\"scrollsFrom\": null\n"))
        #expect(!json.contains("\"changes\": true"))
        #expect(try PlanSchemaTests.validate(json).passed)
    }

    /// A schema that listed `textSize` as required would reject every plan
    /// made without it; one that allowed anything would accept a wrong shape.
    @Test func theSchemaRejectsAMisshapenOutcome() throws {
        let json = LayoutPlanWriter.json(try Self.checkoutOnSE().atTextSize(PlannedTextSize(.accessibility5)))
        let wrongSize = try PlanSchemaTests.validate(
            json.replacingOccurrences(of: "\"scrollsFrom\": \"AX4\"", with: "\"scrollsFrom\": \"AX6\""))
        #expect(!wrongSize.passed)
        let textScroll = try PlanSchemaTests.validate(
            json.replacingOccurrences(of: "\"scrolls\": true", with: "\"scrolls\": \"yes\""))
        #expect(!textScroll.passed)
    }
}
