import BottomSheetable
import SheetLanguage
import Testing

@testable import SheetCodegen

/// Every field `RenderInputs.swift` feeds, one by one: a variant of a layout that
/// differs from another in that field alone must give another fingerprint, so
/// dropping any `fingerprint.combine(…)` line (or feeding a field twice in place of
/// another) makes two variants collide here. The variants sit on a layout that has
/// every optional part (a popover, a border, a fitted detent with both limits), and
/// a snap policy's fields are compared against the same policy with defaults.
@Suite struct RenderInputsFieldTests {
    static let base: SheetLayout = {
        var layout = SheetLayout(
            presentation: .popover, tiers: .two,
            detents: [
                Detent(id: "fit", height: .fittedToContent(min: .points(100), max: .fraction(0.9))),
                Detent(id: "full", height: .system(.large)),
            ],
            popover: PopoverLayout(portraitHeight: 620, landscapeHeight: 420, alignment: .bottomCenter))
        layout.style.border = SheetBorder(color: SheetColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4), width: 1)
        return layout
    }()

    static func fingerprint(_ layout: SheetLayout) -> Fingerprint {
        var fingerprint = Fingerprint()
        fingerprint.combine(layout)
        return fingerprint
    }

    static func variant(_ change: (inout SheetLayout) -> Void) -> SheetLayout {
        var layout = base
        change(&layout)
        return layout
    }

    static func policy(_ policy: SnapPolicy) -> SheetLayout { variant { $0.physics.snapPolicy = policy } }

    static func momentum(_ change: (inout MomentumRedirectSnapPolicy) -> Void) -> SheetLayout {
        var policy = MomentumRedirectSnapPolicy()
        change(&policy)
        return Self.policy(.momentumRedirect(policy))
    }

    static func rushing(_ change: (inout RushingForwardSnapPolicy) -> Void) -> SheetLayout {
        var policy = RushingForwardSnapPolicy()
        change(&policy)
        return Self.policy(.rushingForward(policy))
    }

    static let variants: [(String, SheetLayout)] = [
        ("base", base),
        ("presentation", variant { $0.presentation = .modal }),
        ("tiers", variant { $0.tiers = .three }),
        ("detent count", variant { $0.detents.removeLast() }),
        ("detent id", variant { $0.detents[1].id = "tall" }),
        ("fitted min", variant { $0.detents[0].height = .fittedToContent(min: .points(101), max: .fraction(0.9)) }),
        ("fitted max", variant { $0.detents[0].height = .fittedToContent(min: .points(100), max: .fraction(0.8)) }),
        (
            "fitted min kind",
            variant { $0.detents[0].height = .fittedToContent(min: .fraction(100), max: .fraction(0.9)) }
        ),
        ("fitted min nil", variant { $0.detents[0].height = .fittedToContent(min: nil, max: .fraction(0.9)) }),
        ("system medium", variant { $0.detents[1].height = .system(.medium) }),
        ("points", variant { $0.detents[1].height = .points(300) }),
        ("points 301", variant { $0.detents[1].height = .points(301) }),
        ("fraction", variant { $0.detents[1].height = .fraction(300) }),
        ("inset", variant { $0.detents[1].height = .insetFromTop(300) }),
        ("by orientation", variant { $0.detents[1].height = .pointsByOrientation(portrait: 300, landscape: 200) }),
        (
            "by orientation landscape",
            variant { $0.detents[1].height = .pointsByOrientation(portrait: 300, landscape: 201) }
        ),
        ("hidden", variant { $0.detents[1].height = .hidden }),
        ("initial", variant { $0.initialDetent = "full" }),
        ("undimmed", variant { $0.undimmedThrough = "fit" }),
        ("grabber", variant { $0.grabber = .hidden }),
        ("corner radius points", variant { $0.cornerRadius = .points(3) }),
        ("corner radius 4", variant { $0.cornerRadius = .points(4) }),
        ("edge attached", variant { $0.edgeAttachedInCompactHeight.toggle() }),
        ("sizing", variant { $0.sizing = .form }),
        ("swipe", variant { $0.dismissal.swipe.toggle() }),
        ("tap outside", variant { $0.dismissal.tapOutside.toggle() }),
        ("close button", variant { $0.dismissal.closeButton.toggle() }),
        ("confirm", variant { $0.dismissal.confirm.toggle() }),
        ("keyboard", variant { $0.keyboard = .lift }),
        ("expands at edge", variant { $0.scroll.expandsAtEdge.toggle() }),
        // The base's policy is the standard one, `.projectedStop(ProjectedSnapPolicy())`.
        ("projected deceleration", policy(.projectedStop(ProjectedSnapPolicy(deceleration: 801)))),
        ("projected progress", policy(.projectedStop(ProjectedSnapPolicy(dismissalProgress: 0.6)))),
        ("momentum", momentum { _ in }),
        ("momentum rate", momentum { $0.projectionRate = 0.9 }),
        ("momentum redirect", momentum { $0.redirectThreshold += 1 }),
        ("momentum skips", momentum { $0.skipsStops.toggle() }),
        ("momentum removal", momentum { $0.removalVelocityThreshold += 1 }),
        ("rushing", rushing { _ in }),
        ("rushing minimum", rushing { $0.minimumVelocity += 1 }),
        ("rushing duration", rushing { $0.projectionDuration += 1 }),
        ("rushing dismissal", rushing { $0.dismissalVelocity += 1 }),
        ("direction", policy(.velocityDirection(VelocityDirectionSnapPolicy()))),
        ("direction rate", policy(.velocityDirection(VelocityDirectionSnapPolicy(projectionRate: 0.9)))),
        ("spring response", variant { $0.physics.spring.response += 0.01 }),
        ("spring damping", variant { $0.physics.spring.damping += 0.01 }),
        ("spring damping at rest", variant { $0.physics.spring.dampingWithoutVelocity += 0.01 }),
        (
            "spring curve",
            variant { $0.physics.spring.dampingCurve = $0.physics.spring.dampingCurve == .step ? .ramp : .step }
        ),
        ("band coefficient", variant { $0.physics.rubberBand.coefficient += 0.01 }),
        ("band above", variant { $0.physics.rubberBand.bandsAboveLargest.toggle() }),
        ("band below", variant { $0.physics.rubberBand.bandsBelowSmallest.toggle() }),
        ("no popover", variant { $0.popover = nil }),
        ("popover width", variant { $0.popover?.width += 1 }),
        ("popover portrait", variant { $0.popover?.portraitHeight += 1 }),
        ("popover landscape", variant { $0.popover?.landscapeHeight += 1 }),
        ("popover alignment", variant { $0.popover?.alignment = .center }),
        ("popover margin", variant { $0.popover?.bottomMargin += 1 }),
        ("popover arrows", variant { $0.popover?.arrows = [.up] }),
        ("pushable", variant { $0.navigation.pushableSheets.append("x") }),
        ("interactive pop", variant { $0.navigation.interactivePop.toggle() }),
        ("transition", variant { $0.navigation.transition = .sheet }),
        ("dimming red", variant { $0.style.dimmingColor.red += 0.01 }),
        ("dimming green", variant { $0.style.dimmingColor.green += 0.01 }),
        ("dimming blue", variant { $0.style.dimmingColor.blue += 0.01 }),
        ("dimming color alpha", variant { $0.style.dimmingColor.alpha -= 0.01 }),
        ("dimming alpha", variant { $0.style.dimmingAlpha += 0.01 }),
        ("no border", variant { $0.style.border = nil }),
        ("border color", variant { $0.style.border?.color.red += 0.01 }),
        ("border width", variant { $0.style.border?.width += 1 }),
        ("grabber color", variant { $0.style.grabber.color.green += 0.01 }),
        ("grabber width", variant { $0.style.grabber.width += 1 }),
        ("grabber height", variant { $0.style.grabber.height += 1 }),
        ("grabber gap", variant { $0.style.grabber.topGap += 1 }),
        ("frame bottom", variant { $0.frame.bottom = .tabBar }),
        ("frame top", variant { $0.frame.top = .screen }),
    ]

    /// 74 layouts, each differing from another in one fed field: 74 fingerprints.
    @Test func everyFedFieldChangesTheFingerprint() {
        #expect(Set(Self.variants.map { $0.1 }).count == Self.variants.count, "each variant is a distinct layout")
        var seen: [Fingerprint: String] = [:]
        for (name, layout) in Self.variants {
            let fingerprint = Self.fingerprint(layout)
            #expect(seen[fingerprint] == nil, "\(name) gives the fingerprint of \(seen[fingerprint] ?? "")")
            seen[fingerprint] = name
        }
        #expect(seen.count == Self.variants.count && Self.variants.count == 74)
    }
}
