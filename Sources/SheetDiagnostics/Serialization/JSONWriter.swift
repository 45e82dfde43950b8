/// A small JSON writer with a fixed layout: keys in the order they are
/// written, two-space indentation, numbers printed the same on every run.
///
/// Foundation's encoders sort keys only on request, format numbers by locale
/// rules on some platforms, and cost start-up time; reports and plans need
/// byte-identical output, so sheetspec writes JSON itself.
///
/// Reports and plans run to tens of megabytes, so pieces are appended as
/// bytes to a small buffer that joins the text in large chunks: a `String`
/// append per comma and quote was most of `lint --format json`'s time.
public struct JSONWriter {
    private var text = ""
    private var pending: [UInt8] = []
    private var needsComma: [Bool] = [false]
    private var pendingKey = false

    /// Bytes gathered before they join `text`: large enough that joining is
    /// rare, small enough not to count in a run's memory.
    private static let chunkSize = 1 << 16

    public init() {
        pending.reserveCapacity(Self.chunkSize)
    }

    /// Everything written so far.
    public var output: String {
        mutating get {
            flush()
            return text
        }
    }

    private mutating func flush() {
        guard !pending.isEmpty else { return }
        text += String(decoding: pending, as: UTF8.self)
        pending.removeAll(keepingCapacity: true)
    }

    private mutating func append(_ piece: StaticString) {
        piece.withUTF8Buffer { pending.append(contentsOf: $0) }
        if pending.count >= Self.chunkSize { flush() }
    }

    private mutating func append(_ piece: String) {
        pending.append(contentsOf: piece.utf8)
        if pending.count >= Self.chunkSize { flush() }
    }

    private var depth: Int { needsComma.count - 1 }

    private mutating func beginValue() {
        if pendingKey {
            pendingKey = false
            return
        }
        if needsComma[needsComma.count - 1] { append(",") }
        if depth > 0 { newLine() }
        needsComma[needsComma.count - 1] = true
    }

    private mutating func newLine() {
        append("\n")
        for _ in 0..<depth { append("  ") }
    }

    public mutating func key(_ name: String) {
        beginValue()
        appendQuoted(name)
        append(": ")
        pendingKey = true
    }

    public mutating func beginObject() {
        beginValue()
        append("{")
        needsComma.append(false)
    }

    public mutating func endObject() { close("}") }

    public mutating func beginArray() {
        beginValue()
        append("[")
        needsComma.append(false)
    }

    public mutating func endArray() { close("]") }

    private mutating func close(_ bracket: StaticString) {
        let hadItems = needsComma.removeLast()
        if hadItems { newLine() }
        append(bracket)
        if depth == 0 { append("\n") }
    }

    public mutating func string(_ value: String) {
        beginValue()
        appendQuoted(value)
    }

    public mutating func integer(_ value: Int) {
        beginValue()
        append(String(value))
    }

    /// Finite numbers only, in Swift's shortest round-trip form (`0.5`, `16`,
    /// `1e-05`), which does not depend on the locale.
    public mutating func number(_ value: Double) {
        beginValue()
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            append(String(Int64(value)))
        } else {
            append(value.isFinite ? value.description : "null")
        }
    }

    public mutating func bool(_ value: Bool) {
        beginValue()
        append(value ? "true" : "false")
    }

    public mutating func null() {
        beginValue()
        append("null")
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
        var writer = JSONWriter()
        writer.appendQuoted(text)
        return writer.output
    }

    /// Appends `text` quoted. Most text (ids, paths, messages) needs no
    /// escape and is appended whole.
    private mutating func appendQuoted(_ text: String) {
        append("\"")
        if text.utf8.allSatisfy(JSONWriter.standsForItself) {
            append(text)
        } else {
            appendEscaped(text)
        }
        append("\"")
    }

    /// Bytes that stand for themselves in a JSON string. 0xE2 leads the
    /// UTF-8 form of U+2028 and U+2029, which are escaped for JavaScript's
    /// sake, so text with it takes the scalar-by-scalar path.
    private static func standsForItself(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte != 0x7F && byte != 0xE2
    }

    private mutating func appendEscaped(_ text: String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": append("\\\"")
            case "\\": append("\\\\")
            case "\n": append("\\n")
            case "\r": append("\\r")
            case "\t": append("\\t")
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default:
                pending.append(contentsOf: scalar.utf8)
            }
        }
        if pending.count >= Self.chunkSize { flush() }
    }
}
