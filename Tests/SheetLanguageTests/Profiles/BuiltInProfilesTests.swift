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
        #expect(profile.screens.allSatisfy { $0.keyboardHeight > $0.safeArea.bottom })
        #expect(!profile.source.isEmpty)
        #expect(profile.name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" })
    }

    /// Available heights (height − safe top − top gap − safe bottom), the numbers
    /// every fraction is taken of, on iOS 26 (the default): iPhone SE 667 − 20 −
    /// 10 = 637; iPhone 16 852 − 59 − 0 − 34 = 759; iPad mini 1133 − 32 − 10 −
    /// 25 = 1066. Landscape iPhones keep a gap of 0 (no measurement).
    @Test func availableHeightsOnIOS26() {
        let heights = BuiltInProfiles.profiles(for: .iOS26).map { $0.screens.map(\.container.availableHeight) }
        #expect(heights == [[637, 375], [759, 372], [839, 409], [860, 419], [1066, 677], [1309, 965]])
        #expect(BuiltInProfiles.all == BuiltInProfiles.profiles(for: .iOS26))
    }

    /// On iOS 17–18 notched iPhones keep 10 pt (iPhone 16: 852 − 59 − 10 − 34 =
    /// 749), the SE 20 (667 − 20 − 20 = 627), and iPads have 24/20 safe areas
    /// with a gap of 10 (1133 − 24 − 10 − 20 = 1079).
    @Test func availableHeightsOnIOS18() {
        let heights = BuiltInProfiles.profiles(for: .iOS18).map { $0.screens.map(\.container.availableHeight) }
        #expect(heights == [[627, 375], [749, 372], [829, 409], [850, 419], [1079, 690], [1322, 978]])
    }

    /// Every release has the same devices under the same names, so a
    /// `--profile` or `profiles.only` works whichever release a run picks, and
    /// each profile says which release it describes.
    @Test func everyReleaseHasTheSameNamesAndSaysItsOS() throws {
        for os in ProfileOS.allCases {
            let profiles = BuiltInProfiles.profiles(for: os)
            #expect(profiles.map(\.name) == BuiltInProfiles.all.map(\.name))
            #expect(profiles.allSatisfy { $0.os == os.displayName })
        }
        #expect(ProfileOS.newest == .iOS26)
    }

    /// The values of `screen` that cite no source, or an empty one.
    private static func unsourced(_ screen: ProfileScreen) -> [ProfileValue] {
        ProfileValue.allCases.filter { (screen.sources[$0]?.citation ?? "").isEmpty }
    }

    /// Every number of every built-in profile, on every release, cites where it
    /// comes from, with the date it was checked; a pinned value cites a page.
    @Test(arguments: BuiltInProfiles.everyRelease)
    func everyValueCitesItsSource(profile: DeviceProfile) {
        for screen in profile.screens {
            #expect(Self.unsourced(screen) == [], "\(profile.name) on \(profile.os), \(screen.orientation)")
            for (value, source) in screen.sources {
                #expect(source.citation.contains("checked 20"), "\(profile.name) \(value): no date")
                if !source.approximate {
                    #expect(source.citation.contains("https://"), "\(profile.name) \(value): a pinned value cites a page")
                }
            }
        }
    }

    /// The check above fails on a profile that lost a source.
    @Test func aValueWithoutASourceIsFound() throws {
        var screen = try #require(BuiltInProfiles.iPhone16.screens.first)
        screen.sources[.topGap] = nil
        screen.sources[.size] = ValueSource("", approximate: false)
        #expect(Self.unsourced(screen) == [.size, .topGap])
    }

    /// No keyboard height has a primary source, nor any tab bar height; the
    /// top gaps nobody measured and iPadOS 26's bottom inset are marked too;
    /// screen sizes are published.
    @Test func whatIsApproximate() {
        let screens = BuiltInProfiles.everyRelease.flatMap(\.screens)
        #expect(screens.allSatisfy { $0.approximateValues.contains(.keyboardHeight) })
        #expect(screens.allSatisfy { $0.approximateValues.contains(.tabBarHeight) })
        #expect(screens.allSatisfy { !$0.approximateValues.contains(.size) && !$0.approximateValues.contains(.compactHeight) })
        #expect(BuiltInProfiles.iPhone16.screens.map(\.approximateValues) == [
            [.keyboardHeight, .tabBarHeight], [.topGap, .keyboardHeight, .tabBarHeight],
        ])
        #expect(BuiltInProfiles.iPhoneSE3.screens[0].approximateValues == [.topGap, .keyboardHeight, .tabBarHeight])
        #expect(BuiltInProfiles.iPadMiniA17Pro.screens[0].approximateValues == [.safeArea, .topGap, .keyboardHeight, .tabBarHeight])
        #expect(!BuiltInProfiles.iPhone16.screens[0].hasApproximateAvailableHeight)
        // Only a sheet measured from a tab bar rests on the bar's height; one
        // measured between the screen's edges depends on nothing approximate.
        #expect(BuiltInProfiles.iPhone16.screens[0].hasApproximateAvailableHeight(in: SheetFrame(bottom: .tabBar)))
        #expect(!BuiltInProfiles.iPhone16.screens[0].hasApproximateAvailableHeight(in: .safeArea))
        #expect(!BuiltInProfiles.iPhoneSE3.screens[0].hasApproximateAvailableHeight(in: SheetFrame(bottom: .screen, top: .screen)))
        #expect(BuiltInProfiles.iPhoneSE3.screens[0].hasApproximateAvailableHeight)
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
        // `nowPlaying` measures OverlayContainer's way, the whole 600 pt screen from its bottom edge.
        #expect(screen.container.availableHeight == 600)
        #expect(screen.detents.map(\.resolved.height) == [150, 300, 450])
        let json = LayoutPlanWriter.json(plan)
        #expect(json.contains("\"source\": \"measured on the kiosk\""))
        #expect(json.contains("\"os\": \"not stated\""))
        #expect(!json.contains("iphone"))
    }
}
