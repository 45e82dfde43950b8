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
}
