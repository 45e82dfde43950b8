/// The numbers a key accepts, checked as the key is read (`SS1017`): an
/// interval whose ends are each included or not.
struct NumberInterval: Sendable {
    var lower: Double
    var includesLower: Bool
    var upper: Double
    var includesUpper: Bool

    /// `[0, 1]`: a share of something, none to all of it.
    static let closedUnit = NumberInterval(lower: 0, includesLower: true, upper: 1, includesUpper: true)
    /// `(0, 1]`.
    static let positiveUnit = NumberInterval(lower: 0, includesLower: false, upper: 1, includesUpper: true)

    func contains(_ value: Double) -> Bool {
        (includesLower ? value >= lower : value > lower) && (includesUpper ? value <= upper : value < upper)
    }

    /// `(0, 1]`.
    var notation: String {
        (includesLower ? "[" : "(") + DecodingContext.plainText(lower) + ", " + DecodingContext.plainText(upper)
            + (includesUpper ? "]" : ")")
    }

    /// "from 0 to 1", "greater than 0 and at most 1".
    var description: String {
        if includesLower && includesUpper {
            return "from " + DecodingContext.plainText(lower) + " to " + DecodingContext.plainText(upper)
        }
        return (includesLower ? "at least " : "greater than ") + DecodingContext.plainText(lower)
            + (includesUpper ? " and at most " : " and less than ") + DecodingContext.plainText(upper)
    }
}

extension SchemaNode {
    /// A number inside `interval`, as the decoder checks it.
    static func number(in interval: NumberInterval) -> SchemaNode {
        SchemaNode.number
            .with(interval.includesLower ? "minimum" : "exclusiveMinimum", .number(interval.lower))
            .with(interval.includesUpper ? "maximum" : "exclusiveMaximum", .number(interval.upper))
    }
}

extension DecodingContext {
    /// A finite decimal number inside `interval`; one outside it is reported
    /// (`SS1017`) and not kept.
    mutating func number(
        _ field: FieldValue, _ meaning: NumberMeaning, in interval: NumberInterval, key: String
    ) -> Located<Double>? {
        guard let value = numberValue(field, meaning) else { return nil }
        guard interval.contains(value) else {
            report(
                DecodingDiagnostics.valueOutOfRange.diagnostic(
                    "`\(key)` is \(Self.plainText(value)), outside \(interval.notation)", at: span(field.node),
                    label: "expected \(interval.description)", help: "write a value \(interval.description)"))
            return nil
        }
        return located(value, field)
    }
}
