import BottomSheetable
import Foundation
import SheetLanguage
import TestSupport
import Testing

/// `plan --text-size`: the checkout sheet's fitted detent (floor 220, cap 0.9
/// of the available height) at the text sizes around where its content stops
/// fitting, on each iPhone of the built-in table (iOS 26), worked by hand.
///
/// The content is taken as the floor at Large and grows like Body text:
/// content(c) = 220 · body(c) / 17, with Body 23 (xxxLarge), 28 (AX1),
/// 40 (AX3), 47 (AX4), 53 (AX5). Available heights (docs/Plan.md's table):
/// iPhone SE portrait 667 − 20 − 10 = 637 (cap 573.3), landscape 375 (cap 337.5);
/// iPhone 16 portrait 852 − 59 − 34 = 759 (cap 683.1), landscape 393 − 21 = 372
/// (cap 334.8); iPhone 16 Pro Max portrait 956 − 62 − 34 = 860 (cap 774).
@Suite struct TextSizePlanTests {
    static func plan(_ category: ContentSizeCategory, spec: String = "checkout.sheet.yaml") throws -> LayoutPlan {
        let plan = try #require(try PlanFixtures.outcome([spec]).plan)
        return plan.atTextSize(PlannedTextSize(category))
    }

    static func fit(
        _ plan: LayoutPlan, sheet: String = "checkout", profile: String, _ orientation: Orientation = .portrait,
        detent: String = "fit"
    ) throws -> (planned: DetentLayout, outcome: DetentTextSize) {
        let sheetPlan = try #require(plan.sheets.first { $0.sheet.id == sheet })
        let screen = try #require(
            sheetPlan.profiles.first { $0.profile == profile }?.screens.first { $0.orientation == orientation })
        let layout = try #require(screen.detents.first { $0.resolved.id.rawValue == detent })
        return (layout, try #require(layout.textSize))
    }

    @Test func checkoutAtAX5() throws {
        let plan = try Self.plan(.accessibility5)
        #expect(plan.textSize?.category == .accessibility5)
        // 220 · 53 / 17 = 685.882 everywhere; the cap decides.
        let se = try Self.fit(plan, profile: "iphone-se-3")
        #expect(LengthPrecision.rounded(try #require(se.outcome.content)) == 685.882)
        #expect(LengthPrecision.rounded(se.outcome.height) == 573.3)  // 685.882 > 573.3: at the cap
        #expect(se.outcome.changes && se.outcome.scrolls)
        #expect(se.outcome.scrollsFrom == .accessibility4)  // 220 · 40 / 17 = 517.647 fits, 220 · 47 / 17 = 608.235 not
        #expect(se.planned.resolved.height == se.outcome.height, "the plan's own height stays the cap")

        let seLandscape = try Self.fit(plan, profile: "iphone-se-3", .landscape)
        #expect(LengthPrecision.rounded(seLandscape.outcome.height) == 337.5)
        #expect(seLandscape.outcome.scrollsFrom == .accessibility1)  // 297.647 fits 337.5 at xxxLarge, 362.353 not

        let sixteen = try Self.fit(plan, profile: "iphone-16")
        #expect(LengthPrecision.rounded(sixteen.outcome.height) == 683.1)  // 685.882 > 683.1 by 2.8 pt
        #expect(sixteen.outcome.scrolls && sixteen.outcome.scrollsFrom == .accessibility5)

        let sixteenLandscape = try Self.fit(plan, profile: "iphone-16", .landscape)
        #expect(LengthPrecision.rounded(sixteenLandscape.outcome.height) == 334.8)
        #expect(sixteenLandscape.outcome.scrollsFrom == .accessibility1)

        let proMax = try Self.fit(plan, profile: "iphone-16-pro-max")
        #expect(LengthPrecision.rounded(proMax.outcome.height) == 685.882)  // below the cap 774: follows the content
        #expect(!proMax.outcome.scrolls && proMax.outcome.scrollsFrom == nil)
        #expect(LengthPrecision.rounded(proMax.planned.resolved.height) == 774)
    }

