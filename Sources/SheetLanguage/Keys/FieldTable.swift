import SheetYAML

/// The keys of one kind of mapping, as an enum whose cases are spelled the
/// way the spec writes them.
package protocol FieldKey: CaseIterable, Sendable {
    var spelling: StaticString { get }
    /// What the key's value looks like, with a short description, for the
    /// JSON Schema (Schema/). Required here, and written as a switch, so that
    /// a key the decoder reads cannot be left out of the schema.
    var valueSchema: SchemaNode { get }
}

/// The keys one kind of mapping accepts, matched on bytes so that decoding a
/// valid file builds no `String` per key.
package struct FieldTable<Key: FieldKey>: Sendable {
    /// How messages name the mapping: "a sheet", "`dismiss`".
    package let owner: String
    let cases: [Key]
    let spellings: [StaticString]
    /// Every spelling's bytes end to end, with where each starts: a key's
    /// bytes are fetched once and compared in place with the spellings of its
    /// length only.
    let spellingBytes: [UInt8]
    let spellingStarts: [Int]
    /// For each byte length, the positions of the spellings of that length as
    /// a bit set: a key is compared with one or two spellings, not all of them.
    let positionsByLength: [UInt64]
    /// Positions in `cases` of the keys that must be present.
    let required: [Int]
    /// Keys that other tools or other blocks use, with advice better than
    /// the nearest spelling.
    package let elsewhere: [(key: String, advice: KeyAdvice)]

    package init(owner: String, required: [Key] = [], elsewhere: [(key: String, advice: KeyAdvice)] = []) where Key: Equatable {
        let cases = Array(Key.allCases)
        precondition(cases.count <= 64, "SeenKeys tracks keys in a 64-bit set")
        self.owner = owner
        self.cases = cases
        self.spellings = cases.map(\.spelling)
        var bytes: [UInt8] = []
        var starts: [Int] = []
        for spelling in spellings {
            starts.append(bytes.count)
            spelling.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }
        self.spellingBytes = bytes
        self.spellingStarts = starts
        let lengths = spellings.map(\.utf8CodeUnitCount)
        var positionsByLength = [UInt64](repeating: 0, count: (lengths.max() ?? 0) + 1)
        for (position, length) in lengths.enumerated() { positionsByLength[length] |= 1 << UInt64(position) }
        self.positionsByLength = positionsByLength
        self.required = required.compactMap { key in cases.firstIndex(of: key) }
        self.elsewhere = elsewhere
    }

    package func index(of key: NodeID, in document: YAMLDocument) -> Int? {
        document.withScalarBytes(of: key) { name in
            guard name.count < positionsByLength.count else { return nil }
            var candidates = positionsByLength[name.count]
            return spellingBytes.withUnsafeBufferPointer { all in
                candidates: while candidates != 0 {
                    let index = candidates.trailingZeroBitCount
                    candidates &= candidates - 1
                    let start = spellingStarts[index]
                    for offset in 0..<name.count where all[start + offset] != name[offset] { continue candidates }
                    return index
                }
                return nil
            }
        }
    }

    package var names: [String] { spellings.map(\.description) }
}

/// Advice for a key that is known, just not here.
package enum KeyAdvice: Sendable {
    /// Valid in another block: "`swipe` belongs under `dismiss:`".
    case belongsUnder(String)
    /// Another tool's name for one of this mapping's keys (`initialDetent` → `initial`).
    case renamed(String)
}

/// The keys of one mapping that were present, by table position.
struct SeenKeys: Sendable {
    private(set) var bits: UInt64 = 0
    /// Whether the mapping had keys outside the table (already reported), so
    /// callers can skip follow-on errors such as a height that was misspelt.
    var hasUnknownKeys = false

    mutating func insert(_ index: Int) { bits |= 1 << UInt64(index) }

    func contains(_ index: Int) -> Bool { bits & (1 << UInt64(index)) != 0 }
}

/// A value together with the key that introduced it (`nil` for a list item
/// or the document itself).
package struct FieldValue {
    package let node: NodeID
    package let key: NodeID?

    package init(node: NodeID, key: NodeID?) {
        self.node = node
        self.key = key
    }
}
