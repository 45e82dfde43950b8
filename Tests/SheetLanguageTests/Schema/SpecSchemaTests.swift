import BottomSheetable
import Foundation
import TestSupport
import Testing

@testable import SheetLanguage

/// The schema is generated, so these tests check the generator's wiring and
/// the committed copy; scripts/check-schema.sh checks its meaning against a
/// real validator and the decoder.
@Suite struct SpecSchemaTests {
    static let committed = RepositoryPaths.repositoryRoot.appendingPathComponent("docs/sheetspec.schema.json")

    static func parsed() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(SpecSchema.document().utf8)) as? [String: Any])
    }

    static func definition(_ name: String) throws -> [String: Any] {
        let definitions = try #require(try parsed()["$defs"] as? [String: Any])
        return try #require(definitions[name] as? [String: Any])
    }

    static func properties(of schema: [String: Any]) throws -> [String: [String: Any]] {
        try #require(schema["properties"] as? [String: [String: Any]])
    }

    /// `SHEETSPEC_UPDATE_GOLDEN=1 swift test` rewrites docs/sheetspec.schema.json.
    @Test func committedCopyIsCurrent() {
        GoldenFile.check(SpecSchema.document(), against: Self.committed)
    }

    @Test func rendersTheSameBytesEveryTime() {
        #expect(SpecSchema.document() == SpecSchema.document())
    }

    @Test func declaresDraft202012AndClosesEveryMapping() throws {
        let root = try Self.parsed()
        #expect(root["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(root["required"] as? [String] == ["version", "sheets"])
        #expect(root["additionalProperties"] as? Bool == false)
        for definition in SchemaDefinition.allCases {
            let schema = try Self.definition(definition.rawValue)
            #expect(schema["additionalProperties"] as? Bool == false, "\(definition.rawValue) is closed")
        }
    }

    @Test func everyDefinitionIsUsed() {
        var used = SpecSchema.root.references
        for definition in SchemaDefinition.allCases { used.formUnion(definition.schema.references) }
        #expect(used == Set(SchemaDefinition.allCases.map(\.rawValue)))
    }

    @Test func keywordsComeFromTheDecodersEnums() throws {
        let sheet = try Self.properties(of: Self.definition("sheet"))
        #expect(sheet["presentation"]?["enum"] as? [String] == Presentation.allCases.map(\.rawValue))
        #expect(sheet["tiers"]?["enum"] as? [String] == Tiers.allCases.map(\.spelling))
        let keyboard = try Self.properties(of: Self.definition("keyboard"))
        #expect(keyboard["policy"]?["enum"] as? [String] == KeyboardPolicy.allCases.map(\.rawValue))
    }

    @Test func sheetsRequireTypeButDefaultsCannotHaveIt() throws {
        let sheet = try Self.definition("sheet")
        #expect(sheet["required"] as? [String] == ["type"])
        #expect(try Self.properties(of: sheet).count == SheetKey.allCases.count)
        let defaults = try #require(try Self.properties(of: Self.parsed())["defaults"])
        let keys = Set(try Self.properties(of: defaults).keys)
        #expect(!keys.contains("type") && !keys.contains("extends"))
        #expect(keys.count == SheetKey.allCases.count - 2)
    }

    @Test func detentHasOneBranchPerHeightFormAndLimitsOnlyBesideFit() throws {
        let branches = try #require(try Self.definition("detent")["oneOf"] as? [[String: Any]])
        #expect(
            branches.map { $0["required"] as? [String] } == [["system"], ["height"], ["fraction"], ["inset"], ["fit"], ["hidden"]])
        for branch in branches {
            let forbidden = (branch["properties"] as? [String: Bool]).map { Set($0.keys) }
            let isFit = branch["required"] as? [String] == ["fit"]
            #expect(forbidden == (isFit ? nil : ["min", "max"]))
        }
    }

    @Test func fractionsAreBoundedAsTheReferenceSays() throws {
        let fraction = try #require(try Self.properties(of: Self.definition("detent"))["fraction"])
        #expect(fraction["exclusiveMinimum"] as? Int == 0)
        #expect(fraction["maximum"] as? Int == 1)
    }

    /// Hover text in an editor is one short line.
    @Test func everyKeyHasAShortDescription() throws {
        var schemas: [(String, [String: Any])] = [("file", try Self.parsed())]
        schemas += SchemaDefinition.allCases.map { ($0.rawValue, (try? Self.definition($0.rawValue)) ?? [:]) }
        for (owner, schema) in schemas {
            for (key, property) in try Self.properties(of: schema) {
                let description = property["description"] as? String ?? ""
                #expect(!description.isEmpty, "\(owner).\(key) has a description")
                #expect(description.count <= 110, "\(owner).\(key): \(description.count) characters")
            }
        }
    }
}
