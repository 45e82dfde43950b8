import Foundation
import Testing

/// `--max-diagnostics`: what a run prints of a flood of problems, and that
/// its counts and exit status still cover every one.
@Suite
struct DiagnosticLimitTests {
    /// A folder with `keys.sheet.yaml`, one sheet with `count` unknown keys,
    /// and `tall.sheet.yaml`, one SS3001 warning.
    static func project(unknownKeys count: Int) throws -> URL {
        let folder = try CommandRunner.scratchFolder()
        var text = "version: 1\nminimumOS: 16\nsheets:\n  a:\n    type: AViewController\n"
        for index in 0..<count { text += "    made\(index): 1\n" }
        try text.write(to: folder.appendingPathComponent("keys.sheet.yaml"), atomically: true, encoding: .utf8)
        try "version: 1\nminimumOS: 16\nsheets:\n  tall:\n    type: TallViewController\n    detents: [ { id: tall, height: 700 } ]\n"
            .write(to: folder.appendingPathComponent("tall.sheet.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    static func headlines(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
    }

    @Test func theDefaultShowsOneHundredAFileAndSaysHowManyMore() throws {
        let folder = try Self.project(unknownKeys: 250)
        let result = try CommandRunner.run(["validate", "--no-config", "--format", "clang", "."], in: folder)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n")
        #expect(Self.headlines(result.stdout).filter { $0.hasPrefix("./keys.sheet.yaml") }.count == 100)
        #expect(Self.headlines(result.stdout).filter { $0.hasPrefix("./tall.sheet.yaml") }.count == 1)
        #expect(
            lines.last.map(String.init) == "note: and 150 more errors in ./keys.sheet.yaml"
                + " (at most 100 a file and 1000 a run are shown; `--max-diagnostics 0` shows all)")
        #expect(result.stderr.contains("sheetspec: checked 2 files: 250 errors, 1 warning"), "\(result.stderr)")
    }

    @Test func zeroShowsEverything() throws {
        let folder = try Self.project(unknownKeys: 250)
        let result = try CommandRunner.run(
            ["validate", "--no-config", "--format", "clang", "--max-diagnostics", "0", "."], in: folder)
        #expect(result.status == 1)
        #expect(Self.headlines(result.stdout).count == 251)
        #expect(!result.stdout.contains("more error"))
    }

    @Test func theRunLimitCountsWarningsAndErrorsApart() throws {
        let folder = try Self.project(unknownKeys: 3)
        let result = try CommandRunner.run(
            ["validate", "--no-config", "--format", "clang", "--max-diagnostics", "1", "."], in: folder)
        #expect(result.status == 1)
        #expect(Self.headlines(result.stdout).count == 2)
        #expect(result.stdout.contains("note: and 2 more errors in ./keys.sheet.yaml (at most 1 a file and 10 a run"))
        let warnings = try CommandRunner.run(
            ["validate", "--no-config", "--format", "clang", "--max-diagnostics", "1", "--strict", "tall.sheet.yaml"],
            in: folder)
        #expect(warnings.status == 1, "a shown warning still fails a strict run")
        #expect(!warnings.stdout.contains("more"))
    }

    @Test func jsonAndSARIFCountEveryProblemAndListTheCap() throws {
        let folder = try Self.project(unknownKeys: 250)
        let json = try CommandRunner.run(["validate", "--no-config", "--format", "json", "keys.sheet.yaml"], in: folder)
        #expect(json.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((report["diagnostics"] as? [Any])?.count == 100)
        let summary = try #require(report["summary"] as? [String: Int])
        #expect(summary["errors"] == 250 && summary["shown"] == 100)
        let omitted = try #require(report["omitted"] as? [[String: Any]])
        #expect(omitted.count == 1 && omitted[0]["file"] as? String == "keys.sheet.yaml" && omitted[0]["errors"] as? Int == 150)

        let sarif = try CommandRunner.run(["validate", "--no-config", "--format", "sarif", "keys.sheet.yaml"], in: folder)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.count == 100)
        #expect((run["properties"] as? [String: Int])?["sheetspec/omittedResults"] == 150)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        let notes = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        let text = (notes.first?["message"] as? [String: Any])?["text"] as? String
        #expect(text?.hasPrefix("and 150 more errors in keys.sheet.yaml") == true)
    }

    @Test func generatePrintsTheCapToo() throws {
        let folder = try Self.project(unknownKeys: 5)
        let result = try CommandRunner.run(
            ["generate", "--no-config", "--max-diagnostics", "2", "keys.sheet.yaml"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("note: and 3 more errors in keys.sheet.yaml"), "\(result.stderr)")
    }

    @Test func aNegativeLimitIsRefused() throws {
        let folder = try Self.project(unknownKeys: 1)
        let result = try CommandRunner.run(["validate", "--no-config", "--max-diagnostics=-1", "."], in: folder)
        #expect(result.status == 2 || result.status == 64, "\(result.status)")
        #expect(result.stderr.contains("--max-diagnostics must be 0 (no limit) or more"))
    }
}
