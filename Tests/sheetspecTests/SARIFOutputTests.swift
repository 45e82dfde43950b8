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
