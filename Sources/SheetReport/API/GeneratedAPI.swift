/// The names a generated Swift file declares: its types (and the types it
/// extends) and each one's direct members, read from the source text. Local
/// declarations inside a function body are not API and are skipped; so are
/// comments.
public struct GeneratedAPI: Sendable, Hashable {
    /// `struct CheckoutSheet`, `extension View`.
    public var types: [String]
    /// `CheckoutSheet.static let detents`, `View.func checkoutSheet`.
    public var members: [String]

    static let typeKeywords: Set<Substring> = ["struct", "class", "enum", "extension", "protocol", "actor"]
    static let memberKeywords: Set<Substring> = ["func", "var", "let", "case", "init", "typealias", "subscript"]

    public static func read(_ source: String) -> GeneratedAPI {
        var api = GeneratedAPI(types: [], members: [])
        // The open types, each with the brace depth its body starts at.
        var stack: [(name: String, depth: Int)] = []
        var depth = 0
        var inBlockComment = false
        for rawLine in source.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = Substring(rawLine)
            if inBlockComment {
                guard let end = line.firstRange(of: "*/") else { continue }
                line = line[end.upperBound...]
                inBlockComment = false
            }
            if let comment = line.firstRange(of: "//") { line = line[..<comment.lowerBound] }
            if let open = line.firstRange(of: "/*") {
                inBlockComment = line[open.upperBound...].firstRange(of: "*/") == nil
                line = line[..<open.lowerBound]
            }
            let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "@") }
            let insideType = stack.last.map { depth == $0.depth } ?? false
            if let index = words.firstIndex(where: { typeKeywords.contains($0) }), index + 1 < words.count,
                depth == (stack.last?.depth ?? 0)
            {
                let name = (stack.last.map { $0.name + "." } ?? "") + words[index + 1]
                api.types.append("\(words[index]) \(name)")
                if line.contains("{") { stack.append((name, depth + 1)) }
            } else if insideType, let owner = stack.last,
                let index = words.firstIndex(where: { memberKeywords.contains($0) })
            {
                let keyword = words[index]
                let isStatic = words[..<index].contains("static")
                let name = keyword == "init" || keyword == "subscript" || index + 1 >= words.count
                    ? String(keyword) : String(words[index + 1])
                api.members.append("\(owner.name).\(isStatic ? "static " : "")\(keyword) \(name)")
            }
            for character in line {
                if character == "{" { depth += 1 }
                if character == "}" {
                    depth -= 1
                    if let last = stack.last, depth < last.depth { stack.removeLast() }
                }
            }
        }
        return api
    }
}
