import Foundation
import SheetLanguage
import TestSupport
import Testing

/// The picture of every example spec, pinned in `Fixtures/pictures/`: the
/// first sheet by id of each spec, drawn as `sheetspec render` draws it by
/// default. Update with `SHEETSPEC_UPDATE_GOLDEN=1 swift test --filter SheetLanguageTests`,
/// then look at them (`scripts/check-pictures.sh` renders them to PNG).
@Suite struct PictureGoldenTests {
    /// `checkout.sheet.yaml` → `checkout.svg`.
    static func goldenName(_ specName: String) -> String {
        specName.replacingOccurrences(of: ".sheet.yaml", with: ".svg")
    }

    /// The default picture of the spec's first sheet, validated on every
    /// built-in profile as the command line does without `--profile`.
    static func picture(_ specName: String) throws -> RenderedPicture {
        let plan = try #require(try PlanFixtures.outcome([specName]).plan)
        let first = try #require(plan.sheets.first?.sheet.id)
        return try SpecRenderer.picture(of: plan, request: PictureRequest(sheet: first)).get()
    }

    @Test(arguments: PlanFixtures.exampleNames)
    func eachExampleSpecsPictureMatchesItsGolden(name: String) throws {
        let golden = RepositoryPaths.pictureFixtures.appendingPathComponent(Self.goldenName(name))
        GoldenFile.check(try Self.picture(name).svg, against: golden)
    }

    @Test func everyGoldenHasItsSpec() {
        let goldens = RepositoryPaths.files(in: RepositoryPaths.pictureFixtures, endingWith: ".svg")
        #expect(Set(goldens) == Set(PlanFixtures.exampleNames.map(Self.goldenName)))
    }

    @Test func theDefaultsPickAnIPhoneInPortraitAndAnIPadForPopovers() throws {
        let drawer = try Self.picture("map-drawer.sheet.yaml")
        #expect(drawer.profile.name == "iphone-se-3")
        #expect(drawer.orientations == [.portrait])
        let popover = try Self.picture("store-picker.sheet.yaml")
        #expect(popover.profile.name == "ipad-mini-a17-pro")
        #expect(popover.orientations == [.portrait, .landscape], "a popover's frame in both orientations")
    }
}
