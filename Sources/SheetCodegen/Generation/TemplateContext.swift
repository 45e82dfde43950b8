/// The values one template render sees, typed and in a fixed order, built
/// once per output file. Two uses: the Mustache dictionary that rendering
/// needs (built only when the file is rendered), and the fingerprint of
/// everything the template can show, which lets a no-op `generate` skip
/// rendering (see `PlannedFile`). Because the fingerprint covers the finished
/// strings rather than the spec values they come from, a change in how a
/// value is spelled (`LayoutExpressions`, `SwiftLiteral`) changes it too.
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

    /// Feeds every key and value, tagged by kind and length-prefixed, so two
    /// different contexts never feed the same bytes.
    func combine(into fingerprint: inout Fingerprint) {
        fingerprint.combine(UInt64(fields.count))
        for (key, value) in fields {
            fingerprint.combine(key)
            switch value {
            case .text(let text):
                fingerprint.combine(byte: 1)
                fingerprint.combine(text)
            case .flag(let flag):
                fingerprint.combine(byte: flag ? 3 : 2)
            case .list(let items):
                fingerprint.combine(byte: 4)
                fingerprint.combine(UInt64(items.count))
                for item in items { item.combine(into: &fingerprint) }
            }
        }
    }
}
