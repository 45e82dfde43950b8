import SheetDiagnostics
import Testing

@testable import SheetLanguage

/// SS2607: the keys of a pushed sheet that are its stack root's, compared with
/// the root at every depth, each key on both sides of "differs".
@Suite struct RootKeyOnPushedSheetRuleTests {
    static func found(_ text: String) -> [Diagnostic] {
        let outcome = RuleRun.run(text)
        #expect(!outcome.decoding.contains { $0.severity == .error }, "\(outcome.decoding.map(\.message))")
        return outcome.rules(RootKeyOnPushedSheetRule.descriptor.code)
    }

    /// A root and `depth` screens, each pushing the next; the last writes `last`.
    static func stack(depth: Int, root: String = "", last: String) -> String {
        var text = "version: 1\nsheets:\n  s0:\n    type: S0\n    detents: [{ id: fit, fit: content }]\n" + root
        for level in 1...depth {
            text += "    navigation: { push: [s\(level)] }\n"
            text += "  s\(level):\n    type: S\(level)\n    detents: [{ id: fit, fit: content }]\n"
        }
        return text + last
    }

    @Test(arguments: [1, 2, 3])
    func aPushedOverlayInAModalStackIsReportedAtEveryDepth(depth: Int) throws {
        let found = Self.found(Self.stack(depth: depth, last: "    presentation: overlay\n"))
        let diagnostic = try #require(found.first)
        #expect(found.count == 1)
        #expect(
            diagnostic.message
                == "the `presentation: overlay` of `s\(depth)` is ignored: `s\(depth)` is pushed onto the stack of `s0`, "
                + "whose `presentation` (`modal`) applies to every screen")
        #expect(diagnostic.span?.range.start.line == Int32(4 * depth + 6), "at the pushed sheet's value")
        #expect(diagnostic.secondary.first?.message == "`s\(depth - 1)` pushes `s\(depth)` here")
        #expect(diagnostic.severity == .warning)
    }

    @Test func theRootsOwnValueOrItsDefaultPasses() {
        #expect(Self.found(Self.stack(depth: 2, last: "    presentation: modal\n")).isEmpty, "the default, written out")
        #expect(
            Self.found(Self.stack(depth: 2, root: "    presentation: overlay\n", last: "    presentation: overlay\n"))
                .isEmpty)
        #expect(Self.found(Self.stack(depth: 2, last: "    tiers: automatic\n")).isEmpty, "the root's inferred tiers")
        #expect(Self.found(Self.stack(depth: 2, last: "    tiers: one\n")).map(\.message) == [
            "the `tiers: one` of `s2` is ignored: `s2` is pushed onto the stack of `s0`, whose `tiers` (`automatic`) applies to every screen"
        ])
    }

    /// Every one of the root's keys, each once, in the order of the table.
    @Test func everyRootKeyIsCompared() {
        let written = """
                presentation: overlay
                tiers: one
                sizing: page
                edgeAttachedInCompactHeight: true
                grabber: hidden
                cornerRadius: 12
                style: { borderWidth: 1 }
                accessibility: { reduceMotion: keep }

            """
        let keys = Self.found(Self.stack(depth: 1, last: written)).map {
            $0.message.split(separator: "`")[1].split(separator: ":")[0].split(separator: " ")[0]
        }
        #expect(
            keys == [
                "presentation", "tiers", "sizing", "edgeAttachedInCompactHeight", "grabber", "cornerRadius", "style",
                "accessibility.reduceMotion",
            ])
        let popover = "    presentation: popover\n    popover: { height: { portrait: 600, landscape: 400 } }\n"
        let found = Self.found(Self.stack(depth: 1, root: popover, last: popover))
        #expect(found.map { $0.message.hasPrefix("the `popover` block of `s1` is ignored") } == [true])
    }

    /// The runtime settles every screen of a stack as the root's `reduceMotion`
    /// says: a pushed screen's other value is ignored, three screens deep, against
    /// the root's written value or its default (`fade`); the same value passes.
    @Test func aPushedReduceMotionIsComparedWithTheRoots() throws {
        func found(root: String?, pushed: String) -> [Diagnostic] {
            Self.found(
                Self.stack(
                    depth: 2, root: root.map { "    accessibility: { reduceMotion: \($0) }\n" } ?? "",
                    last: "    accessibility: { reduceMotion: \(pushed) }\n"))
        }
        #expect(found(root: nil, pushed: "fade").isEmpty, "the default, written out")
        #expect(found(root: "keep", pushed: "keep").isEmpty)
        let ignored = found(root: "keep", pushed: "fade")
        #expect(
            ignored.map(\.message) == [
                "the `accessibility.reduceMotion: fade` of `s2` is ignored: `s2` is pushed onto the stack of `s0`, "
                    + "whose `accessibility.reduceMotion` (`keep`) applies to every screen"
            ])
        let diagnostic = try #require(ignored.first)
        #expect(diagnostic.position == "15:36", "at the pushed sheet's value")
        #expect(diagnostic.secondary.map(\.message) == ["`s1` pushes `s2` here", "the stack's `accessibility.reduceMotion`"])
        #expect(
            found(root: nil, pushed: "instant").map(\.message) == [
                "the `accessibility.reduceMotion: instant` of `s2` is ignored: `s2` is pushed onto the stack of `s0`, "
                    + "whose `accessibility.reduceMotion` (`fade`) applies to every screen"
            ])
    }

    @Test func aSheetThatExtendsTheRootSharesItsValuesAndBlocks() {
        let root = "    grabber: hidden\n    style: { borderWidth: 1 }\n"
        let text = Self.stack(depth: 1, root: root, last: "    extends: s0\n    navigation: { push: [] }\n")
        #expect(Self.found(text).isEmpty)
    }

    /// A sheet reached from two roots, or twice in one stack, is reported once; a
    /// cycle without a root (every sheet pushed by another) is no stack to check.
    @Test func eachSheetAndKeyOnceAndNoRootNoCheck() {
        let twoRoots = """
            version: 1
            sheets:
              a: { type: A, navigation: { push: [shared, b] } }
              b: { type: B, navigation: { push: [shared] } }
              c: { type: C, navigation: { push: [shared] } }
              shared: { type: Shared, grabber: visible }
            """
        #expect(Self.found(twoRoots).count == 1)
        let cycle = """
            version: 1
            sheets:
              a: { type: A, navigation: { push: [b] } }
              b: { type: B, grabber: visible, navigation: { push: [a] } }
            """
        #expect(Self.found(cycle).isEmpty)
    }
}
