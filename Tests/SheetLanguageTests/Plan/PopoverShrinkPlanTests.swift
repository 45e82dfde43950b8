import BottomSheetable
import Foundation
import SheetLanguage
import Testing

/// Issue 21: the plan follows the original's keyboard rule for popovers, and
/// says which applies: only a one-tier automatic popover that observes the
/// keyboard shrinks.
@Suite struct PopoverShrinkPlanTests {
    static let spec = """
        version: 1
        sheets:
          fitted:
            type: FittedViewController
            presentation: popover
            detents: [{ id: fit, fit: content }]
            keyboard: { policy: shrink }
            popover: { height: 620 }
          fixed:
            type: FixedViewController
            presentation: popover
            keyboard: { policy: shrink }
            popover: { height: 620 }
        """

    static func plan() throws -> LayoutPlan {
        let resolution = PlanFixtures.resolve([("p.sheet.yaml", spec)], profiles: [BuiltInProfiles.iPadMiniA17Pro])
        return LayoutPlanner.plan(resolution, profiles: [BuiltInProfiles.iPadMiniA17Pro])
    }

    /// iPad mini portrait, 313 pt keyboard: the automatic popover is 620 − 313.
    @Test func onlyTheAutomaticPopoverShrinks() throws {
        let plan = try Self.plan()
        let heights = plan.sheets.map { $0.profiles[0].screens[0].popover?.withKeyboard.frame.height }
        #expect(heights == [307, 620])
    }

    @Test func thePlanSaysWhy() throws {
        let json = LayoutPlanWriter.json(try Self.plan())
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let sheets = try #require(document["sheets"] as? [[String: Any]])
        let rules = sheets.map { ($0["keyboard"] as? [String: Any])?["popoverShrink"] as? String }
        #expect(rules == ["shrinks", "tiersNotAutomatic"])
    }
}
