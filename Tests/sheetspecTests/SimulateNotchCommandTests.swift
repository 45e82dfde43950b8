import Foundation
import Testing

/// `sheetspec simulate` prints the numbers `SheetInteractionNotchTests` works by hand
/// for OverlayContainer's three notches (a quarter, half and three quarters of the
/// available height) on the iPhone 16: 852 − 59 − 34 = 759 available, so the notches
/// are 189.75, 379.5 and 569.25.
@Suite
struct SimulateNotchCommandTests {
    static func spec(snap: String) -> String {
        """
        version: 1
        minimumOS: 16.4
        sheets:
          notches:
            type: NotchesViewController
            tiers: three
            detents:
              - { id: minimum, fraction: 0.25 }
              - { id: medium, fraction: 0.5 }
              - { id: maximum, fraction: 0.75 }
            initial: medium
            physics:
              snap: \(snap)

        """
    }

    /// Runs `simulate` on the notches spec under `snap` and returns its JSON.
    static func simulate(snap: String, _ arguments: [String]) throws -> [String: Any] {
        let folder = try CommandRunner.scratchFolder()
        try spec(snap: snap).write(
            to: folder.appendingPathComponent("notches.sheet.yaml"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(
            ["simulate", "notches.sheet.yaml", "--sheet", "notches", "--profile", "iphone-16"] + arguments, in: folder)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test func projectedStopMatchesTheWorkedNumbers() throws {
        // From medium to 479.5, 800 up: 479.5 + 800²/1600 = 879.5 → maximum.
        let up = try Self.simulate(snap: "projected", ["--release-height", "479.5", "--velocity", "800"])
        #expect(up["projectedHeight"] as? Double == 879.5)
        #expect(up["outcome"] as? String == "settled")
        #expect(up["detent"] as? String == "maximum" && up["height"] as? Double == 569.25)

        // From medium to 319.5, 400 down: 319.5 − 100 = 219.5 → minimum.
        let down = try Self.simulate(snap: "projected", ["--release-height", "319.5", "--velocity", "-400"])
        #expect(down["projectedHeight"] as? Double == 219.5)
        #expect(down["detent"] as? String == "minimum" && down["height"] as? Double == 189.75)

        // From minimum to 149.75, 600 down: 149.75 − 225 = −75.25; (189.75 + 75.25)/223.75 ≥ 0.5.
        let away = try Self.simulate(
            snap: "projected", ["--from", "minimum", "--release-height", "149.75", "--velocity", "-600"])
        #expect(away["projectedHeight"] as? Double == -75.25)
        #expect(away["outcome"] as? String == "dismissed" && away["height"] as? Double == 0)
    }

    @Test func momentumRedirectMatchesTheWorkedNumbers() throws {
        // From medium to 409.5, 100 up: 409.5 + 0.499·100 = 459.4; progress ≈ 0.42 → medium.
        let slow = try Self.simulate(snap: "momentumRedirect", ["--release-height", "409.5", "--velocity", "100"])
        let projected = try #require(slow["projectedHeight"] as? Double)
        #expect(abs(projected - 459.4) < 0.001)
        #expect(slow["detent"] as? String == "medium" && slow["height"] as? Double == 379.5)

        // From maximum to 269.25, 2000 down: 2000/403.25 < 5.5 stays; one stop → minimum.
        let hard = try Self.simulate(
            snap: "momentumRedirect", ["--from", "maximum", "--release-height", "269.25", "--velocity", "-2000"])
        #expect(hard["outcome"] as? String == "settled")
        #expect(hard["detent"] as? String == "minimum" && hard["height"] as? Double == 189.75)

        // From minimum to 149.75, 1600 down: 1600/(149.75 + 34 + 100) ≈ 5.64 ≥ 5.5 → removed.
        let removed = try Self.simulate(
            snap: "momentumRedirect", ["--from", "minimum", "--release-height", "149.75", "--velocity", "-1600"])
        #expect(removed["outcome"] as? String == "dismissed")
    }

    @Test func rushingForwardMatchesTheWorkedNumbers() throws {
        // From minimum to 199.75, 1000 up: 199.75 + 0.1·1000 = 299.75; faster than 400 → medium.
        let flick = try Self.simulate(
            snap: "rushingForward", ["--from", "minimum", "--release-height", "199.75", "--velocity", "1000"])
        let projected = try #require(flick["projectedHeight"] as? Double)
        #expect(abs(projected - 299.75) < 0.001)
        #expect(flick["detent"] as? String == "medium" && flick["height"] as? Double == 379.5)

        // From maximum to 559.25, 2400 down: 559.25 − 240 = 319.25 → the lower of medium
        // and minimum: minimum.
        let skip = try Self.simulate(
            snap: "rushingForward", ["--from", "maximum", "--release-height", "559.25", "--velocity", "-2400"])
        #expect(skip["outcome"] as? String == "settled")
        #expect(skip["detent"] as? String == "minimum" && skip["height"] as? Double == 189.75)

        // 2401 down: faster than 2,400 → dismissed.
        let away = try Self.simulate(
            snap: "rushingForward", ["--from", "maximum", "--release-height", "559.25", "--velocity", "-2401"])
        #expect(away["outcome"] as? String == "dismissed" && away["height"] as? Double == 0)
    }
}
