import Foundation
import Testing

/// `--format sarif` on a spec with non-ASCII text before its errors: every
/// position is in code points (the declared `columnKind`), a relative path is
/// a relative URI against `%SRCROOT%` (the working directory), an absolute
/// one a `file:` URI. `scripts/check-sarif.sh` validates the same logs
/// against the official SARIF 2.1.0 schema.
struct SARIFOutputTests {
    static let fixture = CommandRunner.repository.appendingPathComponent("Tests/SARIF/non-ascii.sheet.yaml")

    static func project() throws -> URL {
        let folder = try CommandRunner.scratchFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("specs"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture, to: folder.appendingPathComponent("specs/non-ascii.sheet.yaml"))
        return folder
    }

    static func run(_ path: String, in folder: URL) throws -> [String: Any] {
        let result = try CommandRunner.run(["validate", "--format", "sarif", "--no-config", path], in: folder)
        #expect(result.status == 1, "\(result.stderr)")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return try #require((log["runs"] as? [[String: Any]])?.first)
    }

    static func location(of rule: String, in run: [String: Any]) throws -> [String: Any] {
        let results = try #require(run["results"] as? [[String: Any]])
        let result = try #require(results.first { $0["ruleId"] as? String == rule })
        return try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    }

    @Test func positionsCountCodePointsAndPathsAreURIs() throws {
        let folder = try Self.project()
        let text = try String(contentsOf: Self.fixture, encoding: .utf8)
        // Line 7 is `    dismiss: { closeButton: "üñí", swipe: yes }`.
        let line = String(text.split(separator: "\n", omittingEmptySubsequences: false)[6])
        #expect(line.contains("\"üñí\", swipe: yes"))
        let run = try Self.run("specs/non-ascii.sheet.yaml", in: folder)
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let root = try #require(run["originalUriBaseIds"] as? [String: [String: String]])
        #expect(root["%SRCROOT%"]?["uri"] == "file://" + folder.path + "/")
        let yes = try Self.location(of: "SS1007", in: run)
        #expect(yes["artifactLocation"] as? [String: String] == ["uri": "specs/non-ascii.sheet.yaml", "uriBaseId": "%SRCROOT%"])
        // 204 code points precede `yes` (212 UTF-8 bytes); it is column 43 of its line.
        #expect(yes["region"] as? [String: Int] == [
            "startLine": 7, "startColumn": 43, "endLine": 7, "endColumn": 46, "charOffset": 204, "charLength": 3,
        ])
        #expect(Array(text.unicodeScalars)[204..<207].map(String.init).joined() == "yes")
        let quoted = try Self.location(of: "SS1004", in: run)
        #expect(quoted["region"] as? [String: Int] == [
            "startLine": 7, "startColumn": 29, "endLine": 7, "endColumn": 34, "charOffset": 190, "charLength": 5,
        ])

        let absolute = try Self.run(folder.path + "/specs/non-ascii.sheet.yaml", in: folder)
        let located = try Self.location(of: "SS1007", in: absolute)
        #expect(located["artifactLocation"] as? [String: String] == ["uri": "file://" + folder.path + "/specs/non-ascii.sheet.yaml"])
        #expect((located["region"] as? [String: Int])?["charOffset"] == 204)
    }
}

extension SARIFOutputTests {
    /// A project that turns the opt-in `redundant-value` rule on gets its
    /// findings in SARIF with the rule marked off by default.
    @Test func optInRuleIsMarkedDisabledByDefault() throws {
        let folder = try CommandRunner.scratchFolder()
        let spec = """
            version: 1
            sheets:
              checkout:
                type: CheckoutViewController
                presentation: modal
                detents: [{ id: large, system: large }]

            """
        try spec.write(to: folder.appendingPathComponent("checkout.sheet.yaml"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(
            ["lint", "--format", "sarif", "--no-config", "--rule", "redundant-value=warning", "checkout.sheet.yaml"], in: folder)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let rule = try #require(rules.first { $0["id"] as? String == "SS2907" }, "\(rules.map { $0["id"] ?? "" })")
        let configuration = try #require(rule["defaultConfiguration"] as? [String: Any])
        #expect(configuration["enabled"] as? Bool == false)
        #expect(rules.filter { $0["id"] as? String != "SS2907" }.allSatisfy {
            ($0["defaultConfiguration"] as? [String: Any])?["enabled"] == nil
        })
    }
}
