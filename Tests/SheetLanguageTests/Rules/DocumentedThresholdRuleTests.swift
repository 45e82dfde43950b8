import SheetDiagnostics
import Testing

@testable import SheetLanguage

/// The thresholds docs/Rules.md states, each at its value and on both sides:
/// a rule fires exactly where the page says and not a step before. The
/// inventory in docs/Testing.md ("Documented thresholds") names this suite.
@Suite struct DocumentedThresholdRuleTests {
    /// The codes `code` reports for `text` (decoding must pass).
    static func found(_ code: DiagnosticCode, _ text: String) -> Int {
        let outcome = RuleRun.run(text)
        #expect(!outcome.decoding.contains { $0.severity == .error }, "\(outcome.decoding.map(\.message))")
        return outcome.rules(code).count
    }

    static func overlay(_ lines: String) -> String {
        "version: 1\nsheets:\n  drawer:\n    type: DrawerViewController\n    presentation: overlay\n"
            + "    detents: [{ id: half, fraction: 0.5 }, { id: full, fraction: 0.9 }]\n\(lines)"
    }

    static func popover(_ lines: String) -> String {
        "version: 1\nsheets:\n  storePicker:\n    type: StorePickerViewController\n    presentation: popover\n\(lines)"
    }

    /// A key, a value, and whether the rule fires for it.
    struct Case: Sendable, CustomTestStringConvertible {
        var key: String
        var value: String
        var fires: Bool

        var testDescription: String { "\(key): \(value) \(fires ? "fires" : "passes")" }
    }

    static func cases(_ key: String, _ values: [(String, Bool)]) -> [Case] {
        values.map { Case(key: key, value: $0.0, fires: $0.1) }
    }

    static let atZero: [(String, Bool)] = [("-0.01", true), ("0", true), ("0.01", false)]
    static let fromZero: [(String, Bool)] = [("-0.01", true), ("0", false), ("0.01", false)]
    static let upToOne: [(String, Bool)] = [("0.99", false), ("1", false), ("1.01", true)]
    static let belowOne: [(String, Bool)] = [("0.999", false), ("1", true), ("1.01", true)]

    /// SS2701: `deceleration`, `removalVelocity` and `spring.response` greater than 0;
    /// `dismissThreshold` and `redirectThreshold` in [0, 1]; `projectionRate` in (0, 1);
    /// the damping ratios and `rubberBand.coefficient` in (0, 1].
    static let physics: [Case] =
        cases("deceleration", atZero) + cases("removalVelocity", atZero) + cases("spring.response", atZero)
        + cases("dismissThreshold", fromZero + upToOne) + cases("redirectThreshold", fromZero + upToOne)
        + cases("projectionRate", atZero + belowOne) + cases("spring.damping", atZero + upToOne)
        + cases("spring.dampingWithoutVelocity", atZero + upToOne)
        + cases("rubberBand.coefficient", atZero + upToOne)

    @Test(arguments: physics)
    func physicsRange(_ item: Case) {
        let parts = item.key.split(separator: ".")
        let block = parts.count == 2 ? "\(parts[0]): { \(parts[1]): \(item.value) }" : "\(item.key): \(item.value)"
        let text = Self.overlay("    physics: { \(block) }\n")
        #expect(Self.found(PhysicsValueOutOfRangeRule.descriptor.code, text) == (item.fires ? 1 : 0))
    }

    /// SS2307: `dimmingAlpha` from 0 to 1; `borderWidth` and `grabberTopGap` 0 or
    /// more; `grabberWidth` and `grabberHeight` greater than 0.
    static let style: [Case] =
        cases("dimmingAlpha", fromZero + upToOne) + cases("borderWidth", fromZero)
        + cases("grabberTopGap", fromZero) + cases("grabberWidth", atZero) + cases("grabberHeight", atZero)

    @Test(arguments: style)
    func styleRange(_ item: Case) {
        let text = Self.overlay("    style: { \(item.key): \(item.value) }\n")
        #expect(Self.found(StyleValueOutOfRangeRule.descriptor.code, text) == (item.fires ? 1 : 0))
    }

    /// SS2203: a fraction greater than 0 and at most 1.
    @Test(arguments: cases("fraction", atZero + upToOne))
    func fractionRange(_ item: Case) {
        let text = "version: 1\nsheets:\n  a:\n    type: A\n    detents: [{ id: f, fraction: \(item.value) }]\n"
        #expect(Self.found(FractionOutOfRangeRule.descriptor.code, text) == (item.fires ? 1 : 0))
    }

