import Foundation
import SheetDiagnostics
import SheetLanguage
import Testing

/// Issue 21: every height that rests on a number nobody has pinned is marked
/// where people read it: the plan's JSON, the drag picture and the popover
/// picture (the at-rest and keyboard pictures are covered by the goldens).
@Suite struct ApproximateMarkTests {
    static let sheets = """
        version: 1
        sheets:
          picker:
            type: PickerViewController
            presentation: popover
            detents: [{ id: large, system: large }]
            popover: { height: 620 }
          list:
            type: ListViewController
            tiers: two
            detents: [{ id: short, height: 300 }, { id: half, system: medium }]
        """

    static func plan(on profiles: [DeviceProfile]) throws -> LayoutPlan {
        let loaded = SpecLoader.load(SourceFile(path: "marks.sheet.yaml", text: sheets), limits: .default)
        let outcome = SpecPlanner.plan([loaded], options: ValidationOptions(profiles: profiles), strict: false)
        return try #require(outcome.plan)
    }

    /// The `approximate` of each detent of `list` on the only profile, from the plan's JSON.
    static func planFlags(on profile: DeviceProfile) throws -> [String: Bool] {
        let json = LayoutPlanWriter.json(try plan(on: [profile]))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let sheets = try #require(root["sheets"] as? [[String: Any]])
        let list = try #require(sheets.first { ($0["id"] as? String) == "list" })
        let layouts = try #require(list["layouts"] as? [[String: Any]])
        let screens = try #require(layouts.first?["screens"] as? [[String: Any]])
        let portrait = try #require(screens.first { ($0["orientation"] as? String) == "portrait" })
        let detents = try #require(portrait["detents"] as? [[String: Any]])
        var flags: [String: Bool] = [:]
        for detent in detents { flags[try #require(detent["id"] as? String)] = detent["approximate"] as? Bool }
        return flags
    }

    @Test func thePlanMarksEachApproximateDetent() throws {
        // `medium` is Apple's "approximately half" everywhere; 300 pt fits every available height.
        #expect(try Self.planFlags(on: BuiltInProfiles.iPhone16) == ["short": false, "half": true])
        #expect(try Self.planFlags(on: BuiltInProfiles.iPhoneSE3) == ["short": false, "half": true])
    }

    @Test func aDragThatSettlesOnAnApproximateDetentSaysSo() throws {
        let plan = try Self.plan(on: [BuiltInProfiles.iPhone16])
        let toMedium = SimulationRequest(sheet: "list", profile: "iphone-16", releaseHeight: 370, upwardVelocity: 0)
        let medium = try SpecRenderer.picture(of: plan, request: PictureRequest(sheet: "list", gesture: toMedium)).get()
        // 852 − 59 − 34 = 759 available on iOS 26; medium is half of it.
        #expect(medium.svg.contains(">settles · half · 379.5 pt · approximate</text>"))
        #expect(medium.svg.contains("approximate: `medium` is Apple&apos;s &quot;approximately half&quot;"))
        let toShort = SimulationRequest(sheet: "list", profile: "iphone-16", releaseHeight: 290, upwardVelocity: 0)
        let short = try SpecRenderer.picture(of: plan, request: PictureRequest(sheet: "list", gesture: toShort)).get()
        #expect(short.svg.contains(">settles · short · 300 pt</text>"))
    }

    /// The plan marks a fitted detent's cap on the iPhone SE (its top gap is
    /// approximate); a drag that settles at the content's own height does not rest on it.
    @Test func aFittedDetentAtItsContentsHeightIsNotMarked() throws {
        let text = "version: 1\nsheets:\n  fit: { type: F, detents: [{ id: fit, fit: content }] }\n"
        let loaded = SpecLoader.load(SourceFile(path: "fit.sheet.yaml", text: text), limits: .default)
        let plan = try #require(
            SpecPlanner.plan([loaded], options: ValidationOptions(profiles: [BuiltInProfiles.iPhoneSE3]), strict: false)
                .plan)
        func settle(content: Double) throws -> String {
            let gesture = SimulationRequest(
                sheet: "fit", profile: "iphone-se-3", releaseHeight: min(content, 637) - 20, upwardVelocity: 0, contentHeight: content)
            return try SpecRenderer.picture(of: plan, request: PictureRequest(sheet: "fit", gesture: gesture)).get().svg
        }
        #expect(try settle(content: 300).contains(">settles · fit · 300 pt</text>"))
        // Content taller than the cap: the sheet stops at the cap, 637 pt, which rests on the SE's top gap.
        #expect(try settle(content: 900).contains(">settles · fit · 637 pt · approximate</text>"))
    }

    /// Content shorter than the floor holds a fitted detent at its floor: a
    /// floor of 200 pt is that number on every screen, while a floor of 0.3 of
    /// the iPhone SE's 637 pt (191.1 pt) rests on its approximate top gap, and so
    /// does a 700 pt floor over the 637 pt cap (the cap wins).
    @Test(arguments: [
        ("{ height: 200 }", "fit · 200 pt · initial · fit, at its floor (content 100 pt)", false),
        ("{ fraction: 0.3 }", "fit · 191.1 pt · initial · fit, at its floor (content 100 pt) · approximate", true),
        ("{ height: 700 }", "fit · 637 pt · initial · fit, at its cap (content 100 pt) · approximate", true),
    ])
    func aFittedDetentAtItsFloorIsApproximateOnlyWhenTheFloorIs(floor: String, label: String, approximate: Bool)
        throws
    {
        let text = "version: 1\nsheets:\n  fit: { type: F, detents: [{ id: fit, fit: content, min: \(floor) }] }\n"
        let loaded = SpecLoader.load(SourceFile(path: "fit.sheet.yaml", text: text), limits: .default)
        let plan = try #require(
            SpecPlanner.plan([loaded], options: ValidationOptions(profiles: [BuiltInProfiles.iPhoneSE3]), strict: false)
                .plan)
        let svg = try SpecRenderer.picture(of: plan, request: PictureRequest(contentHeight: 100)).get().svg
        #expect(svg.contains(">\(label)</text>"), "\(floor)")
        // The plan's own flag, from the same rule, on the screen the picture draws.
        let screen = LayoutPlanner.layout(
            of: try #require(plan.sheets.first?.sheet), on: BuiltInProfiles.iPhoneSE3.screens[0],
            idiom: BuiltInProfiles.iPhoneSE3.idiom, contentHeight: 100)
        #expect(screen.detents.map(\.approximate) == [approximate], "\(floor)")
    }

