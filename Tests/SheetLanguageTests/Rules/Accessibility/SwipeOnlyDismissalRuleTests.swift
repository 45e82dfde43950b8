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

    @Test func anOverlaySaysWhyTheTapDoesNotCount() throws {
        let text = Self.sheet("    presentation: overlay\n    accessibility: { escape: ignore }\n")
        let diagnostic = try #require(RuleRun.run(text).rules(Self.code).first)
        #expect(diagnostic.secondary.map(\.message) == ["tapping outside an overlay reaches the content behind"])
    }
}
