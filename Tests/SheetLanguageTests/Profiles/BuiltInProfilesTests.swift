import BottomSheetable
import SheetLanguage
import Testing

@Suite struct BuiltInProfilesTests {
    @Test func theTableCoversSmallestToLargestPhonesAndIPads() {
        #expect(BuiltInProfiles.all.map(\.name) == [
            "iphone-se-3", "iphone-16", "iphone-16-plus", "iphone-16-pro-max", "ipad-mini-a17-pro", "ipad-pro-13-m4",
        ])
        #expect(BuiltInProfiles.all.map(\.idiom) == [.phone, .phone, .phone, .phone, .pad, .pad])
    }

    @Test(arguments: BuiltInProfiles.all)
    func everyProfileHasAPortraitAndALandscapeScreen(profile: DeviceProfile) {
        #expect(profile.screens.map(\.orientation) == [.portrait, .landscape])
        let (portrait, landscape) = (profile.screens[0], profile.screens[1])
        #expect(landscape.size == Size(width: portrait.size.height, height: portrait.size.width))
        #expect(portrait.container.orientation == .portrait)
        #expect(landscape.container.orientation == .landscape)
        #expect(!portrait.isCompactHeight)
        #expect(landscape.isCompactHeight == (profile.idiom == .phone), "iPhones are compact height in landscape")
        #expect(profile.screens.allSatisfy { $0.keyboardHeight > $0.safeArea.bottom && $0.topGap == 0 })
        #expect(!profile.source.isEmpty)
        #expect(profile.name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" })
    }

    /// Available heights (container − safe areas), the numbers every fraction is taken of.
    @Test func availableHeights() {
        let heights = BuiltInProfiles.all.map { $0.screens.map(\.container.availableHeight) }
        #expect(heights == [[647, 375], [759, 372], [839, 409], [860, 419], [1089, 700], [1332, 988]])
    }

    @Test func theSmallestPhoneIsTheIPhoneSE() {
        let portraits = BuiltInProfiles.all.filter { $0.idiom == .phone }.map { ($0.name, $0.screens[0].container.availableHeight) }
        #expect(portraits.min { $0.1 < $1.1 }?.0 == "iphone-se-3")
    }

    @Test func selectionByNameWithDidYouMean() throws {
        #expect(try ProfileSelection.select(nil, from: BuiltInProfiles.all).get() == BuiltInProfiles.all)
        #expect(try ProfileSelection.select("iphone-16", from: BuiltInProfiles.all).get() == [BuiltInProfiles.iPhone16])
        let result = ProfileSelection.select("iphone-16-pro-mx", from: BuiltInProfiles.all)
        guard case .failure(let unknown) = result else {
            Issue.record("an unknown name must fail")
            return
        }
        #expect(unknown.suggestion == "iphone-16-pro-max")
        #expect(unknown.message.hasPrefix("no device profile is called `iphone-16-pro-mx`; did you mean `iphone-16-pro-max`?"))
        guard case .failure(let far) = ProfileSelection.select("galaxy", from: BuiltInProfiles.all) else {
            Issue.record("an unknown name must fail")
            return
        }
        #expect(far.suggestion == nil)
        #expect(far.message.hasPrefix("no device profile is called `galaxy` (profiles: `iphone-se-3`, `iphone-16`,"))
    }

    /// A project supplies its own profiles: resolution and the plan use
    /// exactly those, and nothing from the built-in table.
    @Test func aProjectsOwnProfilesReplaceTheTable() throws {
        let kiosk = DeviceProfile(
            name: "kiosk", displayName: "Kiosk iPad", idiom: .pad,
            screens: [
                ProfileScreen(
                    orientation: .landscape, size: Size(width: 1000, height: 600),
                    safeArea: Insets(top: 20, left: 0, bottom: 30, right: 0), topGap: 10, isCompactHeight: false,
                    keyboardHeight: 300)
            ],
            source: "measured on the kiosk")
        let plan = try #require(try PlanFixtures.outcome(["now-playing.sheet.yaml"], profiles: [kiosk]).plan)
        #expect(plan.profiles == [kiosk])
        let screen = try #require(plan.sheets.first?.profiles.first?.screens.first)
        #expect(screen.container.availableHeight == 540)
        #expect(screen.detents.map(\.resolved.height) == [135, 270, 405])
        let json = LayoutPlanWriter.json(plan)
        #expect(json.contains("\"source\": \"measured on the kiosk\""))
        #expect(!json.contains("iphone"))
    }
}
