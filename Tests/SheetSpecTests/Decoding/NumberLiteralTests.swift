import Testing

@testable import SheetSpec

@Suite struct NumberLiteralTests {
    private func classify(_ text: String) -> NumberLiteral {
        NumberLiteral.classify(ArraySlice(text.utf8))
    }

    @Test(arguments: ["0", "12", "-3", "+4", "0.5", ".5", "5.", "1e3", "2.5E-2", "-0.0"])
    func decimalFormsAreNumbers(text: String) {
        guard case .decimal = classify(text) else {
            Issue.record("\(text) should be a decimal number")
            return
        }
    }

    @Test func integersAreToldFromFractions() {
        #expect(classify("320") == .decimal(isInteger: true))
        #expect(classify("320.0") == .decimal(isInteger: false))
        #expect(classify("3e2") == .decimal(isInteger: false))
    }

    @Test(arguments: [".nan", ".NaN", ".inf", "-.inf", "+.INF"])
    func nonFiniteSpellings(text: String) {
        #expect(classify(text) == .nonFinite)
    }

    @Test func legacyFormsCarryTheirDecimalValue() {
        #expect(classify("0x1F") == .legacy(form: "hexadecimal", decimal: "31"))
        #expect(classify("0o17") == .legacy(form: "octal", decimal: "15"))
        #expect(classify("017") == .legacy(form: "octal 15", decimal: "17"))
        #expect(classify("09") == .legacy(form: "leading-zero", decimal: "9"))
        #expect(classify("1_000") == .legacy(form: "digit-group", decimal: "1000"))
    }

    @Test(arguments: ["", "-", ".", "e3", "1e", "half", "50%", "320pt", "1.2.3", "-.nan", "0x", "0xZZ"])
    func nonNumbers(text: String) {
        #expect(classify(text) == .none)
    }
}
