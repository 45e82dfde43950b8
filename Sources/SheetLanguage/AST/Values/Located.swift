import SheetDiagnostics

/// A value together with where it was written, so that rules and the resolver
/// can point at the exact text that produced it.
///
/// `file` names the file: once `extends` and `defaults:` are applied, one
/// sheet's settings come from several files, and each value still knows its
/// own (`SourceFileID`, a number rather than the path string, since values
/// are copied constantly).
///
/// `range` covers the value; `keyRange` covers the key that introduced it when
/// there was one (a list item has none), for diagnostics such as "this key does
/// nothing on an overlay" that are about the setting rather than its value.
public struct Located<Value> {
    public var value: Value
    public var file: SourceFileID
    public var range: SourceRange
    public var keyRange: SourceRange?

    public init(_ value: Value, file: SourceFileID, range: SourceRange, keyRange: SourceRange? = nil) {
        self.value = value
        self.file = file
        self.range = range
        self.keyRange = keyRange
    }

    public init(_ value: Value, path: String, range: SourceRange, keyRange: SourceRange? = nil) {
        self.init(value, file: SourceFileID(path: path), range: range, keyRange: keyRange)
    }

    /// The file's path, for diagnostics.
    public var path: String { file.path }

    /// The value's place, for diagnostics.
    public var span: SourceSpan { SourceSpan(path: path, range: range) }

    /// The key's place when there is a key, else the value's.
    public var keySpan: SourceSpan { SourceSpan(path: path, range: keyRange ?? range) }

    /// The same place holding another value (a merged or converted one).
    public func map<Other>(_ transform: (Value) -> Other) -> Located<Other> {
        Located<Other>(transform(value), file: file, range: range, keyRange: keyRange)
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

extension SourceRange {
    /// The start of a file: the place of a value no file wrote.
    static let zero = SourceRange(at: SourcePosition(line: 0, column: 0, offset: 0))
}
