import BottomSheetable

/// A runtime value with a field list (`LayoutFields`) is written as its
/// list says: each field under its plan key, in the list's order.
extension PlanEncoder: LayoutFieldVisitor {
    /// Every field of `value`, into the open object.
    mutating func fields(_ value: some LayoutFields) {
        value.visitFields(&self)
    }

    mutating func visit(_ field: LayoutField, _ value: Bool) {
        bool(field.planKey, value)
    }

    mutating func visit(_ field: LayoutField, _ value: Double) {
        number(field.planKey, value)
    }

    mutating func visit<Word: LayoutWord>(_ field: LayoutField, word: Word) {
        writer.field(field.planKey, word.planWord)
    }

    mutating func visit(_ field: LayoutField, strings values: [String]) {
        strings(field.planKey, values)
    }

    /// An upper-case hex code, as a spec writes a colour (`#1C1C1E66`).
    mutating func visit(_ field: LayoutField, color: SheetColor) {
        writer.field(field.planKey, HexColor(color).hexCode)
    }

    /// The members' names, in the option set's order.
    mutating func visit<Options: LayoutOptions>(_ field: LayoutField, options: Options) {
        strings(field.planKey, options.names)
    }

    /// An object of the nested value's fields.
    mutating func visit<Value: LayoutFields>(_ field: LayoutField, nested: Value) {
        object(field.planKey) { $0.fields(nested) }
    }

    /// `null`, or an object of the value's fields.
    mutating func visit<Value: LayoutFields>(_ field: LayoutField, optional: Value?) {
        guard let optional else {
            writer.key(field.planKey)
            return writer.null()
        }
        visit(field, nested: optional)
    }
}
