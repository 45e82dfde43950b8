import Foundation
import SheetLanguage
import Testing

/// `SpecOutline` answers from the schema `sheetspec schema` prints: at every
/// place, the keys, their descriptions and the keywords are the document's.
struct SpecOutlineTests {
    static var schema: [String: Any] {
        try! JSONSerialization.jsonObject(with: Data(SpecSchema.document().utf8)) as! [String: Any]
    }

    static func definition(_ name: String) -> [String: Any] {
        ((schema["$defs"] as! [String: Any])[name] as! [String: Any])
    }

    static func propertyNames(_ node: [String: Any]) -> Set<String> {
        Set((node["properties"] as? [String: Any] ?? [:]).filter { !($0.value is Bool) }.keys)
    }

    @Test func theKeysAtEachPlaceAreTheSchemasProperties() {
        #expect(Set(SpecOutline.keys(at: []).map(\.name)) == Self.propertyNames(Self.schema))
        #expect(
            Set(SpecOutline.keys(at: ["sheets", "anyID"]).map(\.name)) == Self.propertyNames(Self.definition("sheet")))
        #expect(
            Set(SpecOutline.keys(at: ["sheets", "a", "detents", "-"]).map(\.name))
                == Self.propertyNames(Self.definition("detent")))
        #expect(
            Set(SpecOutline.keys(at: ["sheets", "a", "physics", "spring"]).map(\.name))
                == Self.propertyNames(Self.definition("spring")))
        #expect(
            Set(SpecOutline.keys(at: ["sheets", "a", "popover", "height"]).map(\.name))
                == Self.propertyNames(Self.definition("popoverHeight")))
        #expect(SpecOutline.keys(at: ["sheets", "a", "nowhere"]).isEmpty)
    }

    @Test func documentationIsTheSchemasDescription() {
        let sheet = Self.definition("sheet")["properties"] as! [String: [String: Any]]
        for key in SpecOutline.keys(at: ["sheets", "a"]) {
            #expect(key.documentation == sheet[key.name]?["description"] as? String)
            #expect(SpecOutline.documentation(at: ["sheets", "a", key.name]) == key.documentation)
        }
    }

    @Test func keywordsAreTheEnumerationsAndConstants() {
        #expect(SpecOutline.keywords(at: ["sheets", "a", "presentation"]) == ["modal", "overlay", "popover", "embedded"])
        #expect(SpecOutline.keywords(at: ["sheets", "a", "cornerRadius"]) == ["system"])
        #expect(SpecOutline.keywords(at: ["sheets", "a", "edgeAttachedInCompactHeight"]) == ["true", "false"])
        #expect(SpecOutline.keywords(at: ["sheets", "a", "type"]).isEmpty)
        #expect(SpecOutline.keywords(at: ["rules", "unknown-key"], in: .configuration) == ["off", "warning", "error"])
    }
}
