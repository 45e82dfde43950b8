import SheetDiagnostics

/// JSON on one line, for the data a page loads: `JSONWriter` indents every
/// value on a line of its own, which more than doubles a page's frames.
/// Keys in the order written; strings escaped as `JSONWriter` escapes them;
/// numbers as the plan prints them (`HTML.number`).
struct CompactJSON {
    private(set) var output = ""
    /// Whether the open container already holds a value.
    private var needsComma: [Bool] = [false]

    private mutating func beginValue() {
        if needsComma[needsComma.count - 1] { output += "," }
        needsComma[needsComma.count - 1] = true
    }

    mutating func beginObject() {
        beginValue()
        output += "{"
        needsComma.append(false)
    }

    mutating func endObject() {
        needsComma.removeLast()
        output += "}"
    }

    mutating func beginArray() {
        beginValue()
        output += "["
        needsComma.append(false)
    }

    mutating func endArray() {
        needsComma.removeLast()
        output += "]"
    }

    /// The key of the next value, which then takes no comma of its own.
    mutating func key(_ name: String) {
        beginValue()
        output += Self.quoted(name) + ":"
        needsComma[needsComma.count - 1] = false
    }

    mutating func string(_ value: String) {
        beginValue()
        output += Self.quoted(value)
    }

    /// Plain ASCII is quoted here; anything else as `JSONWriter` quotes it.
    static func quoted(_ text: String) -> String {
        let plain = text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        return plain ? "\"" + text + "\"" : JSONWriter.quoted(text)
    }

    mutating func number(_ value: Double) {
        beginValue()
        output += HTML.number(value)
    }

    mutating func null() {
        beginValue()
        output += "null"
    }

    mutating func field(_ name: String, _ value: String) {
        key(name)
        string(value)
    }

    mutating func field(_ name: String, _ value: Double) {
        key(name)
        number(value)
    }
}
