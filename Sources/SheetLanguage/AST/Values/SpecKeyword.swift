/// A closed set of words a field accepts (`presentation: modal`). The raw
/// value is the spelling in the spec, so decoding and "did you mean" both work
/// from `allCases` with no extra table.
public protocol SpecKeyword: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {}

extension SpecKeyword {
    /// "`modal`, `overlay` or `popover`", for "expected …" messages.
    public static var spellingList: String {
        let words = allCases.map { "`\($0.rawValue)`" }
        guard words.count > 1 else { return words.joined() }
        return words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
    }
}
