/// A runtime value type's one list of fields.
///
/// `visitFields` hands every stored field to a visitor, in the order of the
/// type's initializer, with its initializer label and its key in the plan.
/// The later stages are visitors of this one list, so a field added to the
/// type and to its list reaches all of them without another edit: the plan's
/// JSON and its schema (`SheetLanguage`), the fingerprint of generated files
/// and the Swift expression that builds the value (`SheetCodegen`). A test
/// fails when a type has a stored field its list leaves out.
///
/// `@inlinable`, so the visitors of other modules get it specialized (the
/// no-op `generate` fingerprints every sheet with it).
public protocol LayoutFields {
    func visitFields<Visitor: LayoutFieldVisitor>(_ visitor: inout Visitor)
}

/// One field's names: the initializer's argument label, which generated code
/// writes, and the key of the plan's JSON, which is the spec's own word where
/// the two differ (`bandsAboveLargest` is `aboveLargest` in `physics.rubberBand`).
public struct LayoutField: Sendable, ExpressibleByStringLiteral {
    public let label: String
    public let planKey: String

    @inlinable
    public init(_ label: String, plan planKey: String? = nil) {
        self.label = label
        self.planKey = planKey ?? label
    }

    @inlinable
    public init(stringLiteral label: String) {
        self.init(label)
    }
}

/// A keyword-valued field: an enum whose raw values are its case names, as
/// Swift, the plan and the spec spell them (`.tabBar`, `"tabBar"`), unless
/// `planWord` gives the spec's word (`.appControl`, `"app"`).
public protocol LayoutWord: RawRepresentable, CaseIterable where RawValue == String {
    /// The word in the spec and the plan, where it differs from the Swift
    /// case name (`appControl` is the spec's `app`); the case name by default.
    var planWord: String { get }
}

extension LayoutWord {
    public var planWord: String { rawValue }
}

/// A set-valued field: an option set whose members have names, as the plan
/// writes them and as Swift spells each member (`[.up, .down]`).
public protocol LayoutOptions: OptionSet where RawValue == Int {
    /// The members in the set, in a fixed order.
    var names: [String] { get }
    /// Every member's name, in that order.
    static var allNames: [String] { get }
}

/// What reads a `LayoutFields` value: one method for each kind of field.
/// Every kind is a requirement, with no default, so a visitor that does
/// not handle one does not compile.
public protocol LayoutFieldVisitor {
    mutating func visit(_ field: LayoutField, _ value: Bool)
    mutating func visit(_ field: LayoutField, _ value: Double)
    mutating func visit<Word: LayoutWord>(_ field: LayoutField, word: Word)
    /// A list of names (`SheetNavigation.pushableSheets`).
    mutating func visit(_ field: LayoutField, strings: [String])
    /// A colour (`SheetStyle.dimmingColor`).
    mutating func visit(_ field: LayoutField, color: SheetColor)
    /// An option set (`PopoverLayout.arrows`).
    mutating func visit<Options: LayoutOptions>(_ field: LayoutField, options: Options)
    /// A value with a field list of its own, always present (`SheetStyle.grabber`).
    mutating func visit<Value: LayoutFields>(_ field: LayoutField, nested: Value)
    /// A value with a field list of its own, or none (`SheetStyle.border`).
    mutating func visit<Value: LayoutFields>(_ field: LayoutField, optional: Value?)
}
