import Foundation
import SheetLanguage
import Testing

/// `simulate --push` and popovers on iPad print the numbers the state machine's own tests
/// work out (Tests/BottomSheetableTests/Interaction/SheetInteractionNavigationTests.swift
/// and SheetInteractionPopoverTests.swift). Expected heights are computed from the
/// profile screen's own values, with the arithmetic beside them, so they follow the
/// profiles if their measurements change.
@Suite
struct SimulateNavigationCommandTests {
    /// A Walmart one-tier sheet (`tiers: automatic`, fitted to its content) that pushes a
    /// second screen with a half and a full detent.
    static let stack = """
        version: 1
        minimumOS: 16.4
        sheets:
          list:
            type: ListViewController
            tiers: automatic
            detents:
              - { id: fit, fit: content }
            navigation:
              push: [details]
          details:
            type: DetailsViewController
            tiers: two
            detents:
              - { id: half, fraction: 0.5 }
              - { id: full, system: large }
            initial: half
            navigation:
              push: []

        """

    /// The popover of `SheetInteractionPopoverTests`: 504 wide, 620 tall in portrait and
    /// 420 in landscape, centred, shrunk by the keyboard (one tier, automatic).
    static let centredPopover = """
        version: 1
        minimumOS: 16.4
        sheets:
          finder:
            type: FinderViewController
            presentation: popover
            tiers: automatic
            detents:
              - { id: fit, fit: content }
            keyboard: { policy: shrink, observe: true }
            popover: { alignment: center, width: 504, height: { portrait: 620, landscape: 420 } }

        """

