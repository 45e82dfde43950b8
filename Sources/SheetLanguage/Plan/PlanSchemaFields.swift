import BottomSheetable

/// The objects of docs/plan.schema.json that the plan writes from a runtime
/// value's field list (`LayoutFields`), generated from that list: a field
/// added to `DismissalRules` or to a snap policy is in the plan and in its
/// schema without an edit to either. `PlanSchemaFieldsTests` compares each
/// with the file and rewrites it under `SHEETSPEC_UPDATE_GOLDEN=1`.
public enum PlanSchemaFields {
    /// `dismiss.programmatic`: the one key of the plan's `dismiss` that is
    /// the resolved sheet's, not `DismissalRules`', written after the list.
    static let programmatic = "programmatic"

    /// Each object's key in the plan, and its properties in the plan's order.
    public static var objects: [(key: String, properties: [(key: String, schema: String)])] {
        [
            ("frame", properties(of: BuiltInDefaults.frame)),
            ("scroll", properties(of: BuiltInDefaults.scroll)),
            ("dismiss", properties(of: BuiltInDefaults.dismissal) + [(programmatic, boolean)]),
            ("spring", properties(of: BuiltInDefaults.spring)),
            ("rubberBand", properties(of: BuiltInDefaults.rubberBand)),
            ("accessibility", properties(of: BuiltInDefaults.accessibility)),
        ]
    }

    /// Each object the plan writes in one of several shapes (`snap`: the
    /// chosen policy's name, then its field list), each shape's properties.
    public static var choices: [(key: String, variants: [[(key: String, schema: String)]])] {
        [
            (
                "snap",
                SnapPolicyKeyword.allCases.map { word in
                    [("policy", "{ \"const\": \"\(word.rawValue)\" }")]
                        + properties(of: BuiltInDefaults.snapPolicy(word))
                }
            )
        ]
    }

    static let boolean = #"{ "type": "boolean" }"#

    /// The schema of each field of `value`'s list (only its type matters).
    static func properties(of value: some LayoutFields) -> [(key: String, schema: String)] {
        var collector = SchemaCollector()
        value.visitFields(&collector)
        return collector.properties
    }

    /// `"key": { … }` as the file spells an object, its first line indented by
    /// `indent` spaces and without the comma that may follow it.
    public static func text(key: String, properties: [(key: String, schema: String)], indent: Int) -> String {
        objectLines(opening: "\"\(key)\": {", properties: properties, indent: indent).joined(separator: "\n")
    }

    /// An object's lines, the first `opening` (`"key": {` or a bare `{`).
    private static func objectLines(
        opening: String, properties: [(key: String, schema: String)], indent: Int
    ) -> [String] {
        let outer = String(repeating: " ", count: indent)
        let inner = outer + "  "
        let names = properties.map { "\"\($0.key)\"" }
        var lines = [outer + opening, inner + "\"type\": \"object\",", inner + "\"additionalProperties\": false,"]
        let required = inner + "\"required\": [" + names.joined(separator: ", ") + "],"
        if required.count <= lineWidth {
            lines.append(required)
        } else {
            lines.append(inner + "\"required\": [")
            lines += wrapped(names, indent: inner + "  ")
            lines.append(inner + "],")
        }
        if properties.count == 1 {
            lines.append(inner + "\"properties\": { \"\(properties[0].key)\": \(properties[0].schema) }")
        } else {
            lines.append(inner + "\"properties\": {")
            for (index, property) in properties.enumerated() {
                let comma = index == properties.count - 1 ? "" : ","
                lines.append(inner + "  \"\(property.key)\": \(property.schema)" + comma)
            }
            lines.append(inner + "}")
        }
        lines.append(outer + "}")
        return lines
    }

    /// `"key": { "oneOf": [ … ] }`, each variant an object as `text` spells
    /// one, without its key.
    public static func choiceText(
        key: String, variants: [[(key: String, schema: String)]], indent: Int
    ) -> String {
        let outer = String(repeating: " ", count: indent)
        var lines = [outer + "\"\(key)\": {", outer + "  \"oneOf\": ["]
        for (index, variant) in variants.enumerated() {
            var object = objectLines(opening: "{", properties: variant, indent: indent + 4)
            if index < variants.count - 1 { object[object.count - 1] += "," }
            lines += object
        }
        lines += [outer + "  ]", outer + "}"]
        return lines.joined(separator: "\n")
    }

    /// The file's longest line.
    static let lineWidth = 120

    /// `items` comma-separated, as many to a line as fit.
    private static func wrapped(_ items: [String], indent: String) -> [String] {
        var lines: [String] = []
        var line = indent
        for (index, item) in items.enumerated() {
            let piece = item + (index == items.count - 1 ? "" : ",")
            if line != indent, line.count + 1 + piece.count > lineWidth {
                lines.append(line)
                line = indent
            }
            line += (line == indent ? "" : " ") + piece
        }
        lines.append(line)
        return lines
    }
}

/// Each field's schema, by its kind.
private struct SchemaCollector: LayoutFieldVisitor {
    var properties: [(key: String, schema: String)] = []

    mutating func visit(_ field: LayoutField, _ value: Bool) {
        properties.append((field.planKey, PlanSchemaFields.boolean))
    }

    mutating func visit(_ field: LayoutField, _ value: Double) {
        properties.append((field.planKey, #"{ "type": "number" }"#))
    }

    mutating func visit<Word: LayoutWord>(_ field: LayoutField, word: Word) {
        properties.append((field.planKey, "{ \"enum\": [\(Self.quoted(Word.allCases.map(\.planWord)))] }"))
    }

    mutating func visit(_ field: LayoutField, strings: [String]) {
        properties.append((field.planKey, #"{ "type": "array", "items": { "type": "string" } }"#))
    }

    mutating func visit(_ field: LayoutField, color: SheetColor) {
        properties.append((field.planKey, ##"{ "$ref": "#/$defs/color" }"##))
    }

    mutating func visit<Options: LayoutOptions>(_ field: LayoutField, options: Options) {
        properties.append((field.planKey, "{ \"type\": \"array\", \"items\": { \"enum\": [\(Self.quoted(Options.allNames))] } }"))
    }

    /// A nested object on one line, its fields' schemas as this collector gives them.
    mutating func visit<Value: LayoutFields>(_ field: LayoutField, nested: Value) {
        properties.append((field.planKey, Self.object(of: nested)))
    }

    /// `null` or the nested object; a value that is `nil` has no fields to
    /// list, so its object is any object.
    mutating func visit<Value: LayoutFields>(_ field: LayoutField, optional: Value?) {
        var object = #"{ "type": "object" }"#
        if let optional { object = Self.object(of: optional) }
        properties.append((field.planKey, "{ \"oneOf\": [{ \"type\": \"null\" }, \(object)] }"))
    }

    private static func quoted(_ words: [String]) -> String {
        words.map { "\"\($0)\"" }.joined(separator: ", ")
    }

    private static func object(of value: some LayoutFields) -> String {
        let properties = PlanSchemaFields.properties(of: value)
        let required = quoted(properties.map(\.key))
        let schemas = properties.map { "\"\($0.key)\": \($0.schema)" }.joined(separator: ", ")
        return "{ \"type\": \"object\", \"additionalProperties\": false, \"required\": [\(required)], "
            + "\"properties\": { \(schemas) } }"
    }
}
