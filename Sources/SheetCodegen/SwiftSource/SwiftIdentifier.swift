/// Validation of the names that generated code uses as Swift identifiers:
/// type names from `type:` and the identifiers derived from sheet ids.
public enum SwiftIdentifier {
    /// Whether `name` is a type name Swift accepts: dot-separated
    /// identifiers, each starting with a letter or `_`, none a reserved word.
    public static func isValidTypeName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { isPlainIdentifier(String($0)) && !reservedInTypePosition.contains(String($0)) }
    }

    /// ASCII letters, digits and `_`, not starting with a digit. Specs
    /// restrict ids to this set; keeping generated names ASCII keeps them
    /// typeable and free of look-alike characters.
    public static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(48...57).contains(first) else { return false }
        return name.utf8.allSatisfy { (65...90).contains($0) || (97...122).contains($0) || (48...57).contains($0) || $0 == 95 }
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
}
