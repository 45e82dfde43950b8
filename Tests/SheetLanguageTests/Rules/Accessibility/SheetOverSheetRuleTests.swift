import SheetDiagnostics
import Testing

@testable import SheetLanguage

/// SS2608: a pushed sheet that says it is presented modally where its stack's
/// root is presented otherwise, at every depth, each pair of presentations,
/// and reported once between SS2607 and SS2608.
@Suite struct SheetOverSheetRuleTests {
    static let code = SheetOverSheetRule.descriptor.code
    static let rootKeyCode = RootKeyOnPushedSheetRule.descriptor.code

    /// A root presented as `root` and `depth` screens, each pushing the next;
    /// the last is presented as `last`.
    static func stack(depth: Int, root: String, last: String) -> String {
        var text = "version: 1\nsheets:\n  s0:\n    type: S0\n    presentation: \(root)\n"
        for level in 1...depth {
            text += "    navigation: { push: [s\(level)] }\n  s\(level):\n    type: S\(level)\n"
        }
        return text + "    presentation: \(last)\n"
    }

    @Test(arguments: [1, 2, 3])
    func aModalSheetPushedFromAnOverlayIsReportedAtEveryDepth(depth: Int) throws {
        let outcome = RuleRun.run(Self.stack(depth: depth, root: "overlay", last: "modal"))
        let found = outcome.rules(Self.code)
        let diagnostic = try #require(found.first)
        #expect(found.count == 1)
        #expect(
            diagnostic.message
                == "`s\(depth)` says it is presented as `modal`, over `s0` (`overlay`) that reaches it: a sheet over a sheet")
        #expect(diagnostic.span?.range.start.line == Int32(3 * depth + 6), "at the pushed sheet's presentation")
        #expect(diagnostic.secondary.map(\.message) == ["`s\(depth - 1)` reaches `s\(depth)` here", "`s0` is presented as this"])
        #expect(outcome.rules(Self.rootKeyCode).isEmpty, "SS2607 leaves it to SS2608")
    }

    /// Each pair of root and pushed presentation: which rule reports it, if any.
    @Test(arguments: [
        ("overlay", "modal", "SS2608"), ("overlay", "popover", "SS2608"), ("modal", "popover", "SS2608"),
        ("popover", "modal", "SS2608"), ("embedded", "modal", "SS2608"),
        ("modal", "modal", nil), ("overlay", "overlay", nil), ("popover", "popover", nil),
        ("modal", "overlay", "SS2607"), ("modal", "embedded", "SS2607"), ("overlay", "embedded", "SS2607"),
    ] as [(String, String, String?)])
    func eachPairOfPresentations(root: String, pushed: String, reported: String?) {
        let outcome = RuleRun.run(Self.stack(depth: 1, root: root, last: pushed))
        let codes = outcome.rules.map(\.code).filter { $0 == Self.code || $0 == Self.rootKeyCode }.map(\.description)
        #expect(codes == (reported.map { [$0] } ?? []))
    }

    @Test func theRootsDefaultIsModal() {
        let text = "version: 1\nsheets:\n  a: { type: A, navigation: { push: [b, c] } }\n"
            + "  b: { type: B, presentation: popover }\n  c: { type: C, presentation: modal }\n"
        let found = RuleRun.run(text).rules(Self.code)
        #expect(found.map(\.message) == ["`b` says it is presented as `popover`, over `a` (`modal`) that reaches it: a sheet over a sheet"])
        #expect(found.first?.secondary.count == 1, "no root presentation written to point at")
    }

    /// Reached from two roots, a sheet is reported once; a sheet that inherits the
    /// root's presentation with `extends` is not reported.
    @Test func onceAndNotWhenInheritedFromTheRoot() {
        let text = """
            version: 1
            sheets:
              a: { type: A, presentation: overlay, navigation: { push: [shared, viaExtends] } }
              b: { type: B, presentation: overlay, navigation: { push: [shared] } }
              shared: { type: Shared, presentation: modal }
              viaExtends: { extends: a, type: ViaExtends, navigation: { push: [] } }
            """
        #expect(RuleRun.run(text).rules(Self.code).map { $0.message.prefix(8) } == ["`shared`"])
    }
}