    /// Both sides of where the content stops fitting.
    @Test func theSizesOnEitherSideOfTheCap() throws {
        let ax3 = try Self.fit(try Self.plan(.accessibility3), profile: "iphone-se-3")
        #expect(LengthPrecision.rounded(ax3.outcome.height) == 517.647 && !ax3.outcome.scrolls)
        let ax4 = try Self.fit(try Self.plan(.accessibility4), profile: "iphone-se-3")
        #expect(LengthPrecision.rounded(try #require(ax4.outcome.content)) == 608.235)
        #expect(LengthPrecision.rounded(ax4.outcome.height) == 573.3 && ax4.outcome.scrolls)

        let sixteenAX4 = try Self.fit(try Self.plan(.accessibility4), profile: "iphone-16")
        #expect(LengthPrecision.rounded(sixteenAX4.outcome.height) == 608.235 && !sixteenAX4.outcome.scrolls)

        let landscapeXXXL = try Self.fit(try Self.plan(.xxxLarge), profile: "iphone-se-3", .landscape)
        #expect(LengthPrecision.rounded(landscapeXXXL.outcome.height) == 297.647 && !landscapeXXXL.outcome.scrolls)
        let landscapeAX1 = try Self.fit(try Self.plan(.accessibility1), profile: "iphone-se-3", .landscape)
        #expect(LengthPrecision.rounded(landscapeAX1.outcome.height) == 337.5 && landscapeAX1.outcome.scrolls)

        // At xSmall the content (181.176) is below the floor: the detent stays at 220.
        let small = try Self.fit(try Self.plan(.xSmall), profile: "iphone-se-3")
        #expect(small.outcome.height == 220 && !small.outcome.scrolls)
    }

    /// The pushed screens extend `checkout`: every sheet of the stack has the outcome.
    @Test func everySheetOfTheStackHasIt() throws {
        let plan = try Self.plan(.accessibility5)
        for sheet in ["checkout", "checkoutAddress", "checkoutPayment"] {
            let se = try Self.fit(plan, sheet: sheet, profile: "iphone-se-3")
            #expect(se.outcome.scrollsFrom == .accessibility4, "\(sheet)")
        }
    }

    /// Heights in points or fractions are the same at every text size.
    @Test func fixedDetentsDoNotChange() throws {
        let plain = try #require(try PlanFixtures.outcome(["map-drawer.sheet.yaml"]).plan)
        let plan = plain.atTextSize(PlannedTextSize(.accessibility5))
        var seen = 0
        for (sheet, plainSheet) in zip(plan.sheets, plain.sheets) {
            for (profile, plainProfile) in zip(sheet.profiles, plainSheet.profiles) {
                for (screen, plainScreen) in zip(profile.screens, plainProfile.screens) {
                    #expect(screen.detents.map(\.resolved) == plainScreen.detents.map(\.resolved))
                    for detent in screen.detents {
                        let outcome = try #require(detent.textSize)
                        #expect(!outcome.changes && outcome.content == nil && !outcome.scrolls)
                        #expect(outcome.height == detent.resolved.height)
                        seen += 1
                    }
                }
            }
        }
        #expect(seen > 2)
    }

    /// A measured height wins; else a floor above zero; else nothing.
    @Test func theContentTakenAtLarge() {
        #expect(PlannedTextSize.contentAtDefaultSize(measured: 300, floor: 220) == 300)
        #expect(PlannedTextSize.contentAtDefaultSize(measured: 300, floor: nil) == 300)
        #expect(PlannedTextSize.contentAtDefaultSize(measured: nil, floor: 220) == 220)
        #expect(PlannedTextSize.contentAtDefaultSize(measured: nil, floor: 0.5) == 0.5)
        #expect(PlannedTextSize.contentAtDefaultSize(measured: nil, floor: 0) == nil)
        #expect(PlannedTextSize.contentAtDefaultSize(measured: nil, floor: nil) == nil)
    }

    @Test func aFittedDetentWithoutFloorHasNoContentToScale() throws {
        let text = """
            version: 1
            sheets:
              note:
                type: NoteSheet
                tiers: automatic
                detents:
                  - id: fit
                    fit: content
                    max: { fraction: 0.8 }
            """
        let sheet = try #require(PlanFixtures.sheet("note", in: text))
        let screen = try #require(BuiltInProfiles.all.first { $0.name == "iphone-se-3" }?.screens.first)
        let layout = LayoutPlanner.layout(of: sheet, on: screen, idiom: .phone)
        let detent = try #require(layout.detents.first)
        let outcome = PlannedTextSize(.accessibility5).detent(detent.resolved)
        #expect(outcome.changes && outcome.content == nil && !outcome.scrolls && outcome.scrollsFrom == nil)
        #expect(outcome.height == detent.resolved.height)  // 0.8 · 637 = 509.6, the cap
        #expect(LengthPrecision.rounded(outcome.height) == 509.6)
        // A measured height stands in for the missing floor: 300 · 53 / 17 = 935.294 > 509.6.
        let measured = PlannedTextSize(.accessibility5).detent(detent.resolved, measured: 300)
        #expect(LengthPrecision.rounded(try #require(measured.content)) == 935.294 && measured.scrolls)
        // 300 · 28 / 17 = 494.118 fits 509.6 at AX1; 300 · 33 / 17 = 582.353 does not at AX2.
        #expect(measured.scrollsFrom == .accessibility2)
    }
}
