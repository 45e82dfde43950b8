import BottomSheetable
import Foundation
import SheetLanguage
import Testing

/// A detent with a height per orientation (`height: { portrait, landscape }`)
/// is resolved on each profile screen with that screen's height, and the plan
/// writes the declaration back as it was spelled.
@Suite struct OrientedDetentPlanTests {
    static let spec = """
        version: 1
        minimumOS: 16
        sheets:
          reader:
            type: ReaderViewController
            edgeAttachedInCompactHeight: true
            detents:
              - { id: half, height: { portrait: 400, landscape: 250 } }
              - { id: full, system: large }
        """

    static let profiles = [BuiltInProfiles.iPadMiniA17Pro, BuiltInProfiles.iPhone16]

    static func plan() -> LayoutPlan {
        let resolution = PlanFixtures.resolve([("reader.sheet.yaml", spec)], profiles: profiles)
        return LayoutPlanner.plan(resolution, profiles: profiles)
    }

    /// `half` on every screen of two profiles, by orientation: 400 upright,
    /// 250 on its side, on the iPad and the iPhone alike.
    @Test func eachScreenTakesItsOrientationsHeight() throws {
        let sheet = try #require(Self.plan().sheets.first)
        for profile in sheet.profiles {
            for screen in profile.screens {
                let half = try #require(screen.detents.first { $0.resolved.id == "half" })
                let expected: Double = screen.orientation == .landscape ? 250 : 400
                #expect(half.resolved.height == expected, "\(profile.profile) \(screen.orientation)")
            }
            #expect(Set(profile.screens.map(\.orientation)) == [.portrait, .landscape])
        }
    }

    @Test func thePlanWritesTheDeclarationBack() throws {
        let json = LayoutPlanWriter.json(Self.plan())
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let sheets = try #require(document["sheets"] as? [[String: Any]])
        let detents = try #require(sheets.first?["detents"] as? [[String: Any]])
        let height = try #require(detents.first?["height"] as? [String: Double])
        #expect(height == ["portrait": 400, "landscape": 250])
    }

    /// No validation or resolution problem: a valid spec stays quiet.
    @Test func aValidSpecHasNoDiagnostics() {
        let resolution = PlanFixtures.resolve([("reader.sheet.yaml", Self.spec)], profiles: Self.profiles)
        #expect(resolution.diagnostics.isEmpty)
    }
}
