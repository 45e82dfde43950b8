/// The keys, their descriptions and the keywords of values at any place of a
/// spec or of `.sheetspec.yml`, read from the same schema `sheetspec schema`
/// prints (and so from the decoder's own key tables): an editor's completion
/// and hover cannot offer a key the decoder would reject, nor miss a new one.
///
/// A place is a key path: key names from the root, `-` for an item of a
/// list, and any id for an entry of a mapping by id (`sheets:`).
public enum SpecOutline {
    /// Which kind of file the path is in.
    public enum Document: Sendable {
        case spec, configuration

        fileprivate var root: SchemaNode {
            switch self {
            case .spec: SpecSchema.root
            case .configuration: .object(ConfigurationKey.table)
            }
        }
    }

    /// One key a mapping accepts.
    public struct Key: Sendable, Equatable {
        public var name: String
        /// The schema's one-line description, when it has one.
        public var documentation: String?
    }

    /// The keys of the mapping at `path`, in the decoder's table order;
    /// empty when the place holds no mapping of known keys.
    public static func keys(at path: [String], in document: Document = .spec) -> [Key] {
        guard let node = node(at: path, in: document) else { return [] }
        return alternatives(of: node).flatMap(properties).map {
            Key(name: $0.name, documentation: $0.schema.descriptionText)
        }
    }

    /// The description of the key that ends `path`.
    public static func documentation(at path: [String], in document: Document = .spec) -> String? {
        guard let last = path.last, let parent = node(at: Array(path.dropLast()), in: document) else { return nil }
        return alternatives(of: parent).flatMap(properties).first { $0.name == last }?.schema.descriptionText
    }

    /// The words a value at `path` may be: a keyword enum's spellings, a
    /// constant such as `system`, `true` and `false` for a flag.
    public static func keywords(at path: [String], in document: Document = .spec) -> [String] {
        guard let node = node(at: path, in: document) else { return [] }
        var words: [String] = []
        for branch in alternatives(of: node) {
            if case .texts(let spellings)? = branch.value(of: "enum") { words += spellings }
            if case .text(let constant)? = branch.value(of: "const") { words.append(constant) }
            if case .text("boolean")? = branch.value(of: "type") { words += ["true", "false"] }
        }
        return words
    }

    // MARK: Walking the schema

    private static func node(at path: [String], in document: Document) -> SchemaNode? {
        var node = document.root
        for step in path {
            guard let next = child(of: node, step) else { return nil }
            node = next
        }
        return resolved(node)
    }

    private static func child(of node: SchemaNode, _ step: String) -> SchemaNode? {
        for branch in alternatives(of: node) {
            if step == "-" {
                if case .schema(let items)? = branch.value(of: "items") { return items }
                continue
            }
            if let property = properties(of: branch).first(where: { $0.name == step }) { return property.schema }
            if case .schema(let values)? = branch.value(of: "additionalProperties") { return values }
        }
        return nil
    }

    /// The node itself, or the branches of its `anyOf`, each with `$ref` followed.
    private static func alternatives(of node: SchemaNode) -> [SchemaNode] {
        let node = resolved(node)
        guard case .schemas(let branches)? = node.value(of: "anyOf") else { return [node] }
        return branches.map(resolved)
    }

    private static func properties(of node: SchemaNode) -> [(name: String, schema: SchemaNode)] {
        guard case .named(let properties)? = resolved(node).value(of: "properties") else { return [] }
        // A `oneOf` branch forbids keys with `false`; those are not keys of the mapping.
        return properties.filter { !$0.schema.rejectsEverything }
    }

    private static func resolved(_ node: SchemaNode) -> SchemaNode {
        guard case .text(let target)? = node.value(of: "$ref"),
            let definition = SchemaDefinition(rawValue: String(target.dropFirst("#/$defs/".count)))
        else { return node }
        return definition.schema
    }
}

extension SchemaNode {
    fileprivate func value(of keyword: String) -> SchemaValue? {
        keywords.first { $0.name == keyword }?.value
    }

    fileprivate var descriptionText: String? {
        if case .text(let text)? = value(of: "description") { return text }
        return nil
    }
}
