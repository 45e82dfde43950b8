import Foundation
import SheetLanguage
import Testing
import TestSupport

/// The objects of docs/plan.schema.json the plan writes from a field list
/// are generated from it (`PlanSchemaFields`). Update the file with
/// `SHEETSPEC_UPDATE_GOLDEN=1 swift test --filter PlanSchemaFieldsTests`.
@Suite struct PlanSchemaFieldsTests {
    static let schema = RepositoryPaths.docs.appendingPathComponent("plan.schema.json")

    /// The file with each generated object put in place of the one it has.
    static func regenerated(_ text: String) throws -> String {
        var lines = text.components(separatedBy: "\n")
        let generators: [(key: String, text: (Int) -> String)] =
            PlanSchemaFields.objects.map { object in
                (object.key, { PlanSchemaFields.text(key: object.key, properties: object.properties, indent: $0) })
            }
            + PlanSchemaFields.choices.map { choice in
                (choice.key, { PlanSchemaFields.choiceText(key: choice.key, variants: choice.variants, indent: $0) })
            }
        for object in generators {
            let opening = lines.indices.filter {
                lines[$0].trimmingCharacters(in: .whitespaces) == "\"\(object.key)\": {"
            }
            try #require(opening.count == 1, "one object `\(object.key)` in plan.schema.json")
            let start = opening[0]
            let indent = lines[start].prefix { $0 == " " }.count
            let closing = String(repeating: " ", count: indent) + "}"
            let end = try #require(lines[(start + 1)...].firstIndex { $0.hasPrefix(closing) })
            let after = String(lines[end].dropFirst(closing.count))
            var replacement = object.text(indent).components(separatedBy: "\n")
            replacement[replacement.count - 1] += after
            lines.replaceSubrange(start...end, with: replacement)
        }
        return lines.joined(separator: "\n")
    }

    @Test func generatedObjectsAreInTheFile() throws {
        let text = try String(contentsOf: Self.schema, encoding: .utf8)
        GoldenFile.check(try Self.regenerated(text), against: Self.schema)
    }

    /// `dismiss`: the four rules and `programmatic`, every one a flag.
    @Test func dismissIsTheRulesAndProgrammatic() throws {
        let dismiss = try #require(PlanSchemaFields.objects.first { $0.key == "dismiss" })
        #expect(dismiss.properties.map(\.key) == ["swipe", "tapOutside", "closeButton", "confirm", "programmatic"])
        #expect(Set(dismiss.properties.map(\.schema)) == [#"{ "type": "boolean" }"#])
        let spring = try #require(PlanSchemaFields.objects.first { $0.key == "spring" })
        #expect(spring.properties.map(\.schema).last == #"{ "enum": ["step", "ramp"] }"#)
        #expect(spring.properties.first?.schema == #"{ "type": "number" }"#)
    }

    /// `snap`: one shape per policy, its name first, then its field list
    /// under the plan's keys (the spec's words).
    @Test func snapIsOneShapePerPolicy() throws {
        let snap = try #require(PlanSchemaFields.choices.first { $0.key == "snap" })
        #expect(snap.variants.map { $0.map(\.key) } == [
            ["policy", "deceleration", "dismissThreshold"],
            ["policy", "projectionRate", "redirectThreshold", "skipStops", "removalVelocity"],
            ["policy", "minimumVelocity", "projectionDuration", "dismissalVelocity"],
            ["policy", "projectionRate"],
        ])
        #expect(snap.variants.map { $0[0].schema } == [
            #"{ "const": "projected" }"#, #"{ "const": "momentumRedirect" }"#,
            #"{ "const": "rushingForward" }"#, #"{ "const": "velocityDirection" }"#,
        ])
        #expect(snap.variants[1][3].schema == #"{ "type": "boolean" }"#)
        let text = PlanSchemaFields.choiceText(key: "snap", variants: [[("a", "{ }")], [("b", "{ }")]], indent: 2)
        #expect(text == """
              "snap": {
                "oneOf": [
                  {
                    "type": "object",
                    "additionalProperties": false,
                    "required": ["a"],
                    "properties": { "a": { } }
                  },
                  {
                    "type": "object",
                    "additionalProperties": false,
                    "required": ["b"],
                    "properties": { "b": { } }
                  }
                ]
              }
            """)
    }

    /// One property stays on the `properties` line; a `required` line longer
    /// than 120 characters wraps, one of 120 does not.
    @Test func layoutOfTheText() {
        let one = PlanSchemaFields.text(key: "scroll", properties: [("a", "{ }")], indent: 2)
        #expect(one == """
              "scroll": {
                "type": "object",
                "additionalProperties": false,
                "required": ["a"],
                "properties": { "a": { } }
              }
            """)
        // `    "required": [` is 17 characters, `],` 2: names of 101 characters fit exactly.
        let fits = [("k", "{ }"), (String(repeating: "x", count: 94), "{ }")]
        let fitting = PlanSchemaFields.text(key: "o", properties: fits, indent: 2).components(separatedBy: "\n")
        #expect(fitting[3].count == 120 && fitting[3].hasSuffix("\"],"))
        let over = [("kk", "{ }"), (String(repeating: "x", count: 94), "{ }")]
        let wrapped = PlanSchemaFields.text(key: "o", properties: over, indent: 2).components(separatedBy: "\n")
        #expect(wrapped[3] == "    \"required\": [")
        #expect(wrapped[4] == "      \"kk\", \"" + String(repeating: "x", count: 94) + "\"")
        #expect(wrapped[5] == "    ],")
    }
}
