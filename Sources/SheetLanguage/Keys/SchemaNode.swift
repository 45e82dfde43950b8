import SheetDiagnostics

/// One JSON Schema, holding only the keywords the spec schema uses.
///
/// Keywords are kept in the order the builders add them, so the committed
/// `docs/sheetspec.schema.json` changes only when the language does, never
/// because a dictionary hashed differently.
package struct SchemaNode: Sendable {
    /// The boolean schema `false`: a `oneOf` branch uses it to forbid a key.
    static let never = SchemaNode(rejectsEverything: true)

    fileprivate(set) var rejectsEverything = false
    fileprivate(set) var keywords: [(name: String, value: SchemaValue)] = []

    fileprivate init(rejectsEverything: Bool = false) {
        self.rejectsEverything = rejectsEverything
    }

    fileprivate init(_ keywords: [(name: String, value: SchemaValue)]) {
        self.keywords = keywords
    }

    /// The names of the `$defs` entries this schema refers to, at any depth.
    var references: Set<String> {
        var names = Set<String>()
        for keyword in keywords {
            switch keyword.value {
            case .text(let target) where keyword.name == "$ref":
                names.insert(String(target.dropFirst("#/$defs/".count)))
            case .schema(let node): names.formUnion(node.references)
            case .schemas(let nodes): names.formUnion(nodes.flatMap(\.references))
            case .named(let nodes): names.formUnion(nodes.flatMap(\.schema.references))
            default: break
            }
        }
        return names
    }
}

/// A keyword's value.
indirect enum SchemaValue: Sendable {
    case text(String)
    case texts([String])
    case integer(Int)
    case number(Double)
    case flag(Bool)
    case schema(SchemaNode)
    case schemas([SchemaNode])
    /// `properties` and `$defs`: schemas by name, in declaration order.
    case named([(name: String, schema: SchemaNode)])
}

// MARK: - Value shapes of the spec language

extension SchemaNode {
    package static let boolean = SchemaNode([("type", .text("boolean"))])

    /// Any plain decimal; how it is written (`0x1F`, `1_000`) is the
    /// decoder's business, since YAML tools disagree on those forms.
    package static let number = SchemaNode([("type", .text("number"))])

    /// A length in iOS points.
    package static let points = number

    /// A share of the available height: docs/SpecReference.md's `0 < fraction ≤ 1`.
    static let fraction = SchemaNode([
        ("type", .text("number")), ("exclusiveMinimum", .number(0)), ("maximum", .number(1)),
    ])

    /// A sheet or detent id, or a reference to one (`DecodingContext.isIdentifier`).
    static let identifier = string(pattern: "^[A-Za-z_][A-Za-z0-9_]*$")

    package static func string(pattern: String? = nil, minLength: Int? = nil) -> SchemaNode {
        var node = SchemaNode([("type", .text("string"))])
        if let minLength { node.keywords.append(("minLength", .integer(minLength))) }
        if let pattern { node.keywords.append(("pattern", .text(pattern))) }
        return node
    }

    /// One of a keyword enum's spellings, straight from `allCases`, so a new
    /// case reaches editors the moment the decoder accepts it.
    package static func keyword<Keyword: SpecKeyword>(_: Keyword.Type) -> SchemaNode {
        SchemaNode([("type", .text("string")), ("enum", .texts(Keyword.allCases.map(\.spelling)))])
    }

    /// Only `true`: a flag whose `false` would say nothing (`hidden: true`).
    static let onlyTrue = SchemaNode([("const", .flag(true))])

    static func constant(_ word: String) -> SchemaNode {
        SchemaNode([("const", .text(word))])
    }

    static func integer(exactly value: Int) -> SchemaNode {
        SchemaNode([("type", .text("integer")), ("const", .integer(value))])
    }

