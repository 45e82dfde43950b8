import BottomSheetable

/// A closed set of words a field accepts (`presentation: modal`). `spelling`
/// is the word in the spec, so decoding, "did you mean" and the schema all
/// work from `allCases` with no extra table: the raw value by default, and a
/// runtime enum's `planWord` for a runtime enum decoded directly
/// (`SheetAccessibility.DetentControl.appControl` is written `app`), so that
/// each word is spelled once, beside its case.
public protocol SpecKeyword: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {
    /// The word in the spec.
    var spelling: String { get }
}

extension SpecKeyword {
    public var spelling: String { rawValue }

    /// "`modal`, `overlay` or `popover`", for "expected …" messages.
    public static var spellingList: String {
        let words = allCases.map { "`\($0.spelling)`" }
        guard words.count > 1 else { return words.joined() }
        return words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
    }
}

extension SpecKeyword where Self: LayoutWord {
    /// The runtime's word, which its plan and field list also write.
    public var spelling: String { planWord }
}
