import SheetSpec
import Testing

@Suite struct PlanPrecisionTests {
    @Test func lengthsAreRoundedToAThousandthOfAPoint() {
        #expect(0.9 * 647 != 582.3, "the exact product is not the decimal a reader expects")
        #expect("\(0.9 * 647)" == "582.3000000000001")
        #expect(PlanPrecision.rounded(0.9 * 647) == 582.3)
        #expect(PlanPrecision.text(0.9 * 647) == "582.3")
        #expect(PlanPrecision.text(0.85 * 647) == "549.95")
        #expect(PlanPrecision.text(189.75) == "189.75")
        #expect(PlanPrecision.text(647) == "647")
        #expect(PlanPrecision.text(1.0 / 3) == "0.333")
        #expect(PlanPrecision.text(2.0 / 3) == "0.667")
        #expect(PlanPrecision.text(0.0005) == "0.001", "halves round away from zero")
        #expect(PlanPrecision.text(-0.0004) == "0", "no negative zero")
        #expect(PlanPrecision.text(-28) == "-28")
    }

    @Test func sameComparesAtThePrintedPrecision() {
        #expect(PlanPrecision.same(0.1 + 0.2, 0.3))
        #expect(!PlanPrecision.same(0.3, 0.301))
    }
}
