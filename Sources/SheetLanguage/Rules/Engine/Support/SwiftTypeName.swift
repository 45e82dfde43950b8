/// The grammar sheetspec accepts for a sheet's `type`, and the words Swift
/// reserves.
///
/// Accepted: one identifier or several joined by `.` for a nested type
/// (`Checkout.SheetViewController`), each an ASCII letter or `_` followed by
/// ASCII letters, digits and `_`. Generated code writes the name as it is in
/// `extension <type>: BottomSheetable`, so generic arguments, backticks,
/// spaces and non-ASCII letters (valid in Swift, but unreadable in a diff and
/// easy to confuse) are not.
enum SwiftTypeName {
    /// The parts between dots; empty parts are kept, so `A..B` shows its hole.
    static func components(_ name: String) -> [Substring] {
        name.split(separator: ".", omittingEmptySubsequences: false)
    }

    static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, isLetter(first) || first == "_" else { return false }
        return text.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    /// Whether the name has the accepted shape (keywords aside): the same as
    /// every component passing `isIdentifier`, in one pass over the bytes
    /// (every sheet's type is checked on every run).
    static func isWellFormed(_ name: String) -> Bool {
        // Over the contiguous bytes: several rules ask this of every sheet's type.
        var name = name
        return name.withUTF8(isWellFormed)
    }

    private static func isWellFormed(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var atComponentStart = true
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "."):
                if atComponentStart { return false }
                atComponentStart = true
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                atComponentStart = false
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if atComponentStart { return false }
            default:
                return false
            }
        }
        return !atComponentStart
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// The name with everything but identifier characters and dots removed,
    /// words joined in UpperCamelCase (`checkout sheet-view` → `CheckoutSheetView`);
    /// `nil` when nothing valid comes out.
    static func repaired(_ name: String) -> String? {
        let parts = components(name).map { part -> String in
            var result = ""
            var upperNext = true
            for scalar in part.unicodeScalars {
                guard scalar.isASCII else { continue }
                let character = Character(scalar)
                if character.isLetter || character.isNumber || character == "_" {
                    if result.isEmpty, character.isNumber { continue }
                    result.append(upperNext ? Character(character.uppercased()) : character)
                    upperNext = false
                } else {
                    upperNext = true
                }
            }
            return result
        }.filter { !$0.isEmpty }
        let repaired = parts.joined(separator: ".")
        guard !repaired.isEmpty, repaired != name, isWellFormed(repaired) else { return nil }
        return repaired
    }

    /// Every word that cannot name a Swift type: the keywords reserved in
    /// declarations, statements, expressions and types (The Swift Programming
    /// Language, "Lexical Structure", Keywords and Punctuation), `_`, and the
    /// contextual words that mean something else in a type position: `Any`,
    /// `Self`, `any`, `some`, `each` (rejected by swiftc 6.3 as a type's
    /// name), and `Type`, `Protocol` (which make `Outer.Type` a metatype).
    static let reservedWords: Set<String> = [
        // Declarations.
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        // Statements.
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        // Expressions and types.
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
        // Contextual words that change meaning where a type is written.
        "any", "some", "each", "Type", "Protocol",
    ]

    static let longestReservedWord = reservedWords.map(\.utf8.count).max() ?? 0

    /// The first reserved component of a name, if any. Walks the bytes and
    /// makes a `String` only of a part short enough to be a keyword.
    static func reservedComponent(of name: String) -> (word: String, offset: Int)? {
        var name = name
        return name.withUTF8 { bytes in
            var offset = 0
            var start = 0
            while true {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: ".") { end += 1 }
                let part = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if part.count <= longestReservedWord {
                    let word = String(decoding: part, as: UTF8.self)
                    if reservedWords.contains(word) { return (word, offset) }
                }
                guard end < bytes.count else { return nil }
                // Offsets count Unicode scalars: every byte but a continuation byte starts one.
                offset += part.reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 } + 1
                start = end + 1
            }
        }
    }
}
