import SheetDiagnostics

/// The index of a node in a `YAMLDocument`'s arena.
public struct NodeID: Hashable, Sendable {
    public let index: Int32

    init(_ index: Int) {
        self.index = Int32(truncatingIfNeeded: index)
    }
}

public enum NodeKind: UInt8, Sendable {
    case scalar
    case sequence
    case mapping
}

/// How a scalar was written. The decoder uses it to tell `"true"` (a string,
/// on purpose) from `true`, and to say how to fix a value.
public enum ScalarStyle: UInt8, Sendable {
    case plain
    case singleQuoted
    case doubleQuoted
    case literal
    case folded

    public var isQuoted: Bool { self == .singleQuoted || self == .doubleQuoted }
    public var isBlock: Bool { self == .literal || self == .folded }
}

/// The explicit tag on a node. Only the YAML core schema's tags are accepted
/// (anything else is rejected while parsing), so the set is closed.
public enum NodeTag: UInt8, Sendable {
    case none
    /// `!`, the non-specific tag: "treat as a string".
    case nonSpecific
    case string
    case integer
    case float
    case boolean
    case null
    case sequence
    case mapping
}

/// One node of the arena: 12 bytes of payload plus its range, so a document of
/// a million nodes stays small and is freed in one go, with no recursion.
/// Usable from inlinable code, for `YAMLDocument`'s accessors.
@usableFromInline
struct NodeRecord: Sendable {
    @usableFromInline var range: SourceRange
    /// Scalars: offset and length of the value's bytes, in the file's bytes
    /// when `isVerbatim`, in `scalarBytes` otherwise. Collections: offset and
    /// count in `children` (a mapping stores key, value, key, value, …).
    @usableFromInline var payloadStart: Int32
    @usableFromInline var payloadCount: Int32
    @usableFromInline var kind: NodeKind
    @usableFromInline var style: ScalarStyle
    @usableFromInline var tag: NodeTag
    /// The scalar's value is written in the file exactly as it reads, so its
    /// bytes are read there and never copied (most keys and values).
    @usableFromInline var isVerbatim: Bool

    init(
        range: SourceRange, payloadStart: Int32, payloadCount: Int32, kind: NodeKind, style: ScalarStyle, tag: NodeTag,
        isVerbatim: Bool = false
    ) {
        self.range = range
        self.payloadStart = payloadStart
        self.payloadCount = payloadCount
        self.kind = kind
        self.style = style
        self.tag = tag
        self.isVerbatim = isVerbatim
    }
}
