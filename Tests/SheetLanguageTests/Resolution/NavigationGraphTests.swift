import SheetLanguage
import Testing

@Suite struct NavigationGraphTests {
    static func graph(_ sheets: String) -> NavigationGraph {
        PlanFixtures.resolve([("nav.sheet.yaml", "version: 1\nsheets:\n" + sheets)]).navigation
    }

    @Test func theCheckoutStackIsSpelledOut() throws {
        let plan = try #require(try PlanFixtures.outcome(["checkout.sheet.yaml"]).plan)
        #expect(plan.navigation.stacks == [
            NavigationStack(root: "checkout", sheets: ["checkout", "checkoutAddress", "checkoutPayment"])
        ])
        #expect(plan.navigation.sheetsPushing("checkoutAddress") == ["checkout"])
        #expect(plan.navigation.sheetsPushing("checkout").isEmpty)
    }

    @Test func stacksFollowChainsOfPushesBreadthFirst() {
        let graph = Self.graph("""
              root: { type: R, navigation: { push: [b, a] } }
              a: { type: A, navigation: { push: [c] } }
              b: { type: B }
              c: { type: C, navigation: { push: [root] } }
              lone: { type: L }
            """)
        // `root` is pushed back by `c`, so no sheet is a root of that cycle.
        #expect(graph.stacks.isEmpty)
        #expect(graph.sheetsPushing("root") == ["c"])

        let acyclic = Self.graph("""
              root: { type: R, navigation: { push: [b, a] } }
              a: { type: A, navigation: { push: [c, b] } }
              b: { type: B }
              c: { type: C }
            """)
        #expect(acyclic.stacks == [NavigationStack(root: "root", sheets: ["root", "b", "a", "c"])])
        #expect(acyclic.sheetsPushing("b") == ["a", "root"], "by id")
    }

    @Test func unknownAndRepeatedTargetsAreLeftOut() {
        let graph = Self.graph("""
              root: { type: R, navigation: { push: [ghost, a, a] } }
              a: { type: A }
            """)
        #expect(graph.stacks == [NavigationStack(root: "root", sheets: ["root", "a"])])
        #expect(graph.sheetsPushing("a") == ["root"])
        #expect(graph.sheetsPushing("ghost").isEmpty)
    }
}
