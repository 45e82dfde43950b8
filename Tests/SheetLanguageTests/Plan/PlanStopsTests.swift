import BottomSheetable
import Foundation
import SheetLanguage
import Testing

/// Issue 21, more than three stops: FloatingPanel's default layout (full 18 pt
/// below the top, half 262, tip 69) with a fourth stop and its hidden state,
/// planned on the iPhone 16 (iOS 26: 759 pt available in portrait, 372 in
/// landscape, where an overlay keeps its detents).
@Suite struct PlanStopsTests {
    static let spec = """
        version: 1
        sheets:
          searchPanel:
            type: SearchPanelViewController
            presentation: overlay
            detents:
              - { id: hidden, hidden: true }
              - { id: tip, height: 69 }
              - { id: half, height: 262 }
              - { id: tall, fraction: 0.75 }
              - { id: full, inset: 18 }
        """

    static func plan() throws -> LayoutPlan {
        let resolution = PlanFixtures.resolve([("p.sheet.yaml", spec)], profiles: [BuiltInProfiles.iPhone16])
        #expect(resolution.diagnostics.isEmpty, "\(resolution.diagnostics.map(\.message))")
        return LayoutPlanner.plan(resolution, profiles: [BuiltInProfiles.iPhone16])
    }

    @Test func fiveDetentsWithAHiddenOneAreThreeTiersAtEveryHeight() throws {
        let sheet = try #require(try Self.plan().sheets.first)
        #expect(sheet.sheet.tiers == .three)
        #expect(sheet.sheet.tiersInferred)
        let screens = sheet.profiles[0].screens
        // Portrait: 0, 69, 262, 0.75 · 759 = 569.25, 759 − 18 = 741.
        // Landscape: 0, 69, 262, 0.75 · 372 = 279, 372 − 18 = 354.
        #expect(screens.map { $0.detents.map(\.resolved.height) } == [[0, 69, 262, 569.25, 741], [0, 69, 262, 279, 354]])
        #expect(screens.map { $0.detents.map(\.resolved.isHidden) } == Array(repeating: [true, false, false, false, false], count: 2))
        // No `initial`: the smallest visible stop, not the hidden one.
        #expect(screens.map(\.initial) == ["tip", "tip"])
    }

    @Test func theHiddenStopIsWrittenAsTheSpecWritesIt() throws {
        let json = LayoutPlanWriter.json(try Self.plan())
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let sheets = try #require(document["sheets"] as? [[String: Any]])
        let detents = try #require(sheets.first?["detents"] as? [[String: Any]])
        #expect(detents.count == 5)
        #expect(detents.first?["id"] as? String == "hidden")
        #expect(detents.first?["hidden"] as? Bool == true)
        let tiers = try #require(sheets.first?["tiers"] as? [String: Any])
        #expect(tiers["value"] as? String == "three")
        #expect(tiers["inferred"] as? Bool == true)
    }
}
