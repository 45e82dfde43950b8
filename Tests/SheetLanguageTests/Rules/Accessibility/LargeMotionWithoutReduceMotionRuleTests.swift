import BottomSheetable
import SheetDiagnostics
import Testing

@testable import SheetLanguage

/// SS2909: `reduceMotion: keep` where the detents are more than a third of the
/// screen's height apart; iPhone 16's screen is 852 pt high in portrait, so
/// the line is 852 / 3 = 284 pt.
@Suite struct LargeMotionWithoutReduceMotionRuleTests {
    static let code = LargeMotionWithoutReduceMotionRule.descriptor.code

    static func drawer(_ detents: String, reduceMotion: String = "keep") -> String {
        AccessibilityRuleRun.sheet(detents: detents, more: "    accessibility: { reduceMotion: \(reduceMotion) }\n")
    }

    @Test(arguments: [("383.99", false), ("384", false), ("384.01", true)])
    func aMoveOfMoreThanAThirdOfTheScreen(top: String, fires: Bool) {
        let text = Self.drawer("[{ id: low, height: 100 }, { id: high, height: \(top) }]")
        guard let diagnostic = AccessibilityRuleRun.finding(Self.code, text, fires: fires) else { return }
        #expect(
            diagnostic.message
                == "`drawer` keeps its spring under Reduce Motion, and moves 284.01 pt between `low` and `high` "
                + "on iPhone 16 portrait, more than a third of its 852 pt screen")
    }

    @Test(arguments: ["fade", "instant"])
    func aReducedMotionBehaviourPasses(behaviour: String) {
        let text = Self.drawer("[{ id: low, height: 100 }, { id: high, height: 700 }]", reduceMotion: behaviour)
        #expect(AccessibilityRuleRun.found(Self.code, text).isEmpty)
    }

    /// The span is between the lowest and the highest visible detent, whatever lies between.
    @Test func theLowestAndTheHighestDetent() {
        let text = Self.drawer("[{ id: a, height: 100 }, { id: b, height: 300 }, { id: c, height: 390 }]")
        #expect(AccessibilityRuleRun.found(Self.code, text).map(\.label) == ["290 pt between `a` and `c`"])
        let one = Self.drawer("[{ id: only, height: 700 }]")
        #expect(
            AccessibilityRuleRun.found(Self.code, one).isEmpty,
            "one detent: no move between detents; its 700 pt slide onto the screen is the presentation's, kept under every value")
    }

    /// A stack: `drawer` (the root, with `keep`) pushes `details`; every further
    /// sheet of `sheets` is `(id, detents, pushes)`, an overlay like the root.
    static func stack(
        _ root: String, _ sheets: [(String, String, String?)], reduceMotion: String = "keep"
    ) -> String {
        var text = drawer(root, reduceMotion: reduceMotion) + "    navigation: { push: [\(sheets[0].0)] }\n"
        for (id, detents, pushes) in sheets {
            text += "  \(id):\n    type: ScreenViewController\n    presentation: overlay\n    detents: \(detents)\n"
            if let pushes { text += "    navigation: { push: [\(pushes)] }\n" }
        }
        return text
    }

    /// A push from `low` (100 pt) to `high`: 283.99 and 284 pt are not large, 284.01 is.
    @Test(arguments: [("383.99", false), ("384", false), ("384.01", true)])
    func aPushOfMoreThanAThirdOfTheScreen(top: String, fires: Bool) {
        let text = Self.stack("[{ id: low, height: 100 }]", [("details", "[{ id: high, height: \(top) }]", nil)])
        guard let diagnostic = AccessibilityRuleRun.finding(Self.code, text, fires: fires) else { return }
        #expect(
            diagnostic.message
                == "`drawer` keeps its spring under Reduce Motion, and moves 284.01 pt between `low` of `drawer` and "
                + "`high` of `details` on iPhone 16 portrait, more than a third of its 852 pt screen")
        #expect(diagnostic.position == "7:36", "at the root's `keep`")
        #expect(diagnostic.secondary.map(\.message) == ["`drawer` pushes `details` here"])
        #expect(diagnostic.fixes.map(\.replacement) == ["fade"])
    }

    /// A pop: the pushed screen rests low and the root high.
    @Test func aPopDownToTheScreenBelow() {
        let text = Self.stack("[{ id: high, height: 384.01 }]", [("details", "[{ id: low, height: 100 }]", nil)])
        #expect(
            AccessibilityRuleRun.found(Self.code, text).map(\.label)
                == ["284.01 pt between `low` of `details` and `high` of `drawer`"])
    }

    /// Any detent of either screen, not only the pushed sheet's `initial`: the
    /// pop from `d` back to `a` is the large one (384.01 − 100).
    @Test func everyPairOfTheTwoScreensDetents() {
        let text = Self.stack(
            "[{ id: a, height: 100 }, { id: b, height: 200 }]",
            [("details", "[{ id: c, height: 300 }, { id: d, height: 384.01 }]\n    initial: c", nil)])
        #expect(
            AccessibilityRuleRun.found(Self.code, text).map(\.label) == ["284.01 pt between `a` of `drawer` and `d` of `details`"])
        let faded = Self.stack(
            "[{ id: a, height: 100 }]", [("details", "[{ id: d, height: 700 }]", nil)], reduceMotion: "fade")
        #expect(AccessibilityRuleRun.found(Self.code, faded).isEmpty)
    }

    /// Three screens deep: each push is between a screen and the one that pushes
    /// it. `top` is 484.01 pt above the root but pushed from `middle` (300 pt):
    /// 284.01 pt is large, 284 is not, whatever the root's distance.
    @Test(arguments: [("584", false), ("584.01", true)])
    func aStackThreeScreensDeep(top: String, fires: Bool) {
        let text = Self.stack(
            "[{ id: low, height: 100 }]",
            [("middle", "[{ id: mid, height: 300 }]", "top"), ("top", "[{ id: peak, height: \(top) }]", nil)])
        let found = AccessibilityRuleRun.found(Self.code, text)
        #expect(found.map(\.label) == (fires ? ["284.01 pt between `mid` of `middle` and `peak` of `top`"] : []))
        #expect(found.allSatisfy { $0.secondary.map(\.message) == ["`middle` pushes `top` here"] })
    }

    /// The root's `keep` holds for a pushed screen's own detents: 100 to 384.01 pt
    /// inside `details` is the move reported, before the push from the root. The
    /// pushed screen's own `keep` changes nothing: the same move, at the root's key.
    @Test func aPushedScreensOwnDetents() {
        let text = Self.stack(
            "[{ id: low, height: 100 }]", [("details", "[{ id: a, height: 100 }, { id: b, height: 384.01 }]", nil)])
        #expect(
            AccessibilityRuleRun.found(Self.code, text).map(\.label) == ["284.01 pt between `a` of `details` and `b` of `details`"])
        let own = text + "    accessibility: { reduceMotion: keep }\n"
        let found = AccessibilityRuleRun.found(Self.code, own)
        #expect(found.map(\.label) == ["284.01 pt between `a` of `details` and `b` of `details`"])
        #expect(found.map(\.position) == ["7:36"], "at the root's `keep`")
    }

    /// `drawer` → `middle` → `top`, where `top` writes `top`'s setting, `middle`
    /// none, and the root `root`'s. `top`'s detents are `peak` (584.01 pt) pushed
    /// from `mid` (300): a push of 284.01 pt; or, in `ownMove`, 300 and 584.01 pt
    /// pushed from 442 (moves of at most 142.01 pt), 284.01 pt between its own two.
    static func threeScreens(root: String, top: String, ownMove: Bool) -> String {
        let (rootDetent, middle) = ownMove ? ("300", "442") : ("100", "300")
        let topDetents =
            ownMove ? "[{ id: a, height: 300 }, { id: b, height: 584.01 }]" : "[{ id: peak, height: 584.01 }]"
        return Self.stack(
            "[{ id: low, height: \(rootDetent) }]",
            [
                ("middle", "[{ id: mid, height: \(middle) }]", "top"),
                ("top", topDetents + "\n    accessibility: { reduceMotion: \(top) }", nil),
            ], reduceMotion: root)
    }

    /// The root keeps the spring and the top screen writes `fade`: the runtime
    /// reads the root's choice for the whole stack, so the push, and the top
    /// screen's own move, are reported at the root's `keep`.
    @Test(arguments: [false, true])
    func aRootThatKeepsTheSpringIsJudgedOverAPushedFade(ownMove: Bool) throws {
        let text = Self.threeScreens(root: "keep", top: "fade", ownMove: ownMove)
        let found = AccessibilityRuleRun.found(Self.code, text)
        let move = ownMove ? "`a` of `top` and `b` of `top`" : "`mid` of `middle` and `peak` of `top`"
        #expect(found.map(\.label) == ["284.01 pt between \(move)"])
        let diagnostic = try #require(found.first)
        #expect(diagnostic.message.hasPrefix("`drawer` keeps its spring under Reduce Motion"))
        #expect(diagnostic.position == "7:36", "at the root's `keep`")
        #expect(diagnostic.secondary.map(\.message) == ["`middle` pushes `top` here"])
    }

    /// The reverse: the root fades, and the top screen's `keep` is ignored, so
    /// the same moves are not reported by this rule; SS2607 reports that `keep`
    /// as ignored. With the root's `keep` (the control) they are.
    @Test(arguments: [false, true])
    func aPushedKeepUnderARootThatFadesIsNotReported(ownMove: Bool) {
        let text = Self.threeScreens(root: "fade", top: "keep", ownMove: ownMove)
        #expect(AccessibilityRuleRun.found(Self.code, text).isEmpty)
        let ignored = AccessibilityRuleRun.found(RootKeyOnPushedSheetRule.descriptor.code, text)
        #expect(
            ignored.map(\.message) == [
                "the `accessibility.reduceMotion: keep` of `top` is ignored: `top` is pushed onto the stack of `drawer`, "
                    + "whose `accessibility.reduceMotion` (`fade`) applies to every screen"
            ])
        let control = Self.threeScreens(root: "keep", top: "keep", ownMove: ownMove)
        #expect(AccessibilityRuleRun.found(Self.code, control).map(\.position) == ["7:36"])
    }

    /// A sheet that extends a pushed screen and is presented on its own (no sheet
    /// pushes it) springs with its inherited `keep`: it is reported itself, as its
    /// parent's `keep` is not.
    @Test func aSheetExtendingAPushedScreenIsReportedItself() {
        let details = "[{ id: a, height: 100 }, { id: b, height: 384.01 }]\n    accessibility: { reduceMotion: keep }"
        let stack = Self.stack("[{ id: low, height: 100 }]", [("details", details, nil)], reduceMotion: "fade")
        let text = stack + "  copy:\n    extends: details\n    type: CopyViewController\n"
        let found = AccessibilityRuleRun.found(Self.code, text)
        #expect(found.map { $0.message.prefix(48) } == ["`copy` keeps its spring under Reduce Motion, and"])
        #expect(found.map(\.label) == ["284.01 pt between `a` and `b`"])
    }
}