    /// SS2204: a detent height greater than 0, an inset 0 or more.
    @Test(arguments: cases("height", atZero) + cases("inset", fromZero))
    func lengthRange(_ item: Case) {
        let text = "version: 1\nsheets:\n  a:\n    type: A\n    detents: [{ id: f, \(item.key): \(item.value) }]\n"
        #expect(Self.found(LengthOutOfRangeRule.descriptor.code, text) == (item.fires ? 1 : 0))
    }

    /// SS2006: an identifier of at most 223 bytes of UTF-8 (255 less the 32 of
    /// `+BottomSheetable.generated.swift`): 222 and 223 pass, 224 is reported.
    @Test(arguments: [(222, false), (223, false), (224, true)])
    func identifierLength(bytes: Int, fires: Bool) {
        #expect(IdentifierTooLongRule.maximumBytes == 223)
        let type = "T" + String(repeating: "a", count: bytes - 1)
        let text = "version: 1\nsheets:\n  a:\n    type: \(type)\n"
        #expect(Self.found(IdentifierTooLongRule.descriptor.code, text) == (fires ? 1 : 0))
    }

    /// SS2103: `extends` followed for at most 32 links: a chain of 31 or 32 links
    /// passes, 33 is reported at its last sheet.
    @Test(arguments: [(31, false), (32, false), (33, true)])
    func inheritanceDepth(links: Int, fires: Bool) {
        var text = "version: 1\nsheets:\n  s0: { type: S0 }\n"
        for index in 1...links { text += "  s\(index): { type: S\(index), extends: s\(index - 1) }\n" }
        let found = RuleRun.run(text, includesStyle: false).rules(InheritanceTooDeepRule.descriptor.code)
        #expect(found.count == (fires ? 1 : 0))
        if fires { #expect(found.first?.message.hasPrefix("the `extends` chain of `s\(links)` has \(links) links") == true) }
    }

    /// SS2504: a shrinking popover must keep 88 pt above the keyboard on every
    /// built-in iPad. The tallest landscape keyboard is the iPad Pro's 471 pt, so a
    /// landscape height of 559 keeps exactly 88: 558 warns, 559 and 560 pass.
    @Test(arguments: [(558, true), (559, false), (560, false)])
    func popoverLeftAboveTheKeyboard(landscape: Int, fires: Bool) {
        #expect(PopoverSqueezedByKeyboardRule.minimumUsefulHeight == 88)
        let text = Self.popover(
            "    detents: [{ id: fit, fit: content }]\n    keyboard: { policy: shrink }\n"
                + "    popover: { height: { portrait: 620, landscape: \(landscape) } }\n")
        #expect(Self.found(PopoverSqueezedByKeyboardRule.descriptor.code, text) == (fires ? 1 : 0))
    }
}

extension DocumentedThresholdRuleTests {
    /// SS2503: the narrowest usable width of the built-in iPads is the iPad mini's in
    /// portrait, 744 pt (no side safe areas). A width of 744 fits everywhere; one printed
    /// step more (744.001) is narrowed there. The next narrowest is the iPad Pro 13-inch
    /// in portrait, 1,032 pt: from 1,033 on it is named in the note as well.
    static let popoverWidths: [(String, Bool, [String])] = [
        ("743.999", false, []), ("744", false, []), ("744.001", true, []),
        ("1032", true, []),
        ("1033", true, ["also narrowed on iPad Pro 13-inch (M4) portrait (1032 pt)"]),
    ]

    @Test(arguments: popoverWidths)
    func popoverWidthAgainstTheNarrowestIPad(width: String, fires: Bool, notes: [String]) {
        let text = Self.popover("    popover: { width: \(width), height: 540 }\n")
        let found = RuleRun.run(text).rules(PopoverWidthClampedRule.descriptor.code)
        #expect(found.count == (fires ? 1 : 0))
        if fires {
            #expect(found.first?.message == "popover `storePicker` asks for \(width) pt, but on iPad mini (A17 Pro) portrait "
                + "it is 744 pt wide, the screen's usable width")
            #expect(found.first?.notes == notes)
        }
    }
}
