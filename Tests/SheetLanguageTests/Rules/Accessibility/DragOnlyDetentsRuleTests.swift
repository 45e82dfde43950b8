import SheetDiagnostics
import Testing

@testable import SheetLanguage

/// SS2208: several visible detents, a hidden grabber and no control of the
/// app's, at one and two visible detents, each `detentControl`, and once
/// between SS2208 and SS2905.
@Suite struct DragOnlyDetentsRuleTests {
    static let code = DragOnlyDetentsRule.descriptor.code
    static let styleCode = HiddenGrabberWithSeveralDetentsRule.descriptor.code

    static func sheet(detents: String, lines: String) -> String {
        "version: 1\nsheets:\n  player:\n    type: PlayerViewController\n    presentation: overlay\n"
            + "    detents: \(detents)\n" + lines
    }

    static let two = "[{ id: half, fraction: 0.5 }, { id: full, system: large }]"

    /// One visible detent (with or without a hidden stop) has nothing to change;
    /// two visible detents do.
    @Test(arguments: [
        ("[{ id: full, system: large }]", 0), ("[{ id: parked, hidden: true }, { id: full, system: large }]", 0),
        (two, 1), ("[{ id: parked, hidden: true }, { id: half, fraction: 0.5 }, { id: full, system: large }]", 1),
    ])
    func twoVisibleDetentsAreNeeded(detents: String, expected: Int) {
        let outcome = RuleRun.run(Self.sheet(detents: detents, lines: "    grabber: hidden\n"))
        #expect(outcome.rules(Self.code).count == expected)
    }

    @Test(arguments: [("", true), ("    accessibility: { detentControl: grabber }\n", true),
        ("    accessibility: { detentControl: app }\n", false), ("    accessibility: { escape: collapse }\n", true)])
    func onlyTheAppsControlAnswersIt(accessibility: String, fires: Bool) throws {
        let outcome = RuleRun.run(Self.sheet(detents: Self.two, lines: "    grabber: hidden\n" + accessibility))
        #expect(outcome.rules(Self.code).count == (fires ? 1 : 0))
        // In `lint`, SS2905 takes exactly the sheets SS2208 leaves.
        #expect(outcome.rules(Self.styleCode).count == (fires ? 0 : 1))
        guard fires else { return }
        let diagnostic = try #require(outcome.rules(Self.code).first)
        #expect(diagnostic.message == "`player` has 2 detents and a hidden grabber: its detent changes only by dragging")
        #expect(diagnostic.position == "7:14", "at `hidden`")
        #expect(diagnostic.fixes.map(\.replacement) == ["visible"])
        #expect(diagnostic.severity == .warning)
    }

    @Test(arguments: ["visible", "automatic"])
    func aGrabberNotHiddenPasses(grabber: String) {
        #expect(RuleRun.run(Self.sheet(detents: Self.two, lines: "    grabber: \(grabber)\n")).rules(Self.code).isEmpty)
    }

    /// A grabber hidden by the file's defaults is reported at the defaults, with
    /// the sheet named, and without a fix (the sheet did not write it).
    @Test func aGrabberHiddenByTheDefaults() throws {
        let text = "version: 1\ndefaults:\n  grabber: hidden\nsheets:\n  player:\n    type: PlayerViewController\n"
            + "    detents: \(Self.two)\n"
        let diagnostic = try #require(RuleRun.run(text).rules(Self.code).first)
        #expect(diagnostic.position == "3:12")
        #expect(diagnostic.secondary.map(\.message) == ["`player` inherits this from the file's `defaults`"])
        #expect(diagnostic.fixes.isEmpty)
    }
}
