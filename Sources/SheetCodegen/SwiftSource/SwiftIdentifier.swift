/// Validation of the names that generated code uses as Swift identifiers:
/// type names from `type:` and the identifiers derived from sheet ids.
public enum SwiftIdentifier {
    /// Whether `name` is a type name Swift accepts: dot-separated
    /// identifiers, each starting with a letter or `_`, none a reserved word.
    public static func isValidTypeName(_ name: String) -> Bool {
        // Runs for every sheet of every `generate`, so it scans bytes and
        // builds a `String` only for a part short enough to be a keyword.
        var partStart = name.utf8.startIndex
        var index = partStart
        while true {
            if index == name.utf8.endIndex || name.utf8[index] == UInt8(ascii: ".") {
                let part = name.utf8[partStart..<index]
                guard isPlainIdentifier(part) else { return false }
                if part.count <= longestReservedWord, reservedInTypePosition.contains(String(Substring(part))) { return false }
                if index == name.utf8.endIndex { return true }
                partStart = name.utf8.index(after: index)
            }
            index = name.utf8.index(after: index)
        }
    }

    /// ASCII letters, digits and `_`, not starting with a digit. Specs
    /// restrict ids to this set; keeping generated names ASCII keeps them
    /// typeable and free of look-alike characters.
    public static func isPlainIdentifier(_ name: String) -> Bool {
        isPlainIdentifier(name.utf8[...])
    }

    private static func isPlainIdentifier(_ utf8: Substring.UTF8View) -> Bool {
        guard let first = utf8.first, !(48...57).contains(first) else { return false }
        return utf8.allSatisfy { (65...90).contains($0) || (97...122).contains($0) || (48...57).contains($0) || $0 == 95 }
    }

    /// `name` usable as a member name: keywords get backticks.
    public static func memberName(_ name: String) -> String {
        precondition(isPlainIdentifier(name), "identifiers are validated before code generation")
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// `checkoutAddress` → `CheckoutAddress`, for derived type and case names.
    public static func upperCamel(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// Swift's reserved words (declarations, statements, expressions and
    /// types, and `_`), which need backticks as member names.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super",
        "throws", "true", "try", "_",
    ]

    /// Words that cannot name a type even with backticks in an extension.
    static let reservedInTypePosition: Set<String> = keywords.union(["Type", "Protocol"])

    /// In UTF-8 bytes: a longer name cannot be reserved.
    static let longestReservedWord = reservedInTypePosition.map(\.utf8.count).max() ?? 0
}
