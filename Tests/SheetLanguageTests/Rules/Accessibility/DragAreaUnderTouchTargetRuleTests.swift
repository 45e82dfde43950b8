import BottomSheetable
import SheetDiagnostics
import Testing

@testable import SheetLanguage

/// SS2908: a visible detent under the 44 pt touch target, at 43.99, 44 and
/// 44.01 pt, on every visible detent of a list, and what a hidden stop is.
@Suite struct DragAreaUnderTouchTargetRuleTests {
    static let code = DragAreaUnderTouchTargetRule.descriptor.code

    static func drawer(_ detents: String) -> String { AccessibilityRuleRun.sheet(detents: detents) }

    @Test(arguments: [(43.99, true), (44, false), (44.01, false)])
    func aPeekFiresBelowFortyFourPointsOnly(height: Double, fires: Bool) {
        let text = Self.drawer("[{ id: peek, height: \(LengthPrecision.text(height)) }, { id: full, system: large }]")
        guard let diagnostic = AccessibilityRuleRun.finding(Self.code, text, fires: fires) else { return }
        #expect(
            diagnostic.message
                == "detent `peek` of `drawer` rests 43.99 pt high on iPhone 16 portrait, under the 44 pt minimum touch target")
        #expect(diagnostic.position == "6:35", "at the height")
        #expect(diagnostic.fixes.map(\.replacement) == ["44"])
        #expect(diagnostic.severity == .warning)
    }

    /// The runtime's grabber element is the threshold: 44 pt high, whatever the bar drawn.
    @Test func theThresholdIsTheGrabberElementsHeight() {
        #expect(DragAreaUnderTouchTargetRule.minimumTarget == 44)
        #expect(SheetAccessibility.grabberElementFrame(inSheetOfWidth: 393).height == 44)
        let drawnSmall = Self.drawer("[{ id: peek, height: 44 }, { id: full, system: large }]")
            + "    grabber: visible\n    style: { grabberWidth: 10, grabberHeight: 2 }\n"
        #expect(AccessibilityRuleRun.found(Self.code, drawnSmall).isEmpty, "a small bar is not a small target")
    }

    /// Every visible detent is measured, not only the first; a hidden stop is not.
    @Test func everyVisibleDetentAndNoHiddenStop() {
        let text = Self.drawer(
            "[{ id: parked, hidden: true }, { id: a, height: 20 }, { id: b, height: 30 }, { id: c, height: 40 }, "
                + "{ id: full, system: large }]")
        let found = AccessibilityRuleRun.found(Self.code, text)
        #expect(found.map { $0.message.split(separator: "`")[1] } == ["a", "b", "c"])
        #expect(found.map(\.label) == ["20 pt of sheet to grab", "30 pt of sheet to grab", "40 pt of sheet to grab"])
    }

    /// A fraction depends on the screen: 0.1 of iPhone 16's 759 pt available height
    /// in portrait is 75.9 pt, of its 372 pt in landscape 37.2 pt.
    @Test func aFractionIsMeasuredOnEachScreen() throws {
        let text = Self.drawer("[{ id: sliver, fraction: 0.1 }, { id: full, system: large }]")
        #expect(AccessibilityRuleRun.found(Self.code, text, orientation: .portrait).isEmpty)
        let landscape = try #require(AccessibilityRuleRun.found(Self.code, text, orientation: .landscape).first)
        #expect(landscape.message.contains("rests 37.2 pt high on iPhone 16 landscape"))
        #expect(landscape.fixes.isEmpty, "no fix for a fraction")
        let everywhere = AccessibilityRuleRun.found(Self.code, text, on: nil)
        #expect(everywhere.count == 1, "one finding per detent")
        #expect(everywhere.first?.notes.last?.hasPrefix("also on ") == true)
    }

    /// A detent of no height is an invalid value, which SS2204 and SS2203 report;
    /// this rule does not report it again.
    @Test func aDetentOfNoHeightIsLeftToTheRulesOfItsValue() {
        let text = Self.drawer("[{ id: zero, height: 0 }, { id: none, fraction: 0 }, { id: full, system: large }]")
        #expect(AccessibilityRuleRun.found(Self.code, text).isEmpty)
    }

    static func barred(_ style: String, grabber: String = "visible", extra: String = "") -> String {
        drawer("[{ id: half, fraction: 0.5 }, { id: full, system: large }]")
            + "    grabber: \(grabber)\n    style: { \(style) }\n" + extra
    }

    /// The drawn bar must end within the 44 pt grabber element: its bottom edge,
    /// `grabberTopGap` + `grabberHeight`, at 43.99, 44 and 44.01 pt, moved by
    /// either of the two.
    @Test(arguments: [
        ("grabberTopGap: 39, grabberHeight: 4.99", false), ("grabberTopGap: 39, grabberHeight: 5", false),
        ("grabberTopGap: 39, grabberHeight: 5.01", true), ("grabberTopGap: 38.99, grabberHeight: 5", false),
        ("grabberTopGap: 39.01, grabberHeight: 5", true), ("grabberTopGap: 39.01", true),
        ("grabberHeight: 39.01", true), ("grabberHeight: 39", false),
    ])
    func theBarEndsWithinTheElement(style: String, fires: Bool) {
        #expect(AccessibilityRuleRun.found(Self.code, Self.barred(style)).count == (fires ? 1 : 0))
    }

    @Test func aBarBelowTheElementIsReportedAtItsGap() throws {
        let found = AccessibilityRuleRun.found(Self.code, Self.barred("grabberTopGap: 39, grabberHeight: 5.01"))
        let diagnostic = try #require(found.first)
        #expect(found.count == 1)
        #expect(
            diagnostic.message
                == "the grabber bar of `drawer` reaches 44.01 pt below the sheet's top edge, past the 44 pt grabber "
                + "element that VoiceOver and Switch Control reach")
        #expect(diagnostic.position == "8:29", "at the gap")
        #expect(diagnostic.label == "39 pt + 5.01 pt = 44.01 pt")
        #expect(diagnostic.secondary.map(\.message) == ["a bar 5.01 pt thick"])
        #expect(diagnostic.help == "keep `grabberTopGap` + `grabberHeight` at most 44 pt")
    }

    /// Not drawn (hidden, automatic, or on the system sheet), or no element to
    /// reach (one visible detent, or the app's own control): nothing to check.
    @Test(arguments: [
        DragAreaUnderTouchTargetRuleTests.barred("grabberTopGap: 60", grabber: "hidden"),
        DragAreaUnderTouchTargetRuleTests.barred("grabberTopGap: 60", grabber: "automatic"),
        DragAreaUnderTouchTargetRuleTests.barred("grabberTopGap: 60", extra: "    accessibility: { detentControl: app }\n"),
        DragAreaUnderTouchTargetRuleTests.drawer("[{ id: parked, hidden: true }, { id: full, system: large }]")
            + "    grabber: visible\n    style: { grabberTopGap: 60 }\n",
        "version: 1\nsheets:\n  picker:\n    type: PickerViewController\n"
            + "    detents: [{ id: medium, system: medium }, { id: large, system: large }]\n"
            + "    grabber: visible\n    style: { grabberTopGap: 60 }\n",
    ])
    func aBarNobodyReachesIsNotChecked(text: String) {
        #expect(AccessibilityRuleRun.found(Self.code, text).isEmpty)
    }

    /// A sheet that inherits the bar and everything that decides it is reported at
    /// the sheet it inherits from; one that changes the detents is reported itself.
    @Test func anInheritedBarIsReportedOnce() {
        let text = Self.barred("grabberTopGap: 39.01")
            + "  copy:\n    extends: drawer\n    type: CopyViewController\n"
            + "  changed:\n    extends: drawer\n    type: ChangedViewController\n"
            + "    detents: [{ id: half, fraction: 0.6 }, { id: full, system: large }]\n"
        let found = AccessibilityRuleRun.found(Self.code, text)
        #expect(found.map { $0.message.split(separator: "`")[1] } == ["drawer", "changed"])
    }
}
