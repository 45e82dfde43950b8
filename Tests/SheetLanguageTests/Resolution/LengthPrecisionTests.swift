import SheetLanguage
import Testing

@Suite struct LengthPrecisionTests {
    @Test func lengthsAreRoundedToAThousandthOfAPoint() {
        #expect(0.9 * 647 != 582.3, "the exact product is not the decimal a reader expects")
        #expect("\(0.9 * 647)" == "582.3000000000001")
        #expect(LengthPrecision.rounded(0.9 * 647) == 582.3)
        #expect(LengthPrecision.text(0.9 * 647) == "582.3")
        #expect(LengthPrecision.text(0.85 * 647) == "549.95")
        #expect(LengthPrecision.text(189.75) == "189.75")
        #expect(LengthPrecision.text(647) == "647")
        #expect(LengthPrecision.text(1.0 / 3) == "0.333")
        #expect(LengthPrecision.text(2.0 / 3) == "0.667")
        #expect(LengthPrecision.text(0.0005) == "0.001", "halves round away from zero")
        #expect(LengthPrecision.text(-0.0004) == "0", "no negative zero")
        #expect(LengthPrecision.text(-28) == "-28")
    }

    @Test func sameComparesAtThePrintedPrecision() {
        #expect(LengthPrecision.same(0.1 + 0.2, 0.3))
        #expect(!LengthPrecision.same(0.3, 0.301))
    }
}
