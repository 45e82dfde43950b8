import BottomSheetable
import Foundation
import SheetDiagnostics
import SheetLanguage
import Testing

/// `plan --text-size AX5` on specs/checkout.sheet.yaml with and without a
/// `textGrowth`, worked by hand. The fitted detent's floor is 220 pt, taken as
/// the content at Large (Body 17 pt); with a growing share `g` the content at
/// a size whose Body is `b` is 220 · (1 − g) + 220 · g · b / 17.
///
/// Caps (0.9 of the available height, docs/Plan.md): iPhone SE portrait
/// 573.3, landscape 337.5; iPhone 16 portrait 683.1.
@Suite struct TextGrowthPlanTests {
    static let checkout = RepositoryPaths.exampleSpecs.appendingPathComponent("checkout.sheet.yaml")

    /// The checkout spec with another `textGrowth` on its root sheet (the
    /// pushed screens extend it), or as written (`textGrowth: 1`).
    static func plan(textGrowth: String?, at category: ContentSizeCategory) throws -> LayoutPlan {
        var text = try String(contentsOf: checkout, encoding: .utf8)
        if let textGrowth {
            let written = "      textGrowth: 1 "
            #expect(text.contains(written))
            text = text.replacingOccurrences(of: written, with: "      textGrowth: \(textGrowth) ")
        }
        let loaded = SpecLoader.load(SourceFile(path: "specs/checkout.sheet.yaml", bytes: Array(text.utf8)), limits: .default)
        let outcome = SpecPlanner.plan([loaded], options: ValidationOptions(profiles: BuiltInProfiles.all), strict: false)
        #expect(outcome.report.diagnostics.filter { $0.severity == .error }.isEmpty)
        return try #require(outcome.plan).atTextSize(PlannedTextSize(category))
    }

    static func outcome(
        _ plan: LayoutPlan, sheet: String = "checkout", profile: String, _ orientation: Orientation = .portrait
    ) throws -> DetentTextSize {
        let sheetPlan = try #require(plan.sheets.first { $0.sheet.id == sheet })
        let screen = try #require(
            sheetPlan.profiles.first { $0.profile == profile }?.screens.first { $0.orientation == orientation })
        return try #require(screen.detents.first { $0.resolved.id.rawValue == "fit" }?.textSize)
    }

    static func rounded(_ value: Double?) -> Double? { value.map(LengthPrecision.rounded) }

    /// As written (all of the content grows): 220 · 53 / 17 = 685.882, above
    /// the SE's cap, so the sheet stops at 573.3 and scrolls from AX4
    /// (220 · 47 / 17 = 608.235 > 573.3; AX3's 517.647 fits).
    @Test func asWrittenAllOfTheContentGrows() throws {
        let plan = try Self.plan(textGrowth: nil, at: .accessibility5)
        #expect(plan.sheets.first { $0.sheet.id == "checkout" }?.sheet.accessibility.textGrowth == 1)
        let se = try Self.outcome(plan, profile: "iphone-se-3")
        #expect(Self.rounded(se.content) == 685.882)
        #expect(Self.rounded(se.height) == 573.3 && se.scrolls && se.scrollsFrom == .accessibility4)
    }

    /// Half of it grows: 110 + 110 · 53 / 17 = 110 + 342.941 = 452.941 at AX5,
    /// under every portrait cap, so nothing scrolls in portrait. In the SE's
    /// landscape (cap 337.5) AX2 gives 110 + 110 · 33 / 17 = 323.529 (fits)
    /// and AX3 110 + 110 · 40 / 17 = 368.824 (scrolls).
    @Test func halfOfTheContentGrows() throws {
        let plan = try Self.plan(textGrowth: "0.5", at: .accessibility5)
        let se = try Self.outcome(plan, profile: "iphone-se-3")
        #expect(Self.rounded(se.content) == 452.941)
        #expect(Self.rounded(se.height) == 452.941 && !se.scrolls && se.scrollsFrom == nil)
        let sixteen = try Self.outcome(plan, profile: "iphone-16")
        #expect(Self.rounded(sixteen.height) == 452.941 && !sixteen.scrolls)
        let landscape = try Self.outcome(plan, profile: "iphone-se-3", .landscape)
        #expect(Self.rounded(landscape.height) == 337.5 && landscape.scrolls)
        #expect(landscape.scrollsFrom == .accessibility3)
        // The pushed screens extend `checkout`, so they take its share too.
        let address = try Self.outcome(plan, sheet: "checkoutAddress", profile: "iphone-se-3")
        #expect(Self.rounded(address.height) == 452.941)
        let ax2 = try Self.outcome(try Self.plan(textGrowth: "0.5", at: .accessibility2), profile: "iphone-se-3", .landscape)
        #expect(Self.rounded(ax2.height) == 323.529 && !ax2.scrolls)
    }

    /// None of it grows: 220 at every size, the floor.
    @Test func noneOfTheContentGrows() throws {
        let se = try Self.outcome(try Self.plan(textGrowth: "0", at: .accessibility5), profile: "iphone-se-3", .landscape)
        #expect(se.content == 220 && se.height == 220 && !se.scrolls && se.scrollsFrom == nil)
    }

    /// A simulated content height is scaled with the sheet's own share:
    /// 300 measured at Large, half of it growing, is 150 + 150 · 53 / 17 = 617.647 at AX5.
    @Test func aMeasuredHeightTakesTheSheetsShare() throws {
        let plan = try Self.plan(textGrowth: "0.5", at: .accessibility5)
        let sheet = try #require(plan.sheets.first { $0.sheet.id == "checkout" }?.sheet)
        let container = BuiltInProfiles.iPhoneSE3.screens[0].container
        let content = PlannedTextSize(.accessibility5).contentHeight(measured: 300, of: sheet.layout, in: container)
        #expect(Self.rounded(content) == 617.647)
        let floor = PlannedTextSize(.accessibility5).contentHeight(measured: nil, of: sheet.layout, in: container)
        #expect(Self.rounded(floor) == 452.941)
    }
}
