/// The values one template render sees, typed and in a fixed order, built
/// only for a file that is rendered (a no-op `generate` compares the
/// fingerprints of the spec values instead: `RenderInput`, `PendingFile`).
struct TemplateContext: Sendable {
    /// What a key can hold: text to insert, a flag that opens or skips a
    /// section, or a list that repeats one.
    enum Value: Sendable {
        case text(String)
        case flag(Bool)
        case list([TemplateContext])
    }

    private(set) var fields: [(key: String, value: Value)]

    init(_ fields: [(key: String, value: Value)] = []) {
        self.fields = fields
    }

    mutating func append(contentsOf other: TemplateContext) {
        fields += other.fields
    }

    /// The dictionary swift-mustache renders; a later field wins over an
    /// earlier one of the same key.
    var mustacheValue: [String: Any] {
        var dictionary: [String: Any] = Dictionary(minimumCapacity: fields.count)
        for (key, value) in fields {
            switch value {
            case .text(let text): dictionary[key] = text
            case .flag(let flag): dictionary[key] = flag
            case .list(let items): dictionary[key] = items.map(\.mustacheValue)
            }
        }
        return dictionary
    }
}
