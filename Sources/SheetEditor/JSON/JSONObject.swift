/// A JSON object that keeps its members in the order they were added (or
/// read), so that what the server writes does not depend on hashing: the
/// same reply is the same bytes on every run and every platform.
///
/// LSP objects have a handful of keys, so lookup is a linear scan.
public struct JSONObject: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    public struct Member: Sendable, Equatable {
        public var key: String
        public var value: JSONValue
    }

    public private(set) var members: [Member] = []

    public init() {}

    public init(dictionaryLiteral members: (String, JSONValue)...) {
        for (key, value) in members { self[key] = value }
    }

    public var isEmpty: Bool { members.isEmpty }
    public var count: Int { members.count }
    public var keys: [String] { members.map(\.key) }

    /// The value of `key`; when a document repeats a key, the last one wins
    /// (as most JSON readers do). Setting replaces in place or appends;
    /// setting nil removes.
    public subscript(key: String) -> JSONValue? {
        get { members.last { $0.key == key }?.value }
        set {
            guard let newValue else {
                members.removeAll { $0.key == key }
                return
            }
            if let index = members.lastIndex(where: { $0.key == key }) {
                members[index].value = newValue
            } else {
                members.append(Member(key: key, value: newValue))
            }
        }
    }

    /// Appends a member read from a document, repeated keys kept, so that a
    /// parsed object writes back as it was read.
    mutating func appendParsed(key: String, value: JSONValue) {
        members.append(Member(key: key, value: value))
    }
}