    package static func list(of items: SchemaNode, minItems: Int? = nil) -> SchemaNode {
        var node = SchemaNode([("type", .text("array"))])
        if let minItems { node.keywords.append(("minItems", .integer(minItems))) }
        node.keywords.append(("items", .schema(items)))
        return node
    }

    /// `{"$ref": "#/$defs/<name>"}`: a schema named under `$defs`.
    static func reference(named name: String) -> SchemaNode {
        SchemaNode([("$ref", .text("#/$defs/\(name)"))])
    }

    package static func anyOf(_ alternatives: [SchemaNode]) -> SchemaNode {
        SchemaNode([("anyOf", .schemas(alternatives))])
    }

    /// A mapping with exactly the keys of a decoder table (or the ones
    /// `including` keeps), each described by its `valueSchema`.
    static func object<Key: FieldKey>(_ table: FieldTable<Key>, including: (Key) -> Bool = { _ in true }) -> SchemaNode
    {
        let keys = table.cases.filter(including)
        let required = table.required.map { table.cases[$0] }.filter(including).map(\.spelling.description)
        var node = SchemaNode([
            ("type", .text("object")),
            ("properties", .named(keys.map { ($0.spelling.description, $0.valueSchema) })),
        ])
        if !required.isEmpty { node.keywords.append(("required", .texts(required))) }
        node.keywords.append(("additionalProperties", .flag(false)))
        return node
    }

    /// A mapping from ids to values of one schema, such as `sheets:`.
    static func map(to values: SchemaNode, minProperties: Int) -> SchemaNode {
        SchemaNode([
            ("type", .text("object")), ("minProperties", .integer(minProperties)),
            ("propertyNames", .schema(identifier)), ("additionalProperties", .schema(values)),
        ])
    }

    /// A mapping with any keys, each value of one schema (`rules:` in the configuration).
    package static func dictionary(of values: SchemaNode) -> SchemaNode {
        SchemaNode([("type", .text("object")), ("additionalProperties", .schema(values))])
    }

    /// Only the `required` (and optionally `properties`) keywords: a branch
    /// of a `oneOf` that picks one of a mapping's exclusive keys.
    static func requiring(_ key: String, forbidding forbidden: [String] = []) -> SchemaNode {
        var node = SchemaNode([("required", .texts([key]))])
        if !forbidden.isEmpty { node.keywords.append(("properties", .named(forbidden.map { ($0, .never) }))) }
        return node
    }

    // MARK: Modifiers

    /// The hover text editors show; first, so it reads first in the file.
    package func described(_ text: String) -> SchemaNode {
        var node = self
        node.keywords.insert(("description", .text(text)), at: 0)
        return node
    }

    func prepending(_ leading: [(name: String, value: SchemaValue)]) -> SchemaNode {
        var node = self
        node.keywords.insert(contentsOf: leading, at: 0)
        return node
    }

    func with(_ name: String, _ value: SchemaValue) -> SchemaNode {
        var node = self
        node.keywords.append((name, value))
        return node
    }
}

// MARK: - Writing

extension SchemaNode {
    func write(into json: inout JSONWriter) {
        if rejectsEverything {
            json.bool(false)
            return
        }
        json.beginObject()
        for keyword in keywords {
            json.key(keyword.name)
            keyword.value.write(into: &json)
        }
        json.endObject()
    }
}

extension SchemaValue {
    fileprivate func write(into json: inout JSONWriter) {
        switch self {
        case .text(let text): json.string(text)
        case .texts(let texts):
            json.beginArray()
            for text in texts { json.string(text) }
            json.endArray()
        case .integer(let value): json.integer(value)
        case .number(let value): json.number(value)
        case .flag(let value): json.bool(value)
        case .schema(let node): node.write(into: &json)
        case .schemas(let nodes):
            json.beginArray()
            for node in nodes { node.write(into: &json) }
            json.endArray()
        case .named(let nodes):
            json.beginObject()
            for (name, node) in nodes {
                json.key(name)
                node.write(into: &json)
            }
            json.endObject()
        }
    }
}
