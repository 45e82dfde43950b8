import BottomSheetable
import Foundation
import SheetDiagnostics
import SheetLanguage
import Testing

/// `render` and `simulate` on sheets measured in another `frame`: both go
/// through the plan's containers, so a sheet resting on a tab bar is drawn on
/// the bar and one that covers the status bar reaches the screen's top edge.
/// The phone is `SheetPictureTests`' (460 × 920 pt, half a canvas unit a
/// point, safe area 40 / 20) with a 40 pt tab bar.
@Suite struct FramePictureTests {
    static let phone = DeviceProfile(
        name: "half-scale", displayName: "Half Scale", idiom: .phone,
        screens: [
            ProfileScreen(
                orientation: .portrait, size: Size(width: 460, height: 920),
                safeArea: Insets(top: 40, left: 0, bottom: 20, right: 0), isCompactHeight: false, keyboardHeight: 300,
                tabBarHeight: 40)
        ],
        source: "test")

    static func spec(frame: String) -> String {
        """
        version: 1
        sheets:
          player:
            type: PlayerViewController
            presentation: overlay
            frame: \(frame)
            detents:
              - { id: peek, height: 100 }
              - { id: full, fraction: 1 }

        """
    }

    static func plan(frame: String) throws -> LayoutPlan {
        let loaded = SpecLoader.load(SourceFile(path: "player.sheet.yaml", text: spec(frame: frame)), limits: .default)
        let outcome = SpecPlanner.plan([loaded], options: ValidationOptions(profiles: [phone]), strict: false)
        #expect(outcome.report.diagnostics.isEmpty, "\(outcome.report.diagnostics.map(\.message))")
        return try #require(outcome.plan)
    }

    /// The screen's top-left corner on the canvas (`SheetPictureTests.screenY`).
    static let screenY = 132.0

    @Test func aSheetOnATabBarCoveringTheStatusBarIsDrawnBetweenTheBarAndTheTopEdge() throws {
        let svg = try SpecRenderer.picture(of: try Self.plan(frame: "{ bottom: tabBar, top: screen }"), request: PictureRequest())
            .get().svg
        // peek: 100 pt above the bar's top, which is 20 + 40 above the bottom edge: top edge at 920 − 60 − 100 = 760 pt.
        #expect(Self.screenY + 760 / 2 == 512)
        #expect(svg.contains(##"<line x1="32" y1="512" x2="262" y2="512" stroke="#2f6db5" stroke-width="1.5""##))
        // full: 920 − 0 − 60 = 860 pt, its top edge on the screen's top edge (y 132), not under the 40 pt status bar.
        #expect(svg.contains(##"<line x1="32" y1="132" x2="262" y2="132" stroke="#2f6db5" stroke-width="1""##))
        #expect(svg.contains("full · 860 pt"))
    }

    @Test func theDefaultFrameDrawsTheSameDetentsElsewhere() throws {
        let svg = try SpecRenderer.picture(of: try Self.plan(frame: "{ bottom: safeArea, top: safeArea }"), request: PictureRequest())
            .get().svg
        // peek above the safe area: 920 − 20 − 100 = 800 pt (y 532); full 860 pt up to the safe area's top (y 152).
        #expect(svg.contains(##"<line x1="32" y1="532" x2="262" y2="532" stroke="#2f6db5" stroke-width="1.5""##))
        #expect(svg.contains(##"<line x1="32" y1="152" x2="262" y2="152" stroke="#2f6db5" stroke-width="1""##))
    }

    @Test func simulateRestsAtTheFrameHeights() throws {
        let plan = try Self.plan(frame: "{ bottom: screen, top: screen }")
        let request = SimulationRequest(
            sheet: "player", profile: "half-scale", fromDetent: "peek", releaseHeight: 900, upwardVelocity: 0,
            contentHeight: nil, answersShouldDismiss: true)
        let simulation = try SpecSimulator.simulate(plan, request: request).get()
        // OverlayContainer's terms: `fraction: 1` is the whole 920 pt screen, from its bottom edge.
        #expect(simulation.detent == "full")
        #expect(simulation.height == 920)
        #expect(simulation.startHeight == 100)
        #expect(simulation.frames.allSatisfy { $0.height <= 920 + 1e-9 })
    }
}
