import Foundation
import Testing

/// `simulate` on drawers prints the numbers the state machine's own tests work out
/// (Tests/SheetLanguageTests/Commands/Simulate/ExampleSheetGestureTests.swift) and, frame by
/// frame, whether touches beside the sheet reach what is behind it.
@Suite
struct SimulateMapDrawerCommandTests {
    static let mapDrawer = CommandRunner.repository.appendingPathComponent("specs/map-drawer.sheet.yaml").path
    static let undimmedDrawer = CommandRunner.repository
        .appendingPathComponent("Tests/sheetspecTests/Fixtures/undimmed-drawer.sheet.yaml").path

    static func simulate(_ arguments: [String]) throws -> [String: Any] {
        let result = try CommandRunner.run(["simulate"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    static func frames(_ json: [String: Any]) throws -> [[String: Any]] {
        try #require(json["frames"] as? [[String: Any]])
    }

    @Test func theMapDrawerFlickedUpGoesToFullWithTheMapInteractiveOnTheWay() throws {
        // iPhone 16: 759 available; half 379.5, full 759 − 24 = 735. Released at 479.5 moving
        // up at 400 pt/s: 479.5 + 0.499 · 400 = 679.1, past the redirect threshold → full.
        let json = try Self.simulate([
            Self.mapDrawer, "--sheet", "placeDetails", "--profile", "iphone-16", "--release-height", "479.5",
            "--velocity", "400",
        ])
        #expect(json["projectedHeight"] as? Double == 679.1)
        #expect(json["detent"] as? String == "full" && json["height"] as? Double == 735)
        for frame in try Self.frames(json) {
            #expect(frame["passesTouchesThrough"] as? Bool == true && frame["dimming"] as? Double == 0)
        }
    }

    @Test func theMapDrawerSwipedDownHardStopsAtHalfAndIsNeverRemoved() throws {
        // 435 − 0.499 · 3000 = −1062; `dismiss.swipe: false` → no removal, one stop down to half.
        let json = try Self.simulate([
            Self.mapDrawer, "--sheet", "placeDetails", "--profile", "iphone-16", "--from", "full",
            "--release-height", "435", "--velocity", "-3000",
        ])
        #expect(json["projectedHeight"] as? Double == -1062)
        #expect(json["dismissalAllowed"] as? Bool == false && json["outcome"] as? String == "settled")
        #expect(json["detent"] as? String == "half" && json["height"] as? Double == 379.5)
    }

    @Test func touchesPassThroughOnlyUpToTheUndimmedDetent() throws {
        // iPhone 16: low 200, high 0.8 · 759 = 607.2. Flicked up from low: the background is
        // interactive while the sheet is at or below 200 and blocked above it.
        let json = try Self.simulate([
            Self.undimmedDrawer, "--sheet", "drawer", "--profile", "iphone-16", "--release-height", "250",
            "--velocity", "1500",
        ])
        #expect(json["detent"] as? String == "high" && json["height"] as? Double == 607.2)
        let frames = try Self.frames(json)
        #expect(frames.count > 2)
        for frame in frames {
            let height = try #require(frame["height"] as? Double)
            #expect(frame["passesTouchesThrough"] as? Bool == (height <= 200), "at \(height) pt")
        }
        let back = try Self.simulate([
            Self.undimmedDrawer, "--sheet", "drawer", "--profile", "iphone-16", "--from", "high",
            "--release-height", "300", "--velocity", "-800",
        ])
        #expect(back["detent"] as? String == "low")
        #expect(try Self.frames(back).last?["passesTouchesThrough"] as? Bool == true)
    }
}
