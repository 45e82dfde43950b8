import SheetDiagnostics
import Testing

@testable import SheetLanguage

/// SS2606 (`transition: sheet` towards a screen that does not fit its content) on
/// both sides of its condition: exactly one `fit: content` detent passes, a second
/// detent beside it (the `fit: content` one still first) warns.
@Suite struct NavigationRuleBoundaryTests {
    static func spec(detents: String) -> String {
        """
        version: 1
        sheets:
          checkout:
            type: CheckoutViewController
            tiers: \(detents.contains(",") ? "two" : "automatic")
            detents: [\(detents)]
            navigation: { push: [checkoutPayment], transition: sheet }
          checkoutPayment:
            type: PaymentViewController
            tiers: \(detents.contains(",") ? "two" : "automatic")
            detents: [\(detents)]
        """
    }

    static func warnings(_ text: String) -> [Diagnostic] {
        let outcome = RuleRun.run(text)
        #expect(!outcome.decoding.contains { $0.severity == .error }, "\(outcome.decoding.map(\.message))")
        return outcome.rules(SheetTransitionToVaryingHeightRule.descriptor.code)
    }

    @Test func oneContentSizedDetentPasses() {
        #expect(Self.warnings(Self.spec(detents: "{ id: fit, fit: content }")).isEmpty)
    }

    @Test func aContentSizedDetentWithASecondOneWarns() throws {
        let text = Self.spec(detents: "{ id: fit, fit: content }, { id: full, system: large }")
        let found = try #require(Self.warnings(text).first)
        #expect(
            found.message
                == "`checkout` pushes `checkoutPayment` with `transition: sheet`, "
                + "but `checkoutPayment` does not fit its content")
    }
}
