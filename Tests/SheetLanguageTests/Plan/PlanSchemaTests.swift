import Foundation
import SheetLanguage
import TestSupport
import Testing

/// docs/plan.schema.json describes the plan: checked with a real JSON Schema
/// validator (python3's `jsonschema`, draft 2020-12), never skipped.
@Suite
struct PlanSchemaTests {
    static let schema = RepositoryPaths.docs.appendingPathComponent("plan.schema.json")

    /// Runs the validator; the error text when the document does not conform.
    static func validate(_ document: String) throws -> (passed: Bool, output: String) {
        let folder = try ScratchFolder.make("schema")
        defer { try? FileManager.default.removeItem(at: folder) }
        let plan = folder.appendingPathComponent("plan.json")
        try document.write(to: plan, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            """
            import json, sys
            try:
                import jsonschema
            except ImportError:
                print("MISSING-JSONSCHEMA"); sys.exit(3)
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            errors = sorted(jsonschema.Draft202012Validator(schema).iter_errors(json.load(open(sys.argv[2]))), key=str)
            for error in errors[:5]:
                print("/".join(map(str, error.absolute_path)), error.message)
            sys.exit(1 if errors else 0)
            """,
            schema.path, plan.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 127 || text.contains("MISSING-JSONSCHEMA") {
            Issue.record("python3 with the jsonschema package is needed: pip install jsonschema (\(text))")
        }
        return (process.terminationStatus == 0, text)
    }

    @Test func theExamplePlanConformsToTheSchema() throws {
        let plan = try #require(try PlanFixtures.outcome(PlanFixtures.exampleNames).plan)
        let result = try Self.validate(LayoutPlanWriter.json(plan))
        #expect(result.passed, "\(result.output)")
    }

    @Test(arguments: PlanFixtures.exampleNames)
    func eachGoldenPlanConformsToTheSchema(name: String) throws {
        let golden = RepositoryPaths.planFixtures.appendingPathComponent(
            name.replacingOccurrences(of: ".sheet.yaml", with: ".plan.json"))
        let result = try Self.validate(try String(contentsOf: golden, encoding: .utf8))
        #expect(result.passed, "\(result.output)")
    }

    /// The validator really validates: a plan of another version, or with a
    /// key the format does not have, is rejected.
    @Test func aPlanThatBreaksTheFormatIsRejected() throws {
        let plan = try #require(try PlanFixtures.outcome(["map-drawer.sheet.yaml"]).plan)
        let json = LayoutPlanWriter.json(plan)
        let otherVersion = try Self.validate(json.replacingOccurrences(of: "\"planVersion\": 2", with: "\"planVersion\": 1"))
        #expect(!otherVersion.passed)
        #expect(otherVersion.output.contains("planVersion"))
        let extraKey = try Self.validate(json.replacingOccurrences(of: "\"undimmed\": true", with: "\"undimmed\": true, \"dimmed\": 0"))
        #expect(!extraKey.passed)
        let textHeight = try Self.validate(json.replacingOccurrences(of: "\"height\": 318.5", with: "\"height\": \"318.5\""))
        #expect(!textHeight.passed)
    }
}
