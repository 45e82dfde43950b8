import BottomSheetable
import Foundation
import SheetLanguage
import Testing

/// Issue 21: an anchored popover's plan gives its arrows and, on each iPad
/// screen, its size, and no anchor or frame: where it sits beside the app's
/// source view is UIKit's decision at run time.
@Suite struct AnchoredPopoverPlanTests {
    static let spec = """
        version: 1
        sheets:
          filters:
            type: FiltersViewController
            presentation: popover
            tiers: automatic
            detents: [{ id: fit, fit: content }]
            keyboard: { policy: shrink }
            popover: { alignment: anchored, arrows: [right, up], height: { portrait: 620, landscape: 420 } }
          picker:
            type: PickerViewController
            presentation: popover
            popover: { height: 500 }
        """

    static func json() throws -> String {
        let profiles = [BuiltInProfiles.iPadMiniA17Pro]
        let resolution = PlanFixtures.resolve([("p.sheet.yaml", spec)], profiles: profiles)
        return LayoutPlanWriter.json(LayoutPlanner.plan(resolution, profiles: profiles))
    }

    static func sheets() throws -> [[String: Any]] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json().utf8)) as? [String: Any])
        return try #require(document["sheets"] as? [[String: Any]])
    }

    @Test func theSheetListsItsArrowsInAFixedOrder() throws {
        let popovers = try Self.sheets().map { $0["popover"] as? [String: Any] }
        #expect(popovers.map { $0?["alignment"] as? String } == ["anchored", "center"])
        #expect(popovers.map { $0?["arrows"] as? [String] } == [["up", "right"], []])
    }

    /// iPad mini portrait: 504 × 620, and 620 − 313 = 307 above its keyboard under `shrink`.
    @Test func eachScreenHasTheSizeAndNoPosition() throws {
        let sheets = try Self.sheets()
        let profile = try #require((sheets[0]["layouts"] as? [[String: Any]])?.first)
        let portrait = try #require((profile["screens"] as? [[String: Any]])?.first)
        let popover = try #require(portrait["popover"] as? [String: Any])
        #expect(Set(popover.keys) == ["size", "withKeyboard"])
        let size = try #require(popover["size"] as? [String: Double])
        #expect(size == ["width": 504, "height": 620])
        let withKeyboard = try #require((popover["withKeyboard"] as? [String: Any])?["size"] as? [String: Double])
        #expect(withKeyboard == ["width": 504, "height": 307])
        // The arrowless popover keeps its anchor and frame.
        let other = try #require((sheets[1]["layouts"] as? [[String: Any]])?.first)
        let otherPopover = try #require(((other["screens"] as? [[String: Any]])?.first)?["popover"] as? [String: Any])
        #expect(Set(otherPopover.keys) == ["anchor", "frame", "withKeyboard"])
    }

    /// `render` says where the position comes from, and an arrowless popover does not.
    @Test func thePictureSaysThePositionDependsOnTheAnchor() throws {
        let profile = BuiltInProfiles.iPadMiniA17Pro
        let resolution = PlanFixtures.resolve([("p.sheet.yaml", Self.spec)], profiles: [profile])
        let plan = LayoutPlanner.plan(resolution, profiles: [profile])
        let pictures = plan.sheets.map { SheetPicture.svg(of: $0, on: profile, orientations: [.portrait]) }
        let note = "the position depends on the anchor the app passes"
        #expect(pictures[0].contains("arrows up, right: " + note))
        #expect(!pictures[1].contains(note))
    }

    @Test func thePlanConformsToTheSchema() throws {
        let result = try PlanSchemaTests.validate(try Self.json())
        #expect(result.passed, "\(result.output)")
    }
}
