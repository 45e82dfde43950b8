/// What a plain scalar is as a number, decided on its bytes alone.
///
/// Only the decimal forms of the YAML 1.2 core schema are numbers in a spec;
/// the forms whose meaning differs between YAML 1.1 and 1.2 are recognised so
/// that the decoder can say what the author meant.
enum NumberLiteral: Equatable {
    /// `12`, `-3.5`, `.5`, `1e3`.
    case decimal(isInteger: Bool)
    /// `.nan`, `.inf`, `-.Inf`.
    case nonFinite
    /// `0x1F`, `0o17`, `017`, `1_000`: the decimal text to write instead, if
    /// the value could be worked out.
    case legacy(form: String, decimal: String?)
    /// Not a number at all.
    case none

    static func classify(_ bytes: ArraySlice<UInt8>) -> NumberLiteral {
        if isNonFinite(bytes) { return .nonFinite }
        if let isInteger = decimalShape(bytes) {
            if isInteger, hasLeadingZero(bytes) {
                let text = String(decoding: bytes, as: UTF8.self)
                let unsigned = text.drop { $0 == "+" || $0 == "-" }
                if let octal = Int(unsigned, radix: 8) {
                    return .legacy(form: "octal \(octal)", decimal: strippingLeadingZeros(text))
                }
                return .legacy(form: "leading-zero", decimal: strippingLeadingZeros(text))
            }
            return .decimal(isInteger: isInteger)
        }
        return legacy(bytes)
    }

    /// The value of a short plain decimal (`320`, `-0.5`, `.25`) worked out
    /// without a `String` and `strtod`; `nil` for any other text, which the
    /// caller parses the general way.
    ///
    /// With at most 15 digits the digits form an integer below 2^53 and the
    /// divisor a power of ten below 10^16, both exact as `Double`s, so one
    /// correctly rounded division gives the very value `strtod` would.
    static func exactValue(_ bytes: ArraySlice<UInt8>) -> Double? {
        var index = bytes.startIndex
        let end = bytes.endIndex
        let isNegative = index < end && bytes[index] == 0x2D
        if index < end, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
        var digits: UInt64 = 0
        var digitCount = 0
        var fractionDigits = 0
        var seenDot = false
        while index < end {
            let byte = bytes[index]
            if isDigit(byte) {
                digits = digits * 10 + UInt64(byte - 0x30)
                digitCount += 1
                if seenDot { fractionDigits += 1 }
            } else if byte == 0x2E, !seenDot {
                seenDot = true
            } else {
                return nil
            }
            guard digitCount <= 15 else { return nil }
            index += 1
        }
        guard digitCount > 0 else { return nil }
        let magnitude = Double(digits) / powersOfTen[fractionDigits]
        return isNegative ? -magnitude : magnitude
    }

    /// The value of bytes that `classify` calls `.decimal` and `exactValue`
    /// can work out: the usual number in a spec (`0.6`, `320`), read in one
    /// pass without classifying it first. `nil` for anything else, including
    /// an integer with a leading zero (a YAML 1.1 octal), which the general
    /// path reports.
    static func plainDecimalValue(_ bytes: ArraySlice<UInt8>) -> Double? {
        guard let value = exactValue(bytes) else { return nil }
        if hasLeadingZero(bytes), !bytes.contains(0x2E) { return nil }
        return value
    }

    private static let powersOfTen: [Double] = (0...15).map { exponent in
        (0..<exponent).reduce(1.0) { power, _ in power * 10 }
    }

    /// `nil` when the bytes are not a core-schema decimal, otherwise whether
    /// they are an integer (no dot, no exponent).
    private static func decimalShape(_ bytes: ArraySlice<UInt8>) -> Bool? {
        var index = bytes.startIndex
        let end = bytes.endIndex
        if index < end, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
        var integerDigits = 0
        while index < end, isDigit(bytes[index]) { index += 1; integerDigits += 1 }
        var fractionDigits = 0
        var isInteger = true
        if index < end, bytes[index] == 0x2E {
            isInteger = false
            index += 1
            while index < end, isDigit(bytes[index]) { index += 1; fractionDigits += 1 }
        }
        guard integerDigits + fractionDigits > 0 else { return nil }
        if index < end, bytes[index] == 0x65 || bytes[index] == 0x45 {
            isInteger = false
            index += 1
            if index < end, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
            var exponentDigits = 0
            while index < end, isDigit(bytes[index]) { index += 1; exponentDigits += 1 }
            guard exponentDigits > 0 else { return nil }
        }
        return index == end ? isInteger : nil
    }

    private static func isNonFinite(_ bytes: ArraySlice<UInt8>) -> Bool {
        var body = bytes
        if let first = body.first, first == 0x2B || first == 0x2D { body = body.dropFirst() }
        guard body.count == 4, body.first == 0x2E else { return false }
        let word = String(decoding: body.dropFirst(), as: UTF8.self)
        return ["inf", "Inf", "INF"].contains(word) || (bytes.count == 4 && ["nan", "NaN", "NAN"].contains(word))
    }

    private static func hasLeadingZero(_ bytes: ArraySlice<UInt8>) -> Bool {
        let digits = bytes.drop { $0 == 0x2B || $0 == 0x2D }
        return digits.count > 1 && digits.first == 0x30
    }

    private static func strippingLeadingZeros(_ text: String) -> String {
        let sign = text.first == "-" ? "-" : ""
        let digits = text.drop { $0 == "+" || $0 == "-" }.drop { $0 == "0" }
        return sign + (digits.isEmpty ? "0" : String(digits))
    }

    /// The YAML 1.1 integer forms: hexadecimal, `0o` octal and digit groups.
    private static func legacy(_ bytes: ArraySlice<UInt8>) -> NumberLiteral {
        let text = String(decoding: bytes, as: UTF8.self)
        let negative = text.hasPrefix("-")
        let unsigned = text.drop { $0 == "+" || $0 == "-" }
        let sign = negative ? "-" : ""
        for (prefix, radix, form) in [("0x", 16, "hexadecimal"), ("0o", 8, "octal")] where unsigned.hasPrefix(prefix) {
            let digits = unsigned.dropFirst(2)
            guard !digits.isEmpty, let value = UInt64(digits, radix: radix) else { return .none }
            return .legacy(form: form, decimal: sign + String(value))
        }
        if unsigned.contains("_"), unsigned.first?.isNumber == true {
            let joined = Substring(text.filter { $0 != "_" })
            guard decimalShape(ArraySlice(joined.utf8)) != nil else { return .none }
            return .legacy(form: "digit-group", decimal: String(joined))
        }
        return .none
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
