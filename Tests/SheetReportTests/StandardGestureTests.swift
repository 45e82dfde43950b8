import BottomSheetable
import SheetLanguage
import Testing

@testable import SheetReport

/// The standard gestures' requests from a screen's heights, and their runs
/// through the state machine on specs/ (iPhone 16, iOS 26, portrait).
@Suite struct StandardGestureTests {
    static let release: SheetRelease = {
        let report = ReportCollector.collect(paths: [SnapshotDiffTests.specs.path + "/now-playing.sheet.yaml"],
            options: ReportSettings(releases: [.iOS26]))
        return report.specs[0].sheets[0].releases[0]
    }()

    static func screen(_ profile: String, _ orientation: Orientation) -> ScreenLayout {
        release.plan.profiles.first { $0.profile == profile }!.screens.first { $0.orientation == orientation }!
    }

    @Test func requestsAreWorkedOutFromTheRestingHeights() throws {
        // nowPlaying on iPhone 16 portrait: mini 213, half 426, queue 639 (852 × 1/4, 1/2, 3/4); initial mini.
        let screen = Self.screen("iphone-16", .portrait)
        #expect(screen.detents.map(\.resolved.height) == [213, 426, 639])
        let slow = try #require(StandardGesture.slowRelease.request(sheet: "nowPlaying", screen: screen))
        #expect(slow.fromDetent == "mini" && slow.input == .drag(releaseHeight: 298.2, upwardVelocity: 0))  // 213 + 0.4 × 213
        let up = try #require(StandardGesture.flickUp.request(sheet: "nowPlaying", screen: screen))
        #expect(up.fromDetent == "mini" && up.input == .drag(releaseHeight: 253, upwardVelocity: 1500))
        let down = try #require(StandardGesture.flickDown.request(sheet: "nowPlaying", screen: screen))
        #expect(down.fromDetent == "mini" && down.input == .drag(releaseHeight: 173, upwardVelocity: -1500))
        let keyboard = try #require(StandardGesture.keyboardRelease.request(sheet: "nowPlaying", screen: screen))
        #expect(keyboard.keyboard && keyboard.input == .drag(releaseHeight: screen.detents[0].keyboard.height - 60, upwardVelocity: 0))
    }

    @Test func aSingleDetentIsReleasedAtThreeQuartersAndTheTopOneTowardsTheOneBelow() throws {
        var screen = Self.screen("iphone-16", .portrait)
        screen.initial = DetentIdentifier("queue")
        let fromTop = try #require(StandardGesture.slowRelease.request(sheet: "s", screen: screen))
        #expect(fromTop.input == .drag(releaseHeight: 553.8, upwardVelocity: 0))  // 639 − 0.4 × 213
        screen.detents = [screen.detents[1]]
        screen.initial = screen.detents[0].resolved.id
        let single = try #require(StandardGesture.slowRelease.request(sheet: "s", screen: screen))
        #expect(single.input == .drag(releaseHeight: 319.5, upwardVelocity: 0))  // 426 × 3/4
        screen.keyboardHeight = 0
        #expect(StandardGesture.keyboardRelease.request(sheet: "s", screen: screen) == nil)
        screen.detents = []
        #expect(StandardGesture.flickUp.request(sheet: "s", screen: screen) == nil)
    }

    @Test func everyDraggableScreenGetsEveryGestureAndTheRunsAreSimulatesOwn() throws {
        // 6 devices × 2 orientations, every one a sheet for an overlay, each with a keyboard.
        #expect(Self.release.gestures.count == 12 * 4)
        let run = try #require(Self.release.gestures.first {
            $0.profile == "iphone-16" && $0.orientation == .portrait && $0.gesture == .flickUp
        })
        let direct = SpecSimulator.simulate(
            Self.release.plan.sheet, on: BuiltInProfiles.iPhone16,
            screen: BuiltInProfiles.iPhone16.screens.first { $0.orientation == .portrait }!, request: run.request)
        #expect(try direct.get() == run.simulation)
        #expect(run.simulation.outcome == .settled)
        #expect(run.simulation.frames.last?.height == run.simulation.height)
    }
}
