import SheetDiagnostics

/// A value together with where it was written, so that rules and the resolver
/// can point at the exact text that produced it.
///
/// `range` covers the value; `keyRange` covers the key that introduced it when
/// there was one (a list item has none), for diagnostics such as "this key does
/// nothing on an overlay" that are about the setting rather than its value.
public struct Located<Value> {
    public var value: Value
    public var range: SourceRange
    public var keyRange: SourceRange?

    public init(_ value: Value, range: SourceRange, keyRange: SourceRange? = nil) {
        self.value = value
        self.range = range
        self.keyRange = keyRange
    }

    /// The key and its value together, or the value alone when there is no key.
    public var fullRange: SourceRange {
        guard let keyRange else { return range }
        return SourceRange(start: min(keyRange.start, range.start), end: max(keyRange.end, range.end))
    }
}

extension Located: Sendable where Value: Sendable {}
extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
