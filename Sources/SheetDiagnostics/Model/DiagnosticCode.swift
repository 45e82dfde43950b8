/// A stable diagnostic code such as `SS0003`.
///
/// The thousands digit names the pipeline stage that found the problem:
/// 0 input and YAML, 1 decoding, 2 rules, 3 resolution, 4 configuration and
/// templates, 5 output. A published code never changes meaning.
public struct DiagnosticCode: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let number: UInt16

    public init(_ number: UInt16) {
        self.number = number
    }

    /// Parses `SS0003`, `ss0003` or `0003`; `nil` for anything else.
    public init?(parsing text: String) {
        var digits = Substring(text)
        if digits.count == 6, digits.prefix(2).uppercased() == "SS" { digits = digits.dropFirst(2) }
        guard digits.count == 4, digits.allSatisfy(\.isASCII), let value = UInt16(digits) else { return nil }
        self.number = value
    }

    public var description: String {
        let digits = String(number)
        return "SS" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.number < rhs.number }
}
