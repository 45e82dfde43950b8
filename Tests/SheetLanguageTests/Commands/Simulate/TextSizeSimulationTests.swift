import BottomSheetable
import Foundation
import SheetLanguage
import Testing

/// `simulate --text-size`: the state machine is given the content at that
/// size. The checkout stack on the iPhone SE (portrait, available 637): its
/// fitted detents have floor 220 and cap 0.9 · 637 = 573.3.
@Suite struct TextSizeSimulationTests {
    static func run(_ category: ContentSizeCategory?, content: Double? = nil, push: String? = nil) throws
        -> SheetSimulation
    {
        let plan = try #require(try PlanFixtures.outcome(["checkout.sheet.yaml"]).plan)
        var request = SimulationRequest(
            sheet: "checkout", profile: "iphone-se-3", releaseHeight: 300, upwardVelocity: 0, contentHeight: content,
            push: push)
        request.textSize = category
        return try SpecSimulator.simulate(plan, request: request).get()
    }

    @Test func withoutMeasuredContentTheFloorIsScaled() throws {
        // No text size: the cap, 573.3.
        let plain = try Self.run(nil)
        #expect(LengthPrecision.rounded(plain.startHeight) == 573.3 && plain.textSize == nil)
        #expect(plain.contentHeightAtTextSize == nil)
        // AX3: 220 · 40 / 17 = 517.647, below the cap: the sheet rests there.
        let ax3 = try Self.run(.accessibility3)
        #expect(LengthPrecision.rounded(ax3.startHeight) == 517.647)
        #expect(LengthPrecision.rounded(try #require(ax3.contentHeightAtTextSize)) == 517.647)
        #expect(ax3.textSize == .accessibility3 && ax3.contentHeight == nil)
        // AX5: 685.882 > 573.3: at the cap.
        let ax5 = try Self.run(.accessibility5)
        #expect(LengthPrecision.rounded(ax5.startHeight) == 573.3)
        #expect(LengthPrecision.rounded(try #require(ax5.contentHeightAtTextSize)) == 685.882)
    }

    /// A sheet with no fitted detent has no content to scale: nothing is given.
    @Test func aSheetWithoutFittedDetentsGetsNoContent() throws {
        let plan = try #require(try PlanFixtures.outcome(["map-drawer.sheet.yaml"]).plan)
        let sheet = try #require(plan.sheets.first?.sheet.id)
        var request = SimulationRequest(sheet: sheet, profile: "iphone-se-3", releaseHeight: 300, upwardVelocity: 0)
        request.textSize = .accessibility5
        let run = try SpecSimulator.simulate(plan, request: request).get()
        #expect(run.textSize == .accessibility5 && run.contentHeightAtTextSize == nil)
    }

    @Test func aMeasuredHeightIsScaledInsteadOfTheFloor() throws {
        // 255 pt at Large: 255 · 28 / 17 = 420 at AX1.
        let ax1 = try Self.run(.accessibility1, content: 255)
        #expect(ax1.startHeight == 420 && ax1.contentHeight == 255 && ax1.contentHeightAtTextSize == 420)
    }

    /// The pushed screen's content is scaled too: its floor (220) at AX3 is 517.647.
    @Test func thePushedScreenIsScaledToo() throws {
        let plain = try #require(try Self.run(nil, push: "checkoutAddress").navigation)
        #expect(LengthPrecision.rounded(plain.pushedHeight) == 573.3)
        let ax3 = try #require(try Self.run(.accessibility3, push: "checkoutAddress").navigation)
        #expect(LengthPrecision.rounded(ax3.pushedHeight) == 517.647)
    }

    @Test func theWritersSayTheSizeOnlyWhenAsked() throws {
        let ax3 = try Self.run(.accessibility1, content: 255)
        let json = SimulationWriter.json(ax3)
        #expect(json.contains("\"contentHeight\": 255,\n  \"textSize\": {\n    \"category\": \"AX1\",\n    \"contentHeight\": 420\n  },\n"))
        #expect(SimulationWriter.human(ax3).hasPrefix("`checkout` on iphone-se-3, portrait, content 255 pt, text size AX1 (content 420 pt)\n"))
        let plain = try Self.run(nil, content: 255)
        #expect(!SimulationWriter.json(plain).contains("textSize"))
        #expect(SimulationWriter.human(plain).hasPrefix("`checkout` on iphone-se-3, portrait, content 255 pt\n"))
    }
}
