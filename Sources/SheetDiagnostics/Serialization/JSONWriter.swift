/// A small JSON writer with a fixed layout: keys in the order they are
/// written, two-space indentation, numbers printed the same on every run.
///
/// Foundation's encoders sort keys only on request, format numbers by locale
/// rules on some platforms, and cost start-up time; reports and plans need
/// byte-identical output, so sheetspec writes JSON itself.
public struct JSONWriter {
    public private(set) var output = ""
    private var needsComma: [Bool] = [false]
    private var pendingKey = false

    public init() {}

    private var depth: Int { needsComma.count - 1 }

    private mutating func beginValue() {
        if pendingKey {
            pendingKey = false
            return
        }
        if needsComma[needsComma.count - 1] { output += "," }
        if depth > 0 { output += "\n" + String(repeating: "  ", count: depth) }
        needsComma[needsComma.count - 1] = true
    }

    public mutating func key(_ name: String) {
        beginValue()
        output += JSONWriter.quoted(name) + ": "
        pendingKey = true
    }

    public mutating func beginObject() {
        beginValue()
        output += "{"
        needsComma.append(false)
    }

    public mutating func endObject() { close("}") }

    public mutating func beginArray() {
        beginValue()
        output += "["
        needsComma.append(false)
    }

    public mutating func endArray() { close("]") }

    private mutating func close(_ bracket: String) {
        let hadItems = needsComma.removeLast()
        if hadItems { output += "\n" + String(repeating: "  ", count: depth) }
        output += bracket
        if depth == 0 { output += "\n" }
    }

    public mutating func string(_ value: String) {
        beginValue()
        output += JSONWriter.quoted(value)
    }

    public mutating func integer(_ value: Int) {
        beginValue()
        output += String(value)
    }

    /// Finite numbers only, in Swift's shortest round-trip form (`0.5`, `16`,
    /// `1e-05`), which does not depend on the locale.
    public mutating func number(_ value: Double) {
        beginValue()
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            output += String(Int64(value))
        } else {
            output += value.isFinite ? value.description : "null"
        }
    }

    public mutating func bool(_ value: Bool) {
        beginValue()
        output += value ? "true" : "false"
    }

    public mutating func null() {
        beginValue()
        output += "null"
    }

    /// `"key": "value"` in one call, the common case.
    public mutating func field(_ name: String, _ value: String) {
        key(name)
        string(value)
    }

    public mutating func field(_ name: String, _ value: Int) {
        key(name)
        integer(value)
    }

    public static func quoted(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
