import SheetDiagnostics
import Testing

@testable import SheetLanguage

/// SS2312: a sheet whose only way out is the swipe, each way out on its own,
/// and what each `escape` counts as.
@Suite struct SwipeOnlyDismissalRuleTests {
    static let code = SwipeOnlyDismissalRule.descriptor.code

    static func sheet(_ lines: String) -> String {
        "version: 1\nsheets:\n  receipt:\n    type: ReceiptViewController\n" + lines
    }

    @Test func aSwipeOnlyModalSheet() throws {
        let text = Self.sheet("    dismiss: { swipe: true, tapOutside: false }\n    accessibility: { escape: ignore }\n")
        let found = RuleRun.run(text).rules(Self.code)
        let diagnostic = try #require(found.first)
        #expect(found.count == 1)
        #expect(
            diagnostic.message
                == "`receipt` closes only by a swipe: no close button, no tap outside, and the escape gesture is ignored")
        #expect(diagnostic.position == "6:30", "at `ignore`")
        #expect(diagnostic.secondary.map(\.message) == ["the only way out: a drag"])
        #expect(diagnostic.fixes.map(\.replacement) == ["dismiss"])
    }

    /// Each way out, on its own, answers the rule; `collapse` dismisses on the
    /// smallest detent and counts.
    @Test(arguments: [
        ("    dismiss: { tapOutside: false }\n    accessibility: { escape: ignore }\n", true),
        ("    dismiss: { tapOutside: false, closeButton: true }\n    accessibility: { escape: ignore }\n", false),
        ("    accessibility: { escape: ignore }\n", false),
        ("    dismiss: { tapOutside: false }\n    accessibility: { escape: collapse }\n", false),
        ("    dismiss: { tapOutside: false }\n    accessibility: { escape: dismiss }\n", false),
        ("    dismiss: { tapOutside: false }\n", false),
        ("    dismiss: { swipe: false, tapOutside: false, closeButton: true }\n    accessibility: { escape: ignore }\n", false),
        ("    presentation: overlay\n    accessibility: { escape: ignore }\n", true),
        ("    presentation: embedded\n    accessibility: { escape: ignore }\n", false),
    ])
    func eachWayOut(lines: String, fires: Bool) {
        #expect(RuleRun.run(Self.sheet(lines)).rules(Self.code).count == (fires ? 1 : 0))
    }

    /// The overlay's tap is named when the spec leaves `tapOutside` on (by default
    /// or in writing), not when it turned it off itself.
    @Test(arguments: [("", true), ("    dismiss: { tapOutside: true }\n", true), ("    dismiss: { tapOutside: false }\n", false)])
    func anOverlaySaysWhyTheTapDoesNotCount(dismiss: String, named: Bool) throws {
        let text = Self.sheet("    presentation: overlay\n" + dismiss + "    accessibility: { escape: ignore }\n")
        let diagnostic = try #require(RuleRun.run(text).rules(Self.code).first)
        #expect(diagnostic.secondary.map(\.message) == (named ? ["tapping outside an overlay reaches the content behind"] : []))
    }

    /// A tap outside closes the sheet only where it is dimmed: on iPhone 16 in
    /// portrait, heights 399.99, 400 and 400.01 undimmed through the 400 pt detent
    /// leave the first two undimmed (a height equal to the named detent's is
    /// undimmed) and the third dimmed. A hidden stop is not a detent to rest on.
    @Test func aTapOutsideCountsOnlyWhereTheSheetIsDimmed() throws {
        let text = Self.sheet(
            "    detents: [{ id: parked, hidden: true }, { id: below, height: 399.99 }, { id: at, height: 400 }, "
                + "{ id: above, height: 400.01 }]\n    undimmedThrough: at\n    accessibility: { escape: ignore }\n")
        let found = AccessibilityRuleRun.found(Self.code, text)
        let diagnostic = try #require(found.first)
        #expect(found.count == 1)
        #expect(
            diagnostic.message
                == "`receipt` closes only by a swipe at `below`, `at`: no close button, the tap outside reaches the content "
                + "behind there, and the escape gesture is ignored")
        #expect(diagnostic.position == "7:30", "at `ignore`")
        #expect(diagnostic.secondary.map(\.message) == ["undimmed at `below`, `at` on iPhone 16 portrait: a tap outside closes nothing"])
        #expect(diagnostic.secondary.map { "\($0.span.range.start.line):\($0.span.range.start.column)" } == ["6:22"], "at `at`")
        #expect(diagnostic.notes.count == 2)
        #expect(diagnostic.fixes.map(\.replacement) == ["dismiss"])
    }

    /// Undimmed through the smallest or the largest detent, or not at all; each
    /// other way out still answers an undimmed sheet.
    @Test(arguments: [
        ("    undimmedThrough: tip\n    accessibility: { escape: ignore }\n", ["tip"]),
        ("    undimmedThrough: full\n    accessibility: { escape: ignore }\n", ["tip", "half", "full"]),
        ("    accessibility: { escape: ignore }\n", []),
        ("    undimmedThrough: full\n    dismiss: { closeButton: true }\n    accessibility: { escape: ignore }\n", []),
        ("    undimmedThrough: full\n    accessibility: { escape: collapse }\n", []),
        ("    undimmedThrough: full\n", []),
        ("    undimmedThrough: full\n    dismiss: { swipe: false, closeButton: true }\n    accessibility: { escape: ignore }\n", []),
    ])
    func undimmedThroughEachDetent(lines: String, undimmed: [String]) {
        let text = Self.sheet(
            "    detents: [{ id: tip, height: 100 }, { id: half, height: 400 }, { id: full, height: 700 }]\n" + lines)
        let found = AccessibilityRuleRun.found(Self.code, text)
        #expect(found.count == (undimmed.isEmpty ? 0 : 1))
        let named = undimmed.map { "`\($0)`" }.joined(separator: ", ")
        #expect(found.allSatisfy { $0.message.hasPrefix("`receipt` closes only by a swipe at \(named):") })
    }

    /// `medium` is not a detent in compact height (an iPhone in landscape): undimmed
    /// through it, the sheet is dimmed at every detent there, and a tap outside closes it.
    @Test func anUndimmedDetentThatIsInactiveOnAScreen() throws {
        let text = Self.sheet(
            "    detents: [{ id: medium, system: medium }, { id: large, system: large }]\n"
                + "    undimmedThrough: medium\n    accessibility: { escape: ignore }\n")
        #expect(AccessibilityRuleRun.found(Self.code, text, orientation: .landscape).isEmpty)
        let portrait = try #require(AccessibilityRuleRun.found(Self.code, text, orientation: .portrait).first)
        #expect(portrait.secondary.map(\.message) == ["undimmed at `medium` on iPhone 16 portrait: a tap outside closes nothing"])
    }
}
