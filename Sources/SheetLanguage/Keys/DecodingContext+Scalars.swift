import SheetDiagnostics
import SheetYAML

/// The kinds of number a field takes, which decide the wording of
/// "expected …" and the help for a unit written into the number.
enum NumberMeaning {
    case points
    case fraction
    case plain(String)

    var expectation: String {
        switch self {
        case .points: "a number of points"
        case .fraction: "a fraction like 0.5"
        case .plain(let description): description
        }
    }
}

extension DecodingContext {
    /// `true` or `false`, exactly.
    package mutating func bool(_ field: FieldValue) -> Located<Bool>? {
        let node = field.node
        // Nearly every value is a plain, untagged `true` or `false`: neither
        // null nor a quoted string nor a YAML 1.1 spelling, so none of the
        // checks below can apply.
        if document.style(of: node) == .plain, document.tag(of: node) == .none {
            if document.scalar(node, equals: "true") { return located(true, field) }
            if document.scalar(node, equals: "false") { return located(false, field) }
        }
        let expected = "`true` or `false`"
        guard document.kind(of: node) == .scalar else {
            reportMismatch(field, expected: expected)
            return nil
        }
        if isNull(node) {
            reportEmpty(field, expected: expected)
            return nil
        }
        if document.scalar(node, equals: "true") || document.scalar(node, equals: "false") {
            let value = document.scalar(node, equals: "true")
            if !isExplicitString(node) { return located(value, field) }
            reportQuoted(field, kind: "boolean", unquoted: value ? "true" : "false")
            return nil
        }
        if let value = Self.yaml11Boolean(text(node)) {
            if isExplicitString(node) {
                reportMismatch(field, expected: expected)
            } else {
                let replacement = value ? "true" : "false"
                report(
                    DecodingDiagnostics.yaml11Boolean.diagnostic(
                        "`\(text(node))` is not a boolean here; write `\(replacement)`", at: span(node),
                        label: "YAML 1.1 boolean",
                        notes: ["YAML 1.2 reads `\(text(node))` as a string, YAML 1.1 as \(replacement); sheetspec accepts only `true` and `false`"],
                        help: "replace it with `\(replacement)`",
                        fixes: [FixIt(span: span(node), replacement: replacement, applicability: .safe)]))
            }
            return nil
        }
        reportMismatch(field, expected: expected)
        return nil
    }

    /// The YAML 1.1 spellings of a boolean other than `true` and `false`.
    static func yaml11Boolean(_ word: String) -> Bool? {
        switch word {
        case "y", "Y", "yes", "Yes", "YES", "on", "On", "ON", "True", "TRUE": true
        case "n", "N", "no", "No", "NO", "off", "Off", "OFF", "False", "FALSE": false
        default: nil
        }
    }

    /// A finite decimal number.
    mutating func number(_ field: FieldValue, _ meaning: NumberMeaning) -> Located<Double>? {
        guard let value = numberValue(field, meaning) else { return nil }
        return located(value, field)
    }

    /// The number's value without its location, for fields that wrap it.
    mutating func numberValue(_ field: FieldValue, _ meaning: NumberMeaning, extraHelp: String? = nil) -> Double? {
        let node = field.node
        guard document.kind(of: node) == .scalar else {
            reportMismatch(field, expected: meaning.expectation, help: extraHelp)
            return nil
        }
        // A plain, untagged decimal is neither null nor a string on purpose:
        // its value is all there is to find, and nearly every number is one.
        if document.style(of: node) == .plain, document.tag(of: node) == .none,
            let value = NumberLiteral.plainDecimalValue(document.scalarBytes(of: node))
        {
            return value
        }
        if isNull(node) {
            reportEmpty(field, expected: meaning.expectation)
            return nil
        }
        let bytes = document.scalarBytes(of: node)
        let literal = NumberLiteral.classify(bytes)
        if isExplicitString(node) {
            if literal != .none && literal != .nonFinite {
                reportQuoted(field, kind: "number", unquoted: text(node))
            } else {
                reportMismatch(field, expected: meaning.expectation, help: extraHelp)
            }
            return nil
        }
        switch literal {
        case .decimal:
            return checkedValue(field, bytes: bytes)
        case .nonFinite:
            report(
                DecodingDiagnostics.nonFiniteNumber.diagnostic(
                    "`\(text(node))` is not a finite number", at: span(node), label: "expected \(meaning.expectation)",
                    help: "write a finite number"))
        case .legacy(let form, let decimal):
            reportLegacyNumber(field, form: form, decimal: decimal)
        case .none:
            reportNotANumber(field, meaning, extraHelp: extraHelp)
        }
        return nil
    }

