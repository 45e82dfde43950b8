import BottomSheetable
import Foundation
import Testing

@testable import SheetCodegen

/// `physics` as `FloatingPanelBehavior`, with worked numbers, and the
/// releases of `MomentumRedirectSnapPolicyTests` given to FloatingPanel
/// 2.8.8's own rule (`Core.targetState(from:with:)` and the removal check
/// of `panningEnd`, restated below over surface positions) and to
/// `MomentumRedirectSnapPolicy`: the same targets.
@Suite struct FloatingPanelPhysicsTests {
    @Test func theSpringMapsToFloatingPanelsRateAndBack() {
        // response 0.3 s, damping 0.6: exp(−2π · 0.001 · 0.6 / 0.3) = exp(−0.0125664) = 0.9875123.
        let rate = FloatingPanelPhysics.springDecelerationRate(damping: 0.6, response: 0.3)
        #expect(abs(rate - 0.987512256523656) < 1e-15)
        #expect(abs(FloatingPanelPhysics.dampingRatio(decelerationRate: rate, response: 0.3) - 0.6) < 1e-12)
        // FloatingPanel's default (0.991, 0.4 s) is a damping ratio of 0.009041 / 0.015708 = 0.57555.
        #expect(abs(FloatingPanelPhysics.dampingRatio(decelerationRate: 0.991, response: 0.4) - 0.57555) < 1e-5)
    }

    @Test func aMomentumRedirectSpecIsWrittenWhole() {
        let physics = SheetPhysics(
            snapPolicy: .momentumRedirect(MomentumRedirectSnapPolicy(
                projectionRate: 0.99, redirectThreshold: 0.25, skipsStops: true, removalVelocityThreshold: 4)),
            spring: SheetSpring(response: 0.5, damping: 0.8),
            rubberBand: RubberBand(bandsAboveLargest: false, bandsBelowSmallest: true))
        let fields = FloatingPanelPhysics.fields(physics)
        func text(_ key: String) -> String? {
            if case .text(let value)? = fields.fields.first(where: { $0.key == key })?.value { value } else { nil }
        }
        #expect(text("momentumProjectionRate") == "0.99")
        #expect(text("redirectionalProgress") == "0.25")
        #expect(text("shouldProjectMomentum") == "true")
        #expect(text("removalVelocityThreshold") == "4")
        #expect(text("springResponseTime") == "0.5")
        // exp(−2π · 0.001 · 0.8 / 0.5) = exp(−0.0100531) = 0.9899973.
        #expect(text("springDecelerationRate").flatMap(Double.init).map { abs($0 - 0.98999726) < 1e-7 } == true)
        #expect(text("rubberBandsTop") == "false")
        #expect(text("rubberBandsBottom") == "true")
    }

    // MARK: FloatingPanel's rule, over surface positions (y down), container 800 pt tall

    static let height = 800.0
    static func y(_ h: Double) -> Double { height - h }
    /// The anchors' positions, most expanded first (`sortedAnchorStatesByCoordinate` of a bottom panel).
    static let positions = [y(700), y(400), y(100)]

    /// `segment(at:forward:)`: the index of the first position past `pos`.
    static func segment(_ pos: Double, forward: Bool) -> (lower: Int?, upper: Int?) {
        let upper = forward ? positions.firstIndex { pos < $0 } : positions.firstIndex { pos <= $0 }
        switch upper {
        case 0: return (nil, 0)
        case let index?: return (index - 1, index)
        default: return (positions.count - 1, nil)
        }
    }

    /// `targetState(from:with:)` with rate `r`, threshold `t`, projection across stops or not.
    static func floatingPanelTarget(currentY: Double, velocity: Double, stateY: Double, rate: Double = 0.998,
                                    threshold: Double = 0.5, projects: Bool = false) -> Double {
        let base = abs(positions.first! - positions.last!)
        var projected = (velocity / base / 1000) * rate / (1 - rate) * base + currentY
        let forward = velocity == 0 ? currentY - stateY > 0 : velocity > 0
        var (lower, upper) = segment(projected, forward: forward)
        var from = forward ? (lower ?? 0) : (upper ?? positions.count - 1)
        var to = forward ? (upper ?? positions.count - 1) : (lower ?? 0)
        if !projects {
            let current = segment(currentY, forward: forward)
            lower = current.lower ?? 0
            upper = current.upper ?? positions.count - 1
            if lower == upper {
                if forward { upper = min(upper! + 1, positions.count - 1) } else { lower = max(lower! - 1, 0) }
            }
            (from, to) = forward ? (lower!, upper!) : (upper!, lower!)
            if forward {
                projected = max(min(projected, positions[min(to + 1, positions.count - 1)]), positions[from])
            } else {
                projected = max(min(projected, positions[from]), positions[max(to - 1, 0)])
            }
        }
        let progress = abs(projected - positions[from]) / abs(positions[from] - positions[to])
        return height - positions[progress > min(max(threshold, 0), 1) ? to : from]
    }

