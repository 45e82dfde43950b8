/// A JSON value, the model of every LSP message the server reads and writes.
///
/// The server's own type rather than Foundation's `JSONSerialization`: linking
/// Foundation for a few dozen lines of JSON made every `sheetspec` command,
/// `lint` in a pre-commit hook included, start several milliseconds slower
/// (Benchmarks/README.md). Integers and other numbers are kept apart so that ids and
/// positions come back exactly as the editor wrote them.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    /// A number with a fraction or an exponent, or too large for `Int`.
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// An integer, also when written as `2.0` or `2e1`, as some clients do.
    public var int: Int? {
        switch self {
        case .integer(let value): return value
        case .double(let value):
            guard value.rounded() == value, value >= -9.0e15, value <= 9.0e15 else { return nil }
            return Int(value)
        default: return nil
        }
    }

    public var array: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    public var object: JSONObject? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// A member of an object; nil for a missing key or a value that is no object.
    public subscript(key: String) -> JSONValue? {
        object?[key]
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByFloatLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(nilLiteral: ()) { self = .null }

    public init(dictionaryLiteral members: (String, JSONValue)...) {
        var object = JSONObject()
        for (key, value) in members { object[key] = value }
        self = .object(object)
    }
}
