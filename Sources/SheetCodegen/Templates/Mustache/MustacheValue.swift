/// What a Mustache name can resolve to. Code generation's view models are
/// text, flags and lists of objects (`TemplateContext`); the engine takes
/// this closed set instead of `Any`, so looking a name up is a scan of an
/// object's fields rather than reflection, and no Foundation type is needed.
enum MustacheValue: Sendable {
    case text(String)
    case flag(Bool)
    case list([MustacheValue])
    case object(MustacheObject)

    /// Whether a section over the value renders: `false` and an empty list
    /// do not; text (even empty) and objects render once, as swift-mustache,
    /// the engine sheetspec used before, did.
    var opensSection: Bool {
        switch self {
        case .flag(let flag): return flag
        case .list(let items): return !items.isEmpty
        case .text, .object: return true
        }
    }

    /// The text an interpolation tag inserts. Lists and objects have no text
    /// of their own, so they insert nothing.
    var interpolated: String {
        switch self {
        case .text(let text): return text
        case .flag(let flag): return flag ? "true" : "false"
        case .list, .object: return ""
        }
    }

    /// The field `key` of an object; other values have no fields.
    func field(_ key: String) -> MustacheValue? {
        guard case .object(let object) = self else { return nil }
        return object.field(key)
    }
}

/// Named values in a fixed order. A later field wins over an earlier one of
/// the same key, so a view model can append a group that overrides defaults.
struct MustacheObject: Sendable {
    let fields: [(key: String, value: MustacheValue)]

    init(_ fields: [(key: String, value: MustacheValue)]) {
        self.fields = fields
    }

    func field(_ key: String) -> MustacheValue? {
        var index = fields.endIndex
        while index > fields.startIndex {
            index -= 1
            if fields[index].key == key { return fields[index].value }
        }
        return nil
    }
}
