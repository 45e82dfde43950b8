import Foundation
import SheetLanguage
import TestSupport
import Testing

/// The plan of every example spec, and of all of them together, pinned in
/// `Fixtures/plans/`. Update with
/// `SHEETSPEC_UPDATE_GOLDEN=1 swift test --filter SheetLanguageTests` and read the diff.
@Suite struct PlanGoldenTests {
    static func planJSON(_ names: [String]) throws -> String {
        let outcome = try PlanFixtures.outcome(names)
        #expect(outcome.report.diagnostics.isEmpty, "\(outcome.report.diagnostics.map(\.message))")
        return LayoutPlanWriter.json(try #require(outcome.plan))
    }

    static func golden(_ name: String) -> URL {
        RepositoryPaths.planFixtures.appendingPathComponent(name)
    }

    @Test(arguments: PlanFixtures.exampleNames)
    func eachExampleSpecsPlanMatchesItsGolden(name: String) throws {
        let base = name.replacingOccurrences(of: ".sheet.yaml", with: "")
        GoldenFile.check(try Self.planJSON([name]), against: Self.golden(base + ".plan.json"))
    }

    @Test func allExampleSpecsTogetherMatchTheirGolden() throws {
        GoldenFile.check(try Self.planJSON(PlanFixtures.exampleNames), against: Self.golden("all.plan.json"))
    }

    @Test func everyGoldenHasItsSpec() {
        let goldens = RepositoryPaths.files(in: RepositoryPaths.planFixtures, endingWith: ".plan.json")
        let expected = PlanFixtures.exampleNames.map { $0.replacingOccurrences(of: ".sheet.yaml", with: ".plan.json") }
        #expect(Set(goldens) == Set(expected + ["all.plan.json"]))
    }

    @Test func thePlanNamesEverySheetsFileAndLine() throws {
        let plan = try #require(try PlanFixtures.outcome(PlanFixtures.exampleNames).plan)
        let places = plan.sheets.map { "\($0.sheet.id) \($0.sheet.source.path):\($0.sheet.source.range.start.line)" }
        #expect(places == [
            "checkout specs/checkout.sheet.yaml:33", "checkoutAddress specs/checkout.sheet.yaml:59",
            "checkoutPayment specs/checkout.sheet.yaml:67", "commentComposer specs/comment-composer.sheet.yaml:21",
            "nowPlaying specs/now-playing.sheet.yaml:22", "placeDetails specs/map-drawer.sheet.yaml:13",
            "storePicker specs/store-picker.sheet.yaml:24",
        ])
        let json = try Self.planJSON(PlanFixtures.exampleNames)
        #expect(json.hasPrefix("{\n  \"planVersion\": 2,\n  \"precision\": 0.001,\n  \"profiles\": ["))
        #expect(json.contains("\"file\": \"specs/checkout.sheet.yaml\",\n        \"line\": 33,"))
    }
}