    /// `panningEnd`'s removal: velocity over the distance to the hidden position 100 pt below the view.
    static func floatingPanelRemoves(currentY: Double, velocity: Double, threshold: Double = 5.5) -> Bool {
        let distance = abs(currentY - (height + 100))
        return distance != 0 && velocity / distance >= threshold
    }

    static func ours(_ h: Double, _ downward: Double, from start: Double, skipsStops: Bool = false) -> SnapTarget? {
        let detents = [("tip", 100.0), ("half", 400.0), ("full", 700.0)].map {
            ResolvedDetent(id: DetentIdentifier($0.0), height: $0.1, requestedHeight: $0.1, contentRange: nil)
        }
        return MomentumRedirectSnapPolicy(skipsStops: skipsStops).target(
            for: DragRelease(height: h, downwardVelocity: downward, startHeight: start), among: detents, allowsDismissal: true)
    }

    @Test(arguments: [
        // (height, downward velocity, start height, skips stops, target height; 0 = removed)
        (380.0, -1000.0, 100.0, false, 400.0),  // a fling moves one stop
        (380, -1000, 100, true, 700),  // skipping stops follows the projection
        (380, -300, 100, true, 400),  // 529.7 is 0.43 of the way to full: back to half
        (380, 50, 400, false, 400),  // weak momentum is redirected back
        (300, 200, 400, false, 100),  // 200.2 is 0.666 of the way to tip: on to tip
        (100, 1100, 100, false, 0),  // 1,100 / 200 = 5.5 /s: removed
        (100, 1000, 100, false, 100),  // 5 /s: stays
    ])
    func theSameReleasesGiveTheSameTargets(_ h: Double, _ downward: Double, _ start: Double, _ skips: Bool, _ want: Double) {
        let removed = Self.floatingPanelRemoves(currentY: Self.y(h), velocity: downward)
        let panel = removed ? 0 : Self.floatingPanelTarget(currentY: Self.y(h), velocity: downward, stateY: Self.y(start), projects: skips)
        #expect(panel == want)
        let port = Self.ours(h, downward, from: start, skipsStops: skips)
        switch port {
        case .dismiss?: #expect(want == 0)
        case .detent(let detent)?: #expect(detent.height == want)
        default: Issue.record("no target")
        }
    }

    /// Where the port is not exact (docs/Backends.md): at `redirectThreshold: 1` FloatingPanel
    /// clips the projection one stop beyond the segment. From 380 up at 1,000 pt/s it
    /// projects to y = 420 − 499 = −79, clipped to full's y = 100: progress
    /// |100 − 700| / 300 = 2 > 1, so half; ours clips to half (400): progress 1, so tip.
    @Test func atThresholdOneFloatingPanelStillMovesOn() {
        let panel = Self.floatingPanelTarget(currentY: Self.y(380), velocity: -1000, stateY: Self.y(100), threshold: 1)
        #expect(panel == 400)
        let detents = [("tip", 100.0), ("half", 400.0), ("full", 700.0)].map {
            ResolvedDetent(id: DetentIdentifier($0.0), height: $0.1, requestedHeight: $0.1, contentRange: nil)
        }
        let port = MomentumRedirectSnapPolicy(redirectThreshold: 1).target(
            for: DragRelease(height: 380, downwardVelocity: -1000, startHeight: 100), among: detents, allowsDismissal: true)
        #expect(port == .detent(detents[0]))
    }

    @Test func theUndimmedStopsAreThoseUpToUndimmedThrough() {
        let detents = [Detent(id: "a", height: .points(100)), Detent(id: "b", height: .points(200)), Detent(id: "c", height: .points(300))]
        #expect(FloatingPanelViewModel.undimmedStates(SheetLayout(detents: detents, undimmedThrough: "b")) == ["a", "b"])
        #expect(FloatingPanelViewModel.undimmedStates(SheetLayout(detents: detents, undimmedThrough: "c")) == ["a", "b", "c"])
        #expect(FloatingPanelViewModel.undimmedStates(SheetLayout(detents: detents)) == [])
    }
}
