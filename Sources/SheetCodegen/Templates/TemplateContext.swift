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

    /// The value the template engine renders; a later field wins over an
    /// earlier one of the same key (`MustacheObject`).
    var mustacheValue: MustacheValue {
        .object(
            MustacheObject(
                fields.map { field in
                    switch field.value {
                    case .text(let text): return (field.key, .text(text))
                    case .flag(let flag): return (field.key, .flag(flag))
                    case .list(let items): return (field.key, .list(items.map(\.mustacheValue)))
                    }
                }))
    }
}
