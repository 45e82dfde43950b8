import Foundation
import Testing

/// `sheetspec simulate` under `snap: velocityDirection` (the bottom drawer's release
/// rule) on the notches of `SimulateNotchCommandTests`: 189.75, 379.5 and 569.25 on the
/// iPhone 16. The default projection rate is UIScrollView's `.normal`, 0.998 per ms,
/// 0.499 s of travel per pt/s.
@Suite
struct SimulateReleaseRuleCommandTests {
    @Test func aReleaseAtRestGoesUpAndTheVelocitysSignDecides() throws {
        // From minimum to 250 and let go at rest: projected 250; the nearest notch would be
        // minimum (60.25 away), but at rest the drawer goes up: medium.
        let atRest = try SimulateNotchCommandTests.simulate(
            snap: "velocityDirection", ["--from", "minimum", "--release-height", "250", "--velocity", "0"])
        #expect(atRest["projectedHeight"] as? Double == 250)
        #expect(atRest["detent"] as? String == "medium" && atRest["height"] as? Double == 379.5)

        // From maximum to 560, 10 down: 560 − 4.99 = 555.01, between medium and maximum,
        // moving down → medium, although maximum is nearer.
        let down = try SimulateNotchCommandTests.simulate(
            snap: "velocityDirection", ["--from", "maximum", "--release-height", "560", "--velocity", "-10"])
        let projected = try #require(down["projectedHeight"] as? Double)
        #expect(abs(projected - 555.01) < 0.001)
        #expect(down["outcome"] as? String == "settled")
        #expect(down["detent"] as? String == "medium" && down["height"] as? Double == 379.5)
    }
}
