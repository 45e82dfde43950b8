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
        "version: 1\nsheets:\n  drawer:\n    type: DrawerViewController\n    presentation: overlay\n"
            + "    detents: \(detents)\n    accessibility: { reduceMotion: \(reduceMotion) }\n"
    }

    @Test(arguments: [("383.99", false), ("384", false), ("384.01", true)])
    func aMoveOfMoreThanAThirdOfTheScreen(top: String, fires: Bool) throws {
        let text = Self.drawer("[{ id: low, height: 100 }, { id: high, height: \(top) }]")
        let found = AccessibilityRuleRun.found(Self.code, text)
        #expect(found.count == (fires ? 1 : 0))
        guard fires else { return }
        let diagnostic = try #require(found.first)
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
        #expect(AccessibilityRuleRun.found(Self.code, one).isEmpty, "one detent: no move between detents")
    }
}
