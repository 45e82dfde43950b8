import Foundation
import Testing

/// `--quiet` silences everything but diagnostics and the requested output on
/// every command, and the progress line appears only on a terminal: a long
/// run in CI or through a pipe prints exactly what a short one does.
@Suite
struct QuietAndProgressTests {
    /// More files than `ProgressLine.fileThreshold`, so only the terminal check keeps progress away.
    static let manySpecs: URL = {
        let folder = try! CommandRunner.scratchFolder()
        for index in 0..<250 {
            let text =
                "version: 1\nsheets:\n  sheet\(index): { type: Sheet\(index)ViewController, detents: [{ id: half, fraction: 0.5 }] }\n"
            try! text.write(
                to: folder.appendingPathComponent("s\(index).sheet.yaml"), atomically: true, encoding: .utf8)
        }
        return folder
    }()

    @Test func aLongRunThroughAPipeShowsNoProgress() throws {
        let result = try CommandRunner.run(["validate", Self.manySpecs.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == "sheetspec: checked 250 files: no problems found\n",
            "the summary only: no progress, no carriage return")
    }

    @Test func planStandardOutputIsTheSameWithAndWithoutQuiet() throws {
        let loud = try CommandRunner.run(["plan", "--profile", "iphone-se-3", Self.manySpecs.path])
        let quiet = try CommandRunner.run(["plan", "--quiet", "--profile", "iphone-se-3", Self.manySpecs.path])
        #expect(loud.status == 0 && quiet.status == 0)
        #expect(loud.stdout == quiet.stdout)
        #expect(loud.stderr == "sheetspec: checked 250 files: no problems found\n")
        #expect(quiet.stderr.isEmpty)
    }

    @Test(arguments: [
        ["validate", "specs"], ["lint", "specs/map-drawer.sheet.yaml"], ["plan", "specs"],
        ["render", "specs/map-drawer.sheet.yaml", "--output", "{scratch}/p.svg"],
        ["generate", "specs", "--output", "{scratch}/Generated"],
        ["generate", "specs", "--dry-run", "--output", "{scratch}/Generated"],
    ])
    func quietLeavesStandardErrorEmptyOnSuccess(arguments: [String]) throws {
        let scratch = try CommandRunner.scratchFolder().path
        let filled = arguments.map { $0.replacingOccurrences(of: "{scratch}", with: scratch) }
        let result = try CommandRunner.run(Array(filled.prefix(1)) + ["--quiet"] + filled.dropFirst())
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(arguments[0]): \(result.stderr)")
    }

    /// `script` runs the command on a pseudo-terminal, as a person would.
    static let scriptTool = "/usr/bin/script"

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: scriptTool)))
    func aLongRunOnATerminalShowsProgressAndErasesIt() throws {
        let command = "\(CommandRunner.binary.path) validate \(Self.manySpecs.path)"
        let result = try CommandRunner.run(
            ["-qec", command, "/dev/null"], executable: URL(fileURLWithPath: Self.scriptTool))
        #expect(result.status == 0)
        #expect(result.stdout.contains("sheetspec: reading 250/250 files"))
        #expect(result.stdout.contains("\r\u{1B}[K"), "the line is erased before the summary")
        let quiet = try CommandRunner.run(
            ["-qec", command.replacingOccurrences(of: " validate ", with: " validate --quiet "), "/dev/null"],
            executable: URL(fileURLWithPath: Self.scriptTool))
        #expect(!quiet.stdout.contains("reading"), "--quiet drops progress too")
    }
}
