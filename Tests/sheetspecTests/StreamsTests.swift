import Foundation
import Testing

/// Issue 21: one rule for the streams of every command (docs/Usage.md, "Output"):
/// standard output carries what the command was asked to produce, standard
/// error everything said about the run. `validate` and `lint` produce their
/// diagnostics; every other command produces something else, so its
/// diagnostics go to standard error in every format.
@Suite
struct StreamsTests {
    /// A spec with one warning (SS2303) and nothing else.
    static let warned: URL = {
        let folder = try! CommandRunner.scratchFolder()
        let text = """
            version: 1
            sheets:
              details:
                type: DetailsViewController
                detents: [{ id: half, fraction: 0.5 }, { id: full, system: large }]
                undimmedThrough: full

            """
        try! text.write(to: folder.appendingPathComponent("w.sheet.yaml"), atomically: true, encoding: .utf8)
        return folder
    }()

    static let marker = "SS2303"

    @Test(arguments: ["human", "clang", "json", "sarif", "github"])
    func validateAndLintPrintTheirDiagnosticsOnStandardOutput(format: String) throws {
        for command in ["validate", "lint"] {
            let result = try CommandRunner.run([command, "--no-config", "--format", format, Self.warned.path])
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(result.stdout.contains(Self.marker), "\(command) --format \(format): \(result.stdout)")
            #expect(!result.stderr.contains(Self.marker), "\(command) --format \(format): \(result.stderr)")
            #expect(result.stderr.contains("sheetspec: checked 1 file"), "the summary is about the run")
        }
    }

    @Test(arguments: ["human", "clang", "json", "sarif", "github"])
    func planKeepsStandardOutputForThePlan(format: String) throws {
        let result = try CommandRunner.run(["plan", "--no-config", "--format", format, Self.warned.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("{\n  \"planVersion\": 2"))
        #expect(!result.stdout.contains(Self.marker))
        #expect(result.stderr.contains(Self.marker))
    }

    @Test(arguments: ["human", "clang", "json", "sarif", "github"])
    func renderAndGeneratePrintDiagnosticsOnStandardError(format: String) throws {
        let scratch = try CommandRunner.scratchFolder().path
        let runs: [[String]] = [
            ["render", "--format", format, Self.warned.path, "--output", scratch + "/p.svg"],
            ["generate", "--no-config", "--format", format, Self.warned.path, "--output", scratch + "/Generated"],
            ["generate", "--no-config", "--format", format, Self.warned.path, "--dry-run", "--output", scratch + "/Dry"],
            ["generate", "--no-config", "--format", format, Self.warned.path, "--list-outputs", "--output", scratch + "/Listed"],
        ]
        for arguments in runs {
            let result = try CommandRunner.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(!result.stdout.contains(Self.marker), "\(arguments): \(result.stdout)")
            #expect(result.stderr.contains(Self.marker), "\(arguments): \(result.stderr)")
        }
    }

    @Test func generateListsItsOutputsOnStandardOutput() throws {
        let scratch = try CommandRunner.scratchFolder().path
        let listed = try CommandRunner.run(
            ["generate", "--no-config", Self.warned.path, "--list-outputs", "--output", scratch + "/Listed"])
        #expect(listed.stdout.hasSuffix(".generated.swift\n"), "\(listed.stdout)")
    }

    @Test func explainAndSchemaPrintTheirDocumentOnStandardOutput() throws {
        let explain = try CommandRunner.run(["explain", "SS2303"])
        #expect(explain.status == 0 && explain.stdout.contains("never-dimmed-modal") && explain.stderr.isEmpty)
        let schema = try CommandRunner.run(["schema"])
        #expect(schema.status == 0 && schema.stdout.hasPrefix("{") && schema.stderr.isEmpty)
        let unknown = try CommandRunner.run(["explain", "SS9998"])
        #expect(unknown.status != 0 && unknown.stdout.isEmpty && !unknown.stderr.isEmpty)
    }
}
