import BottomSheetable
import PropertyBased
import Testing

/// `MomentumRedirectSnapPolicy` over random detent sets and releases, with PropertyBased
/// (a failure shrinks to the fewest detents and the smallest numbers). Detents are 1–5
/// distinct heights of 50–700 pt in steps of 50; a release is a height of 0–800 pt, a
/// start height of 0–800 pt and a velocity of −3,000…3,000 pt/s in steps of 50.
@Suite struct MomentumRedirectSnapPolicyPropertyTests {
    struct Release: Sendable, CustomStringConvertible {
        var heights: [Double]
        var height: Double
        var startHeight: Double
        var downwardVelocity: Double

        var detents: [ResolvedDetent] { heights.map { fixed(DetentIdentifier("d\(Int($0))"), $0) } }
        var release: DragRelease { DragRelease(height: height, downwardVelocity: downwardVelocity, startHeight: startHeight) }
        var description: String { "detents \(heights), height \(height) from \(startHeight) at \(downwardVelocity) pt/s down" }
    }

    static let release = zip(
        Gen.int(in: 1...14).array(of: 1...5), Gen.int(in: 0...160), Gen.int(in: 0...160), Gen.int(in: -60...60)
    ).map { raw in
        Release(
            heights: Array(Set(raw.0.map { Double($0 * 50) })).sorted(), height: Double(raw.1 * 5),
            startHeight: Double(raw.2 * 5), downwardVelocity: Double(raw.3 * 50))
    }

    static func height(_ target: SnapTarget?) -> Double? {
        guard case .detent(let detent) = target else { return nil }
        return detent.height
    }

    /// 400 releases, one stop at most: without `skipsStops` and without dismissal, the
    /// target is one of the two detents around the release height, or, when the release
    /// is on a detent or past an end, that detent and its neighbour in the direction of
    /// motion (the velocity's sign; without velocity, the displacement from the start).
    @Test func aFlingMovesAtMostOneStopInItsDirection() async {
        await propertyCheck(count: 400, input: Self.release) { input in
            let heights = input.heights
            let target = Self.height(
                MomentumRedirectSnapPolicy().target(for: input.release, among: input.detents, allowsDismissal: false))
            let growing = input.downwardVelocity != 0 ? input.downwardVelocity < 0 : input.height > input.startHeight
            let below = heights.last { $0 <= input.height }
            let above = heights.first { $0 >= input.height }
            var allowed: [Double]
            switch (below, above) {
            case (let low?, let high?) where low != high: allowed = [low, high]
            case (let on?, _), (nil, let on?):
                let index = heights.firstIndex(of: on)!
                let next = growing ? min(index + 1, heights.count - 1) : max(index - 1, 0)
                allowed = [on, heights[next]]
            case (nil, nil): allowed = []
            }
            #expect(target.map { allowed.contains($0) } == true, "\(input): \(String(describing: target)) not in \(allowed)")
        }
    }

    /// 400 releases: with a redirect threshold of 0.5 or less, more upward velocity
    /// never lands lower: the target for a velocity is at most that for 500 pt/s more
    /// upward, and at least that for 500 pt/s more downward (with or without `skipsStops`).
    @Test func moreUpwardVelocityNeverLandsLower() async {
        await propertyCheck(count: 400, input: Self.release, Gen.bool, Gen.int(in: 0...2)) { input, skips, third in
            let policy = MomentumRedirectSnapPolicy(redirectThreshold: Double(third) * 0.25, skipsStops: skips)
            func target(_ velocity: Double) -> Double {
                let release = DragRelease(height: input.height, downwardVelocity: velocity, startHeight: input.startHeight)
                return Self.height(policy.target(for: release, among: input.detents, allowsDismissal: false)) ?? .nan
            }
            let here = target(input.downwardVelocity)
            #expect(here <= target(input.downwardVelocity - 500), "\(input), skips \(skips), threshold \(policy.redirectThreshold)")
            #expect(here >= target(input.downwardVelocity + 500), "\(input), skips \(skips), threshold \(policy.redirectThreshold)")
        }
    }

    /// 400 releases: dismissal is offered and taken exactly when `removes` says so, and
    /// `removes` is `v / (h + 100) ≥ 5.5` for a downward velocity (no bottom safe area).
    @Test func removalIsTheNormalisedVelocityRule() async {
        await propertyCheck(count: 400, input: Self.release) { input in
            let policy = MomentumRedirectSnapPolicy()
            let v = input.downwardVelocity
            let expected = v > 0 && v / (input.height + 100) >= 5.5
            #expect(policy.removes(input.release) == expected, "\(input)")
            let target = policy.target(for: input.release, among: input.detents, allowsDismissal: true)
            #expect((target == .dismiss) == expected, "\(input)")
        }
    }
}
