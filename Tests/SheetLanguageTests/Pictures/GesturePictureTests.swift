import BottomSheetable
import Foundation
import SheetDiagnostics
import SheetLanguage
import TestSupport
import Testing

/// `render` with a scripted drag: the picture draws what `simulate` computes
/// on the same screen, so its labels carry the simulation's numbers and its
/// curve passes through every frame. Goldens in `Fixtures/pictures/gestures/`
/// (update with `SHEETSPEC_UPDATE_GOLDEN=1 swift test --filter GesturePictureTests`).
@Suite struct GesturePictureTests {
    static let gestureGoldens = RepositoryPaths.pictureFixtures.appendingPathComponent("gestures")

    /// The content-sized checkout sheet (the seed's 400-pt sheet, deceleration 800) on
    /// the iPhone 16, let go at 300 pt.
    static func checkout(velocity: Double) -> SimulationRequest {
        SimulationRequest(
            sheet: "checkout", profile: "iphone-16", releaseHeight: 300, upwardVelocity: velocity, contentHeight: 400)
    }

    static func render(_ spec: String, _ gesture: SimulationRequest) throws -> (
        svg: String, simulation: SheetSimulation
    ) {
        let plan = try #require(try Self.plan(spec, on: gesture.profile))
        let picture = try SpecRenderer.picture(
            of: plan, request: PictureRequest(sheet: gesture.sheet, profile: gesture.profile, gesture: gesture)
        ).get()
        return (picture.svg, try SpecSimulator.simulate(plan, request: gesture).get())
    }

    /// Planned on the named profile only, as `render --profile` plans.
    static func plan(_ spec: String, on profile: String?) throws -> LayoutPlan? {
        let profiles = BuiltInProfiles.all.filter { profile == nil || $0.name == profile }
        return try PlanFixtures.outcome([spec], profiles: profiles).plan
    }

    @Test func theSeedsFlickDownAt500IsDrawnDismissedWithItsProjection() throws {
        let (svg, simulation) = try Self.render("checkout.sheet.yaml", Self.checkout(velocity: -500))
        // 300 − 500² / (2 · 800) = 143.75: below half of 400, dismissed.
        #expect(simulation.projectedHeight == 143.75 && simulation.outcome == .dismissed)
        #expect(svg.contains(">projected stop · 143.75 pt</text>"))
        #expect(svg.contains(">let go · 300 pt</text>"))
        #expect(svg.contains(">dismissed</text>"))
        #expect(!svg.contains("settles ·"))
        GoldenFile.check(svg, against: Self.gestureGoldens.appendingPathComponent("checkout-dismissed.svg"))
    }

    @Test func theSameSheetAt300ReturnsTo400() throws {
        let (svg, simulation) = try Self.render("checkout.sheet.yaml", Self.checkout(velocity: -300))
        // 300 − 300² / 1600 = 243.75: above half of 400, back to the fitted detent.
        #expect(simulation.projectedHeight == 243.75 && simulation.height == 400)
        #expect(svg.contains(">projected stop · 243.75 pt</text>"))
        #expect(svg.contains(">settles · fit · 400 pt</text>"))
        #expect(svg.contains(">caught at · fit · 400 pt</text>"))
        GoldenFile.check(svg, against: Self.gestureGoldens.appendingPathComponent("checkout-returns.svg"))
    }

    @Test func theCurvePassesThroughEveryFrameAcrossTheScreen() throws {
        let (svg, simulation) = try Self.render("checkout.sheet.yaml", Self.checkout(velocity: -300))
        // The curve, not a label's leader line: the only half-transparent polyline.
        let line = try #require(svg.split(separator: "\n").first { $0.contains("<polyline") && $0.contains("stroke-opacity") })
        let pointsText = try #require(line.firstMatch(of: /points="([^"]+)"/)?.1)
        let points = pointsText.split(separator: " ").map { pair in
            pair.split(separator: ",").compactMap { Double($0) }
        }
        #expect(points.count == simulation.frames.count)
        // The screen of the drag's panel: iPhone 16 (393 × 852) drawn 460 units tall.
        let scale = 460.0 / 852
        let screenWidth = 393 * scale
        let (first, last) = (try #require(points.first), try #require(points.last))
        #expect(abs((last[0] - first[0]) - screenWidth) < 0.002, "time runs across the whole screen")
        // y of a height h: the screen's top + (852 − 34 − h) · scale; the screen's top from the first frame.
        let top = first[1] - (852 - 34 - simulation.frames[0].height) * scale
        for (point, frame) in zip(points, simulation.frames) {
            #expect(abs(point[1] - (top + (852 - 34 - frame.height) * scale)) < 0.002, "frame at \(frame.time) s")
        }
    }

    @Test func aReleaseBeyondTheDetentsShowsWhereTheFingerWas() throws {
        // Dragged 300 pt above a 400-pt sheet's only detent: the rubber band keeps the sheet lower.
        let gesture = SimulationRequest(
            sheet: "checkout", profile: "iphone-16", releaseHeight: 700, upwardVelocity: 0, contentHeight: 400)
        let (svg, simulation) = try Self.render("checkout.sheet.yaml", gesture)
        #expect(simulation.releaseHeight < 700)
        #expect(svg.contains("let go · \(LengthPrecision.text(simulation.releaseHeight)) pt (finger at 700 pt)"))
    }

    @Test func aPopoverIsDraggedOnAnIPhoneWhereItIsASheet() throws {
        let plan = try #require(try PlanFixtures.outcome(["store-picker.sheet.yaml"]).plan)
        let id = try #require(plan.sheets.first?.sheet.id)
        let gesture = SimulationRequest(sheet: id, releaseHeight: 100, upwardVelocity: 0)
        let picture = try SpecRenderer.picture(of: plan, request: PictureRequest(sheet: id, gesture: gesture)).get()
        #expect(picture.profile.idiom == .phone)
        #expect(picture.orientations == [.portrait])
    }

    @Test func aDragOnAPopoverOnIPadIsRefusedWithSimulatesReason() throws {
        let plan = try #require(try Self.plan("store-picker.sheet.yaml", on: "ipad-mini-a17-pro"))
        let id = try #require(plan.sheets.first?.sheet.id)
        let gesture = SimulationRequest(sheet: id, releaseHeight: 100, upwardVelocity: 0)
        let result = SpecRenderer.picture(
            of: plan, request: PictureRequest(sheet: id, profile: "ipad-mini-a17-pro", gesture: gesture))
        guard case .failure(.notDraggable) = result else {
            Issue.record("expected the simulator's notDraggable, got \(result)")
            return
        }
    }

    @Test func everyGestureGoldenHasATest() {
        let goldens = RepositoryPaths.files(in: Self.gestureGoldens, endingWith: ".svg")
        #expect(goldens == ["checkout-dismissed.svg", "checkout-returns.svg"])
    }
}
