import SheetDiagnostics
import SheetYAML
import Testing

@testable import SheetLanguage

/// Key lookup by bytes: every spelling finds its own case, and nothing else
/// does, whatever its length.
@Suite struct FieldTableTests {
    /// The root mapping's keys of a document whose keys are `keys`, with the document.
    private static func keys(_ keys: [String]) throws -> (YAMLDocument, [NodeID]) {
        let text = keys.map { "\"\($0)\": 1\n" }.joined()
        let document = try #require(YAMLParser().parse(SourceFile(path: "k.yaml", text: text)).document)
        let root = try #require(document.root)
        return (document, document.entries(of: root).map(\.key))
    }

    private static func lookups<Key>(_ table: FieldTable<Key>, _ names: [String]) throws -> [Int?] {
        let (document, nodes) = try keys(names)
        return nodes.map { table.index(of: $0, in: document) }
    }

    @Test func everySpellingFindsItsOwnCase() throws {
        #expect(try Self.lookups(SheetKey.sheetTable, SheetKey.sheetTable.names) == Array(SheetKey.sheetTable.cases.indices))
        #expect(try Self.lookups(DetentKey.table, DetentKey.table.names) == Array(DetentKey.table.cases.indices))
        #expect(try Self.lookups(PhysicsKey.table, PhysicsKey.table.names) == Array(PhysicsKey.table.cases.indices))
        #expect(try Self.lookups(DismissalKey.table, DismissalKey.table.names) == Array(DismissalKey.table.cases.indices))
    }

    @Test func keysOfTheSameLengthOrNoneMatchNothing() throws {
        // `tipe` has the length of `type`, `dismisss` is one longer than `dismiss`,
        // and the last is longer than every spelling.
        let names = ["tipe", "Type", "dismisss", "", "t", "edgeAttachedInCompactHeightAndMore"]
        #expect(try Self.lookups(SheetKey.sheetTable, names) == [nil, nil, nil, nil, nil, nil])
    }

    @Test func spellingsOfEqualLengthAreToldApart() throws {
        // `id`, `min` and `max`: two spellings of three bytes in one table.
        #expect(try Self.lookups(DetentKey.table, ["max", "min", "mix"])
            == [DetentKey.table.cases.firstIndex(of: .max), DetentKey.table.cases.firstIndex(of: .min), nil])
    }
}