    static func simulate(_ spec: String, _ arguments: [String]) throws -> [String: Any] {
        let folder = try CommandRunner.scratchFolder()
        try spec.write(to: folder.appendingPathComponent("spec.sheet.yaml"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["simulate", "spec.sheet.yaml"] + arguments, in: folder)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    static func heights(_ frames: Any?) throws -> [Double] {
        try #require(frames as? [[String: Any]]).map { try #require($0["height"] as? Double) }
    }

    /// The profile's screen in `orientation` (`portrait` or `landscape`).
    static func screen(_ profile: DeviceProfile, _ orientation: String) throws -> ProfileScreen {
        try #require(profile.screens.first { $0.orientation.rawValue == orientation })
    }

    @Test func aOneTierSheetPushesASecondScreenAndPopsBack() throws {
        // iPhone 16: A = height − top − bottom − topGap (852 − 59 − 34 − 0 = 759 today, the
        // state machine test's iPhone 15 numbers): half = A/2 (379.5), full = A.
        let screen = try Self.screen(BuiltInProfiles.iPhone16, "portrait")
        let available = screen.size.height - screen.safeArea.top - screen.safeArea.bottom - screen.topGap
        let json = try Self.simulate(
            Self.stack,
            [
                "--sheet", "list", "--profile", "iphone-16", "--content-height", "300", "--push", "details",
                "--release-height", "\(available / 2 + 100)", "--velocity", "800",
            ])
        let navigation = try #require(json["navigation"] as? [String: Any])
        // The root rests on its content, 300; the push animates 300 → A/2 critically damped
        // (from rest), so every frame lies between the two heights.
        #expect(navigation["rootDetent"] as? String == "fit" && navigation["rootHeight"] as? Double == 300)
        #expect(
            navigation["pushedDetent"] as? String == "half" && navigation["pushedHeight"] as? Double == available / 2)
        let push = try Self.heights(navigation["pushFrames"])
        #expect(push.first == 300 && push.last == available / 2 && push.count > 2)
        #expect(push.allSatisfy { $0 >= 300 && $0 <= available / 2 })
        #expect(zip(push, push.dropFirst()).allSatisfy { $0 <= $1 })

        // The drag moves the pushed screen: from A/2 to A/2 + 100, 800 up: projected
        // A/2 + 100 + 800²/1600 = A/2 + 500, nearer full (|500 − A/2|) than half (500).
        #expect(json["fromDetent"] as? String == "half")
        #expect(json["projectedHeight"] as? Double == available / 2 + 500)
        #expect(json["detent"] as? String == "full" && json["height"] as? Double == available)

        // Settled, it pops: A → 300, the root's detent again, critically damped.
        #expect(navigation["popped"] as? Bool == true)
        #expect(navigation["poppedDetent"] as? String == "fit" && navigation["poppedHeight"] as? Double == 300)
        let pop = try Self.heights(navigation["popFrames"])
        #expect(pop.first == available && pop.last == 300 && pop.count > 2)
        #expect(zip(pop, pop.dropFirst()).allSatisfy { $0 >= $1 })
    }

    @Test func aDismissedPushedScreenIsNotPopped() throws {
        // From half (A/2) down to 100 at 800 pt/s: projected 100 − 800²/1600 = −300, far more
        // than half of the half detent's view below it → dismissed (swipe is allowed).
        let json = try Self.simulate(
            Self.stack,
            [
                "--sheet", "list", "--profile", "iphone-16", "--content-height", "300", "--push", "details",
                "--release-height", "100", "--velocity", "-800",
            ])
        let navigation = try #require(json["navigation"] as? [String: Any])
        #expect(json["outcome"] as? String == "dismissed")
        #expect(navigation["popped"] as? Bool == false && (navigation["popFrames"] as? [Any])?.isEmpty == true)
    }

    @Test func aSheetThatDoesNotPushIsRefused() throws {
        let folder = try CommandRunner.scratchFolder()
        try Self.stack.write(to: folder.appendingPathComponent("spec.sheet.yaml"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(
            [
                "simulate", "spec.sheet.yaml", "--sheet", "list", "--push", "detail", "--release-height", "300",
                "--velocity", "0",
            ],
            in: folder)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.contains(
                "the sheet `list` cannot push `detail`; did you mean `details`? (it pushes `details`)"))
    }

    /// Expected centred frame: width 504, height `h`, centred on the container, then moved
    /// up into the usable region (its bottom at `min(H − safe bottom, H − keyboard)`).
    static func centred(_ screen: ProfileScreen, height: Double, keyboard: Double) -> [String: Double] {
        let usableBottom = min(screen.size.height - screen.safeArea.bottom, screen.size.height - keyboard)
        let centredY = screen.size.height / 2 - height / 2
        return [
            "x": screen.size.width / 2 - 252, "y": min(centredY, usableBottom - height), "width": 504, "height": height,
        ]
    }

    @Test(arguments: ["portrait", "landscape"], [false, true])
    func aPopoverOnTheIPadMini(orientation: String, keyboard: Bool) throws {
        // Portrait 620 tall, landscape 420; `shrink` takes the keyboard's height off it.
        // Today's profile (744 × 1133, safe area 24/20, keyboard 313/398) gives the state
        // machine test's frames: (120, 256.5, 504, 620), (120, 413, 504, 307),
        // (314.5, 162, 504, 420) and (314.5, 324, 504, 22).
        let screen = try Self.screen(BuiltInProfiles.iPadMiniA17Pro, orientation)
        let keyboardHeight = keyboard ? screen.keyboardHeight : 0
        let height = (orientation == "portrait" ? 620 : 420) - keyboardHeight
        var arguments = [
            "--sheet", "finder", "--profile", "ipad-mini-a17-pro", "--orientation", orientation,
            "--release-height", "100", "--velocity", "-3000",
        ]
        if keyboard { arguments.append("--keyboard") }
        let json = try Self.simulate(Self.centredPopover, arguments)
        let frame = try #require(json["popoverFrame"] as? [String: Double])
        #expect(frame == Self.centred(screen, height: height, keyboard: keyboardHeight))
        // A hard downward flick does nothing to a popover: it is not dragged.
        #expect(json["outcome"] as? String == "settled" && json["projectedHeight"] is NSNull)
        #expect((json["frames"] as? [Any])?.count == 1)
    }

    @Test func theStorePickerSitsOnTheBottomSafeAreaEdge() throws {
        // specs/store-picker.sheet.yaml: bottomCenter, 620 portrait; the frame's bottom edge
        // on H − safe bottom (margin 0), 504 wide, centred: x = W/2 − 252.
        let screen = try Self.screen(BuiltInProfiles.iPadMiniA17Pro, "portrait")
        let specs = CommandRunner.repository.appendingPathComponent("specs").path
        let result = try CommandRunner.run(
            [
                "simulate", specs, "--sheet", "storePicker", "--profile", "ipad-mini-a17-pro", "--release-height", "0",
                "--velocity", "0",
            ])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let frame = try #require(json["popoverFrame"] as? [String: Double])
        let bottom = screen.size.height - screen.safeArea.bottom
        #expect(frame == ["x": screen.size.width / 2 - 252, "y": bottom - 620, "width": 504, "height": 620])
    }
}
