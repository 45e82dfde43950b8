import BottomSheetable
import Foundation
import SheetLanguage
import Testing

/// The built-in defaults are a published promise: docs/SpecReference.md
/// states each one, and the runtime's own initialisers agree with them.
@Suite struct BuiltInDefaultsTests {
    /// `| `key` | type | default | meaning |` rows of each section's table, by section and key.
    static func documentedDefaults() throws -> [String: [String: String]] {
        let text = try String(
            contentsOf: RepositoryPaths.docs.appendingPathComponent("SpecReference.md"), encoding: .utf8)
        var section = ""
        var table: [String: [String: String]] = [:]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                section = line.dropFirst(3).replacingOccurrences(of: "`", with: "").lowercased()
                continue
            }
            // `\|` inside a cell is a literal bar (`modal` \| `overlay`), not a column.
            let cells = line.replacingOccurrences(of: "\\|", with: "\u{1}")
                .split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 6, cells[1].hasPrefix("`"), cells[1].hasSuffix("`"), !cells[1].contains(",") else {
                continue
            }
            table[section, default: [:]][String(cells[1].dropFirst().dropLast())] = cells[3]
        }
        return table
    }

    static func code(_ number: Double) -> String { "`\(LengthPrecision.text(number))`" }
    static func code(_ flag: Bool) -> String { "`\(flag)`" }
    static func code(_ word: String) -> String { "`\(word)`" }

    /// What the page must say for every key of the tables with defaults.
    static var expected: [String: [String: String]] {
        let dismissal = BuiltInDefaults.dismissal
        let projected = BuiltInDefaults.projectedSnap
        let momentum = BuiltInDefaults.momentumRedirectSnap
        let spring = BuiltInDefaults.spring
        let band = BuiltInDefaults.rubberBand
        let style = BuiltInDefaults.style
        let accessibility = BuiltInDefaults.accessibility
        return [
            "sheet": [
                "type": "**required**", "extends": "none",
                "presentation": code(BuiltInDefaults.presentation.rawValue),
                "tiers": "inferred from `detents`",
                "frame": "`{ bottom: \(BuiltInDefaults.frame.bottom.rawValue), top: \(BuiltInDefaults.frame.top.rawValue) }`",
                "detents": "`[{ id: large, system: large }]`",
                "initial": "the smallest active detent", "undimmedThrough": "none (dimmed at every detent)",
                "grabber": code(BuiltInDefaults.grabber.rawValue), "cornerRadius": "`system`",
                "edgeAttachedInCompactHeight": code(BuiltInDefaults.edgeAttachedInCompactHeight),
                "sizing": code(BuiltInDefaults.sizing.rawValue),
                "style": "see below",
                "scroll": "see below", "dismiss": "see below", "keyboard": "see below", "physics": "see below",
                "popover": "none; **required** for `presentation: popover`", "navigation": "none",
                "accessibility": "see below",
            ],
            "dismiss": [
                "swipe": code(dismissal.swipe), "tapOutside": code(dismissal.tapOutside),
                "closeButton": code(dismissal.closeButton), "confirm": code(dismissal.confirm),
                "programmatic": code(BuiltInDefaults.programmaticDismissal),
            ],
            "keyboard": [
                "policy": code(BuiltInDefaults.keyboardPolicy.rawValue),
                "observe": "`true` when `policy` is not `none`",
            ],
            "scroll": ["expandsAtEdge": code(BuiltInDefaults.scroll.expandsAtEdge)],
            "style": [
                "dimmingColor": "`\"\(HexColor(style.dimmingColor).hexCode)\"`",
                "dimmingAlpha": code(style.dimmingAlpha), "borderColor": "`\"#000000\"`",
                "borderWidth": "none; \(code(BuiltInDefaults.borderWidth)) when only `borderColor` is written",
                "grabberColor": "`\"\(HexColor(style.grabber.color).hexCode)\"`",
                "grabberWidth": code(style.grabber.width), "grabberHeight": code(style.grabber.height),
                "grabberTopGap": code(style.grabber.topGap),
            ],
            "physics": [
                "snap": code(BuiltInDefaults.snap.rawValue), "deceleration": code(projected.deceleration),
                "dismissThreshold": code(projected.dismissalProgress), "projectionRate": code(momentum.projectionRate),
                "redirectThreshold": code(momentum.redirectThreshold), "skipStops": code(momentum.skipsStops),
                "removalVelocity": code(momentum.removalVelocityThreshold), "spring.response": code(spring.response),
                "spring.damping": code(spring.damping),
                "spring.dampingWithoutVelocity": code(spring.dampingWithoutVelocity),
                "spring.dampingCurve": code(spring.dampingCurve.rawValue),
                "rubberBand.coefficient": code(band.coefficient), "rubberBand.aboveLargest": code(band.bandsAboveLargest),
                "rubberBand.belowSmallest": code(band.bandsBelowSmallest),
            ],
            "popover": [
                "alignment": code(BuiltInDefaults.popoverAlignment.rawValue), "width": code(BuiltInDefaults.popoverWidth),
                "height": "**required** (SS3005)", "bottomMargin": code(BuiltInDefaults.popoverBottomMargin),
                "arrows": BuiltInDefaults.popoverArrows == .any ? "`any`" : "?",
            ],
            "accessibility": [
                "detentControl": code(accessibility.detentControl.planWord),
                "announcesDetent": code(accessibility.announcesDetent), "escape": code(accessibility.escape.rawValue),
                "reduceMotion": code(accessibility.reduceMotion.rawValue), "fadeDuration": code(accessibility.fadeDuration),
                "textGrowth": code(accessibility.textGrowth),
            ],
            "navigation": [
                "push": BuiltInDefaults.pushableSheets.isEmpty ? "`[]`" : "?",
                "interactivePop": code(BuiltInDefaults.interactivePop),
                "transition": code(BuiltInDefaults.navigationTransition.rawValue),
            ],
        ]
    }

    @Test func specReferenceStatesEveryBuiltInDefault() throws {
        let documented = try Self.documentedDefaults()
        for (section, keys) in Self.expected {
            let rows = documented[section] ?? [:]
            #expect(Set(rows.keys) == Set(keys.keys), "keys documented under `\(section)`")
            for (key, text) in keys {
                #expect(rows[key] == text, "default of `\(key)` under `\(section)`")
            }
        }
    }

    @Test func observeFollowsThePolicy() {
        #expect(!BuiltInDefaults.observesKeyboard(policy: .none))
        for policy in [KeyboardPolicy.expand, .lift, .shrink] {
            #expect(BuiltInDefaults.observesKeyboard(policy: policy))
        }
    }

    /// The runtime's initialiser defaults are what hand-written code gets; they
    /// must not drift from what the language promises.
    @Test func runtimeInitialiserDefaultsAgree() {
        let layout = SheetLayout()
        #expect(layout.presentation == BuiltInDefaults.presentation)
        #expect(layout.detents == BuiltInDefaults.detents)
        #expect(layout.grabber == BuiltInDefaults.grabber)
        #expect(layout.cornerRadius == BuiltInDefaults.cornerRadius)
        #expect(layout.dismissal == BuiltInDefaults.dismissal)
        #expect(layout.keyboard == BuiltInDefaults.keyboardPolicy)
        #expect(layout.scroll == BuiltInDefaults.scroll)
        #expect(layout.style == BuiltInDefaults.style)
        #expect(BuiltInDefaults.style.border == nil)
        #expect(layout.physics == SheetPhysics(
            snapPolicy: .projectedStop(BuiltInDefaults.projectedSnap), spring: BuiltInDefaults.spring,
            rubberBand: BuiltInDefaults.rubberBand))
        #expect(MomentumRedirectSnapPolicy() == BuiltInDefaults.momentumRedirectSnap)
        #expect(RushingForwardSnapPolicy() == BuiltInDefaults.rushingForwardSnap)
        #expect(VelocityDirectionSnapPolicy() == BuiltInDefaults.velocityDirectionSnap)
        #expect(PopoverLayout.standardWidth == BuiltInDefaults.popoverWidth)
        #expect(PopoverLayout(portraitHeight: 1, landscapeHeight: 1).alignment == BuiltInDefaults.popoverAlignment)
        #expect(PopoverLayout(portraitHeight: 1, landscapeHeight: 1).bottomMargin == BuiltInDefaults.popoverBottomMargin)
        #expect(layout.accessibility == BuiltInDefaults.accessibility)
        #expect(SheetAccessibility() == BuiltInDefaults.accessibility)
        #expect(SheetNavigation() == SheetNavigation(
            pushableSheets: BuiltInDefaults.pushableSheets, interactivePop: BuiltInDefaults.interactivePop,
            transition: BuiltInDefaults.navigationTransition))
    }

    /// A fitted detent without `min` or `max` resolves as the runtime's
    /// `nil` bounds do: floor 0, cap the available height.
    @Test func explicitFittedBoundsMatchTheRuntimesImplicitOnes() {
        let container = BuiltInProfiles.iPhoneSE3.screens[0].container
        let implicit = DetentResolver.contentHeightRange(min: nil, max: nil, in: container)
        let explicit = DetentResolver.contentHeightRange(
            min: BuiltInDefaults.fittedFloor, max: BuiltInDefaults.fittedCap, in: container)
        #expect(implicit == explicit)
    }
}
