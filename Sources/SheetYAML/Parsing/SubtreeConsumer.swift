/// Reads the entries of one mapping while the file is still being parsed.
///
/// A spec keeps nearly all its nodes under `sheets:`. Decoding each sheet as
/// soon as its mapping closes, and then dropping its nodes, keeps a 20 MB
/// file's tree from being held whole next to what it decodes to, and reads
/// each sheet while its nodes are still in the cache.
public protocol SubtreeConsumer {
    /// The key of the root mapping whose entries are offered.
    static var streamedKey: StaticString? { get }

    /// Called once the collection `value` (the value of `key`) is complete.
    /// `document` holds every node built so far and is valid only during
    /// the call. Returns whether the consumer took the entry, so that the
    /// parser may drop the value's content.
    mutating func consume(key: NodeID, value: NodeID, in document: YAMLDocument) -> Bool
}

/// Takes nothing: the whole document is built.
struct NoConsumer: SubtreeConsumer {
    static var streamedKey: StaticString? { nil }

    func consume(key: NodeID, value: NodeID, in document: YAMLDocument) -> Bool { false }
}
