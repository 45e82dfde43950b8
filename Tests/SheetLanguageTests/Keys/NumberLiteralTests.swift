import Testing

@testable import SheetLanguage

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

/// The decoder's fast path for numbers must agree with the general one.
@Suite struct PlainDecimalTests {
    /// Every string of up to five characters over digits, signs, a dot, an
    /// exponent mark and two non-number characters.
    static let candidates: [String] = {
        let alphabet = ["0", "1", "7", "+", "-", ".", "e", "_", "x"]
        var all = [""]
        var layer = [""]
        for _ in 1...5 {
            layer = layer.flatMap { prefix in alphabet.map { prefix + $0 } }
            all += layer
        }
        return all
    }()

    @Test func aValueIsGivenOnlyForWhatClassifyCallsDecimal() {
        var given = 0
        for text in Self.candidates {
            let bytes = ArraySlice(text.utf8)
            guard let value = NumberLiteral.plainDecimalValue(bytes) else { continue }
            given += 1
            guard case .decimal = NumberLiteral.classify(bytes) else {
                Issue.record("`\(text)` read as \(value) but classified as \(NumberLiteral.classify(bytes))")
                continue
            }
            #expect(value == Double(text), "`\(text)`")
        }
        #expect(given > 1_000, "the fast path should cover the common forms")
    }

    @Test(arguments: ["007", "00", "-01", "+00"])
    func integersWithALeadingZeroTakeTheGeneralPath(_ text: String) {
        #expect(NumberLiteral.plainDecimalValue(ArraySlice(text.utf8)) == nil)
    }

    @Test(arguments: [("0.5", 0.5), ("320", 320), ("-3", -3), ("+4", 4), (".5", 0.5), ("5.", 5), ("00.5", 0.5), ("0", 0)])
    func commonNumbersAreRead(_ text: String, _ value: Double) {
        #expect(NumberLiteral.plainDecimalValue(ArraySlice(text.utf8)) == value)
    }
}
