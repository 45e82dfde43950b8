import SheetDiagnostics

/// A parsed YAML document: a flat arena of nodes with their source ranges.
///
/// Scalars stay bytes until a caller asks for a `String`: most are read in
/// the file's own bytes, and only those whose value differs from how they are
/// written (escapes, folded lines) are copied into one buffer of their own;
/// aliases point at the anchored node itself, so the document is a DAG whose
/// expanded size the parser has already bounded.
public struct YAMLDocument: Sendable {
    public let source: SourceFile
    /// `nil` for an empty file or one holding only comments.
    public let root: NodeID?
    // Usable from inlinable code: the decoder asks for a node's kind, tag and
    // bytes several times per value, and a call into this module for each
    // (with its bounds checks and no inlining) was a good part of decoding.
    @usableFromInline let nodes: [NodeRecord]
    @usableFromInline let children: [NodeID]
    @usableFromInline let scalarBytes: [UInt8]

    init(source: SourceFile, root: NodeID?, nodes: [NodeRecord], children: [NodeID], scalarBytes: [UInt8]) {
        self.source = source
        self.root = root
        self.nodes = nodes
        self.children = children
        self.scalarBytes = scalarBytes
    }

    public var nodeCount: Int { nodes.count }

    @inlinable
    public func kind(of node: NodeID) -> NodeKind { nodes[Int(node.index)].kind }
    @inlinable
    public func range(of node: NodeID) -> SourceRange { nodes[Int(node.index)].range }
    public func span(of node: NodeID) -> SourceSpan { SourceSpan(path: source.path, range: range(of: node)) }
    @inlinable
    public func style(of node: NodeID) -> ScalarStyle { nodes[Int(node.index)].style }
    @inlinable
    public func tag(of node: NodeID) -> NodeTag { nodes[Int(node.index)].tag }

    /// The decoded bytes of a scalar (escapes resolved, folding applied);
    /// empty for a collection.
    @inlinable
    public func scalarBytes(of node: NodeID) -> ArraySlice<UInt8> {
        let record = nodes[Int(node.index)]
        guard record.kind == .scalar else { return [] }
        let start = Int(record.payloadStart)
        let end = start + Int(record.payloadCount)
        return record.isVerbatim ? source.bytes[start..<end] : scalarBytes[start..<end]
    }

    /// Calls `body` with a scalar's decoded bytes in place (empty for a
    /// collection): no slice of the buffer is made, so no reference to it is
    /// taken and dropped, which matters for the lookup of every key.
    @inlinable
    public func withScalarBytes<Result>(of node: NodeID, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let record = nodes[Int(node.index)]
        guard record.kind == .scalar else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        return withPayload(of: record, body)
    }

    /// A scalar's bytes, from the file itself for a verbatim one.
    @inlinable
    func withPayload<Result>(of record: NodeRecord, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let start = Int(record.payloadStart)
        let end = start + Int(record.payloadCount)
        if record.isVerbatim {
            return source.bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
        }
        return scalarBytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }

    /// The byte count of a scalar's value; 0 for a collection.
    @inlinable
    public func scalarLength(of node: NodeID) -> Int {
        let record = nodes[Int(node.index)]
        return record.kind == .scalar ? Int(record.payloadCount) : 0
    }

    /// The scalar's value as a string, or `nil` for a collection.
    public func string(of node: NodeID) -> String? {
        guard kind(of: node) == .scalar else { return nil }
        return String(decoding: scalarBytes(of: node), as: UTF8.self)
    }

    /// Compares a scalar with ASCII text without building a `String`: the
    /// decoder matches keys this way on its hot path.
    @inlinable
    public func scalar(_ node: NodeID, equals text: StaticString) -> Bool {
        let record = nodes[Int(node.index)]
        guard record.kind == .scalar, Int(record.payloadCount) == text.utf8CodeUnitCount else { return false }
        return withPayload(of: record) { bytes in text.withUTF8Buffer { bytesEqual(bytes, $0) } }
    }

    /// The items of a sequence (empty for anything else).
    @inlinable
    public func items(of node: NodeID) -> ArraySlice<NodeID> {
        let record = nodes[Int(node.index)]
        guard record.kind == .sequence else { return [] }
        let start = Int(record.payloadStart)
        return children[start..<start + Int(record.payloadCount)]
    }

    /// The key/value pairs of a mapping in source order (empty for anything else).
    @inlinable
    public func entries(of node: NodeID) -> MappingEntries {
        let record = nodes[Int(node.index)]
        guard record.kind == .mapping else { return MappingEntries(children: children[0..<0]) }
        let start = Int(record.payloadStart)
        return MappingEntries(children: children[start..<start + Int(record.payloadCount)])
    }
}

/// The pairs of one mapping, as a random-access view over the arena.
public struct MappingEntries: RandomAccessCollection, Sendable {
    public struct Entry: Hashable, Sendable {
        public let key: NodeID
        public let value: NodeID

        @usableFromInline init(key: NodeID, value: NodeID) {
            self.key = key
            self.value = value
        }
    }

    @usableFromInline let children: ArraySlice<NodeID>

    @usableFromInline init(children: ArraySlice<NodeID>) {
        self.children = children
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { children.count / 2 }

    @inlinable public subscript(position: Int) -> Entry {
        let base = children.startIndex + position * 2
        return Entry(key: children[base], value: children[base + 1])
    }
}