    @Test func aPopoverFrameOnAnApproximateSafeAreaSaysSo() throws {
        // iPadOS 26's bottom inset (25) has no measurement; iPadOS 17–18's 24 / 20 are measured.
        let newest = try SpecRenderer.picture(
            of: try Self.plan(on: [BuiltInProfiles.iPadMiniA17Pro]), request: PictureRequest(sheet: "picker")
        ).get().svg
        // The center-aligned popover moves above the keyboard, whose height is approximate on every profile.
        #expect(newest.contains(">popover · 504 × 620 pt at (120, 256.5) · approximate</text>"))
        #expect(newest.contains(">with keyboard · 504 × 620 pt at (120, 200) · approximate</text>"))
        #expect(newest.contains("approximate: the profile&apos;s `safeArea` and `keyboardHeight` have no primary source"))
        let older = try SpecRenderer.picture(
            of: try Self.plan(on: [BuiltInProfiles.iPadMini(on: .iOS18)]), request: PictureRequest(sheet: "picker")
        ).get().svg
        let resting = try #require(older.firstMatch(of: />popover · [^<]*</)?.0)
        #expect(!resting.contains("approximate"), "the resting frame rests on measured numbers")
        #expect(older.contains(" · approximate</text>"), "the frame with the keyboard does not")
        #expect(older.contains("approximate: the profile&apos;s `keyboardHeight` has no primary source"))
    }
}
