/// One line of block YAML as indentation reads it: list dashes, then a key
/// and what follows its colon. Reading lines rather than the parsed tree is
/// what lets completion and hover work in a document that does not parse
/// (a half-typed line is the usual state of a file being edited).
///
/// Columns are byte offsets within the line.
struct LineShape: Equatable {
    /// Columns of the `- ` list markers before the content, outermost first.
    var dashColumns: [Int]
    /// Column where the content after indentation and dashes starts.
    var contentColumn: Int
    /// The key, when the content is `key:` or `key: value`.
    var key: String?
    /// Column of the byte after the key's colon.
    var valueColumn: Int?
    /// Whether the line holds nothing but spaces or a comment.
    var isBlank: Bool

    init(_ line: String) {
        let bytes = Array(line.utf8)
        var column = 0
        while column < bytes.count, bytes[column] == 32 { column += 1 }
        var dashes: [Int] = []
        while column < bytes.count, bytes[column] == 45, column + 1 == bytes.count || bytes[column + 1] == 32 {
            dashes.append(column)
            column += 1
            while column < bytes.count, bytes[column] == 32 { column += 1 }
        }
        dashColumns = dashes
        contentColumn = column
        isBlank = dashes.isEmpty && (column == bytes.count || bytes[column] == 35)
        key = nil
        valueColumn = nil
        var end = column
        while end < bytes.count, Self.isKeyByte(bytes[end]) { end += 1 }
        var colon = end
        while colon < bytes.count, bytes[colon] == 32 { colon += 1 }
        if end > column, colon < bytes.count, bytes[colon] == 58, colon + 1 == bytes.count || bytes[colon + 1] == 32 {
            key = String(decoding: bytes[column..<end], as: UTF8.self)
            valueColumn = colon + 1
        }
    }

    /// Whether the line's value is empty (a block follows) or a comment.
    func hasEmptyValue(in line: String) -> Bool {
        guard let valueColumn else { return false }
        let rest = Array(line.utf8).dropFirst(valueColumn).drop { $0 == 32 }
        return rest.first == nil || rest.first == 35
    }

    /// What a plain key may hold here: anything but spaces, YAML's
    /// indicators and quotes (non-ASCII letters included, so that a
    /// misspelt id still counts as a key for the lines below it).
    /// A `switch`, not a search of a string's bytes: completion asks this
    /// of every byte of every line it scans.
    static func isKeyByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: "#"), UInt8(ascii: "\""), UInt8(ascii: "'"),
            UInt8(ascii: "\t"):
            false
        default: true
        }
    }

    /// Letters, digits, `_`, `.` and `-`: the bytes of keys, ids and keywords.
    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95
            || byte == 46 || byte == 45
    }
}
