import SheetDiagnostics
import Testing

@testable import SheetLanguage

@Suite struct ReferenceRuleTests {
    @Test func unknownParentSuggestsAcrossFiles() throws {
        let outcome = RuleRun.run([
            ("a.sheet.yaml", "version: 1\nsheets:\n  checkout: { type: A }\n"),
            ("b.sheet.yaml", "version: 1\nsheets:\n  address: { type: B, extends: checkuot }\n"),
        ])
        let found = try #require(outcome.rules(UnknownParentSheetRule.descriptor.code).first)
        #expect(found.position == "3:32")
        #expect(found.help == "did you mean `checkout`?")
        #expect(found.fixes == [FixIt(span: try #require(found.span), replacement: "checkout", applicability: .safe)])
    }

    @Test func aCycleIsReportedOnceAtItsFirstSheet() {
        let outcome = RuleRun.run(
            "version: 1\nsheets:\n  a: { type: A, extends: c }\n  b: { type: B, extends: a }\n  c: { type: C, extends: b }\n  d: { type: D, extends: a }\n")
        let found = outcome.rules(InheritanceCycleRule.descriptor.code)
        #expect(found.map(\.position) == ["3:26"])
        #expect(found.first?.message == "sheets extend each other in a cycle: `a` → `c` → `b` → `a`")
        #expect(found.first?.secondary.count == 2)
    }

    @Test func aLongChainIsReportedOnceAndQuickly() {
        var text = "version: 1\nsheets:\n  s0: { type: S0 }\n"
        for index in 1..<3_000 { text += "  s\(index): { type: S\(index), extends: s\(index - 1) }\n" }
        let outcome = RuleRun.run(text, includesStyle: false)
        let found = outcome.rules(InheritanceTooDeepRule.descriptor.code)
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("the `extends` chain of `s33` has 33 links") == true)
    }

    @Test func inheritanceGraphDepths() {
        let files = SpecLoading.files([
            ("x.sheet.yaml", "version: 1\nsheets:\n  a: { type: A }\n  b: { type: B, extends: a }\n  c: { type: C, extends: b }\n  d: { type: D, extends: nowhere }\n  e: { type: E, extends: e }\n  f: { type: F, extends: e }\n")
        ])
        let graph = InheritanceGraph(SheetIndex(files: files))
        #expect(graph.depths == ["a": 0, "b": 1, "c": 2, "d": 0])
        #expect(graph.cycles == [["e"]])
    }

    @Test func initialInheritedIntoReplacedDetentsHasNoFix() throws {
        let text = """
            version: 1
            sheets:
              parent:
                type: ParentViewController
                detents: [{ id: half, fraction: 0.5 }, { id: full, system: large }]
                initial: half
              child:
                extends: parent
                type: ChildViewController
                detents: [{ id: fit, fit: content }]
            """
        let found = RuleRun.run(text).rules(UnknownInitialDetentRule.descriptor.code)
        #expect(found.count == 1)
        let diagnostic = try #require(found.first)
        #expect(diagnostic.position == "6:14")
        #expect(diagnostic.message == "`initial` names `half`, which is not a detent of `child`")
        #expect(diagnostic.fixes.isEmpty)
        #expect(diagnostic.secondary.map(\.message).contains("`child` inherits this from `parent`"))
    }

    @Test func sheetsOfFilesWithErrorsAndTheirChildrenAreNotChecked() {
        let outcome = RuleRun.run([
            ("a.sheet.yaml", "version: 1\nsheets:\n  parent:\n    type: P\n    detents: [{ id: half, fraction: half }]\n    initial: half\n"),
            ("b.sheet.yaml", "version: 1\nsheets:\n  child: { type: C, extends: parent, initial: half }\n"),
        ])
        #expect(!outcome.decoding.isEmpty)
        #expect(outcome.rules(UnknownInitialDetentRule.descriptor.code).isEmpty)
    }

    @Test func unknownPushedSheetIsReportedOnceForInheritingSheets() {
        let text = """
            version: 1
            sheets:
              root: { type: R, navigation: { push: [nope] } }
              copy: { type: C, extends: root }
            """
        let found = RuleRun.run(text).rules(UnknownPushedSheetRule.descriptor.code)
        #expect(found.map(\.position) == ["3:41"])
    }
}
