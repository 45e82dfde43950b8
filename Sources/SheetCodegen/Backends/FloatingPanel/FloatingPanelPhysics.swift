import BottomSheetable

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `physics` as a `FloatingPanelBehavior` (FloatingPanel 2.8.8,
/// `Sources/Behavior.swift`, and the spring of `Sources/Core.swift`).
///
/// - `snap: momentumRedirect` is FloatingPanel's own rule
///   (`MomentumRedirectSnapPolicy`): `momentumProjectionRate` is
///   `projectionRate`, `redirectionalProgress(_:from:to:)` is
///   `redirectThreshold`, `shouldProjectMomentum(_:to:)` is `skipStops`,
///   `removalInteractionVelocityThreshold` the removal threshold. Another
///   snap policy keeps FloatingPanel's defaults (SS4404).
/// - The spring: FloatingPanel's attraction has a response time and a
///   damping ratio `ζ = ln(rate) / (−2π · 0.001 / response)` for a release
///   faster than 300 pt/s, 1 otherwise. So `springResponseTime` is
///   `response` and `springDecelerationRate = exp(−2π · 0.001 · damping /
///   response)`; `dampingWithoutVelocity` other than 1 or a `ramp` curve is
///   SS4406.
/// - The rubber band: `allowsRubberBanding(for: .top)` above the largest
///   stop, `.bottom` below the smallest; FloatingPanel's coefficient is
///   0.55, another is SS4406.
enum FloatingPanelPhysics {
    /// FloatingPanel's rubber-band coefficient (`LayoutAdapter.rubberBandEffect`).
    static let rubberBandCoefficient = 0.55
    /// The release speed at or under which FloatingPanel's spring is critically damped.
    static let criticalDampingSpeed = 300.0

    /// `springDecelerationRate` for a damping ratio and a response, the
    /// inverse of FloatingPanel's `ζ = ln(r) / (−2π · f · 0.001)`, `f = 1 / response`.
    static func springDecelerationRate(damping: Double, response: Double) -> Double {
        exp(-2 * Double.pi * 0.001 * damping / response)
    }

    /// The damping ratio FloatingPanel derives from a rate and a response.
    static func dampingRatio(decelerationRate: Double, response: Double) -> Double {
        log(decelerationRate) / (-2 * Double.pi * (1 / response) * 0.001)
    }

    static func fields(_ physics: SheetPhysics) -> TemplateContext {
        var values = TemplateContext([
            ("springResponseTime", .text(SwiftLiteral.number(physics.spring.response))),
            ("springDecelerationRate", .text(SwiftLiteral.number(
                springDecelerationRate(damping: physics.spring.damping, response: physics.spring.response)))),
            ("rubberBandsTop", .text(SwiftLiteral.bool(physics.rubberBand.bandsAboveLargest))),
            ("rubberBandsBottom", .text(SwiftLiteral.bool(physics.rubberBand.bandsBelowSmallest))),
        ])
        if case .momentumRedirect(let policy) = physics.snapPolicy {
            values.append(contentsOf: TemplateContext([
                ("hasMomentumRedirect", .flag(true)),
                ("momentumProjectionRate", .text(SwiftLiteral.number(policy.projectionRate))),
                ("redirectionalProgress", .text(SwiftLiteral.number(policy.redirectThreshold))),
                ("shouldProjectMomentum", .text(SwiftLiteral.bool(policy.skipsStops))),
                ("removalVelocityThreshold", .text(SwiftLiteral.number(policy.removalVelocityThreshold))),
            ]))
        } else {
            values.append(contentsOf: TemplateContext([("hasMomentumRedirect", .flag(false))]))
        }
        return values
    }
}