    /// The value of a decimal literal, or `nil` (reported) when it cannot be
    /// represented exactly.
    private mutating func checkedValue(_ field: FieldValue, bytes: ArraySlice<UInt8>) -> Double? {
        if let value = NumberLiteral.exactValue(bytes) { return value }
        let text = String(decoding: bytes, as: UTF8.self)
        guard let value = Double(text) else { return nil }
        let exactLimit = 9_007_199_254_740_992.0
        if !value.isFinite || abs(value) > exactLimit {
            reportOutOfRange(field, "number `\(shortened(text))` is too large", label: "beyond 2^53")
            return nil
        }
        if value == 0, bytes.prefix(while: { $0 != 0x65 && $0 != 0x45 }).contains(where: { $0 >= 0x31 && $0 <= 0x39 }) {
            reportOutOfRange(field, "number `\(shortened(text))` is too small and would read as 0", label: "underflows to 0")
            return nil
        }
        return value
    }

    private mutating func reportOutOfRange(_ field: FieldValue, _ message: String, label: String) {
        report(
            DecodingDiagnostics.numberOutOfRange.diagnostic(
                message, at: span(field.node), label: label,
                notes: ["numbers must be at most 2^53 (9007199254740992) in magnitude, and not so small that they read as 0"],
                help: "write the number you meant in plain decimal"))
    }

    private func shortened(_ text: String) -> String {
        text.count > 24 ? String(text.prefix(12)) + "…" + String(text.suffix(6)) : text
    }

    private mutating func reportLegacyNumber(_ field: FieldValue, form: String, decimal: String?) {
        let shown = text(field.node)
        // `017` is 15 to YAML 1.1 and 17 to YAML 1.2: which one was meant
        // is the writer's call. Every other form has one reading.
        let applicability: FixApplicability = form.hasPrefix("octal ") ? .suggestion : .safe
        let note: String
        switch form {
        case _ where form.hasPrefix("octal "):
            note = "YAML 1.1 reads `\(shown)` as \(form), YAML 1.2 as \(decimal ?? shown)"
        case "octal", "hexadecimal": note = "some YAML tools read `\(shown)` as \(form) and others as a string"
        case "digit-group": note = "YAML 1.1 reads `_` as a digit separator; YAML 1.2 reads `\(shown)` as a string"
        default: note = "a leading zero makes YAML 1.1 tools read a number as octal"
        }
        report(
            DecodingDiagnostics.yaml11Number.diagnostic(
                "`\(shown)` is not a plain decimal number", at: span(field.node), label: "tool-dependent number form",
                notes: [note], help: decimal.map { "write `\($0)`" } ?? "write the number in plain decimal",
                fixes: decimal.map { [FixIt(span: span(field.node), replacement: $0, applicability: applicability)] } ?? []))
    }

    /// A word where a number belongs, with help for the common slips: a
    /// unit (`320pt`) or a percentage (`50%`).
    private mutating func reportNotANumber(_ field: FieldValue, _ meaning: NumberMeaning, extraHelp: String?) {
        let written = text(field.node)
        var help = extraHelp
        var fixes: [FixIt] = []
        for unit in ["pt", "px", "%"] where written.hasSuffix(unit) {
            let number = String(written.dropLast(unit.count)).trimmingSpaces()
            guard case .decimal = NumberLiteral.classify(ArraySlice(number.utf8)), let value = Double(number) else { continue }
            if unit == "%" {
                let fraction = Self.plainText(value / 100)
                if case .fraction = meaning {
                    help = "write the percentage as a fraction: `\(fraction)`"
                    fixes = [FixIt(span: span(field.node), replacement: fraction, applicability: .safe)]
                } else {
                    help = "a share of the available height is written `fraction: \(fraction)`"
                }
            } else {
                help = "write the number alone: `\(number)`; lengths are always in points"
                // Points are what a length means, so `320pt` loses nothing;
                // `320px` was meant as pixels, which are not points.
                fixes = [FixIt(span: span(field.node), replacement: number, applicability: unit == "pt" ? .safe : .suggestion)]
            }
        }
        reportMismatch(field, expected: meaning.expectation, help: help, fixes: fixes)
    }

    /// A short decimal rendering (`0.5`, `12`) for help text.
    static func plainText(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    mutating func reportQuoted(_ field: FieldValue, kind: String, unquoted: String) {
        report(
            DecodingDiagnostics.quotedScalar.diagnostic(
                "\(kind) is written as a string", at: span(field.node), label: "quotes make this a string",
                help: "remove the quotes: `\(unquoted)`",
                fixes: [FixIt(span: span(field.node), replacement: unquoted, applicability: .safe)]))
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        String(self.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
