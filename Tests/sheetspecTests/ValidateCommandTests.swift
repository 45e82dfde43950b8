import Foundation
import Testing

/// The CLI's contract: exit status, output streams and formats.
@Suite
struct ValidateCommandTests {
    @Test func exampleSpecsValidateCleanly() throws {
        let result = try CommandRunner.run(["validate", "specs"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("no problems found"))
    }

    @Test func yamlErrorExitsOneWithClangStyleLineAndCaret() throws {
        let folder = try CommandRunner.scratchFolder()
        try "sheets:\n  checkout: [half, full\n  address: 3\n".write(
            to: folder.appendingPathComponent("broken.sheet.yaml"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["validate", "broken.sheet.yaml"], in: folder)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "broken.sheet.yaml:3:10: error: did not find expected ',' or ']' [SS0010]")
        #expect(lines.dropFirst().first == "  address: 3")
        #expect(lines.dropFirst(2).first == "         ^")
    }

    @Test func humanFormatShowsSnippetAndHelp() throws {
        let folder = try CommandRunner.scratchFolder()
        try "a: 1\na: 2\n".write(to: folder.appendingPathComponent("dup.sheet.yaml"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["validate", "--format", "human", "."], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.contains("error[SS0021]: duplicate key `a`"))
        #expect(result.stdout.contains("--> ./dup.sheet.yaml:2:1"))
        #expect(result.stdout.contains("= help: remove one of the two entries"))
        #expect(!result.stdout.contains("\u{1B}["), "no colour when stdout is not a terminal")
    }

    @Test func missingPathExitsTwo() throws {
        let result = try CommandRunner.run(["validate", "does/not/exist.sheet.yaml"])
        #expect(result.status == 2)
        #expect(result.stdout.contains("error: no such file or folder: `does/not/exist.sheet.yaml` [SS0001]"))
    }

    @Test func badFlagExitsTwo() throws {
        let result = try CommandRunner.run(["validate", "--no-such-flag", "specs"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Unknown option '--no-such-flag'"))
    }

    @Test func helpAndVersionExitZero() throws {
        let help = try CommandRunner.run(["validate", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: sheetspec validate"))
        let version = try CommandRunner.run(["--version"])
        #expect(version.status == 0)
        #expect(!version.stdout.isEmpty)
    }

    @Test func folderSearchFindsOnlySpecFilesInSortedOrder() throws {
        let folder = try CommandRunner.scratchFolder()
        let nested = folder.appendingPathComponent("z/nested")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent(".hidden"), withIntermediateDirectories: true)
        for (path, text) in [
            ("b.sheet.yaml", "a: [\n"), ("z/nested/a.sheet.yml", "a: [\n"), ("ignored.yaml", "a: [\n"),
            (".hidden/c.sheet.yaml", "a: [\n"),
        ] {
            try text.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        let result = try CommandRunner.run(["validate", "--quiet", "."], in: folder)
        #expect(result.status == 1)
        let files = result.stdout.split(separator: "\n").filter { $0.contains(": error:") }.map { $0.split(separator: ":")[0] }
        #expect(files == ["./b.sheet.yaml", "./z/nested/a.sheet.yml"])
        #expect(result.stderr.isEmpty, "--quiet prints no summary")
    }

    @Test func folderWithoutSpecsCannotBeChecked() throws {
        let folder = try CommandRunner.scratchFolder()
        let result = try CommandRunner.run(["validate", "."], in: folder)
        #expect(result.status == 2)
        #expect(result.stdout.contains("error: no `*.sheet.yaml` or `*.sheet.yml` files in `.` [SS0003]"))
    }

    @Test func folderNamedLikeASpecIsNotSearched() throws {
        let folder = try CommandRunner.scratchFolder()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("odd.sheet.yaml"), withIntermediateDirectories: false)
        let result = try CommandRunner.run(["validate", "odd.sheet.yaml"], in: folder)
        #expect(result.status == 2)
        #expect(result.stdout.contains("cannot read `odd.sheet.yaml`: it is a folder, not a spec file [SS0002]"))
    }

    @Test func directoryOrFifoNamedAsFileCannotBeRead() throws {
        let folder = try CommandRunner.scratchFolder()
        let fifo = folder.appendingPathComponent("pipe.sheet.yaml").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let result = try CommandRunner.run(["validate", "pipe.sheet.yaml"], in: folder)
        #expect(result.status == 2)
        #expect(result.stdout.contains("cannot read `pipe.sheet.yaml`: it is not a regular file [SS0002]"))
    }

    @Test func outputIsIdenticalWhateverTheWorkerCount() throws {
        let folder = try CommandRunner.scratchFolder()
        for index in 0..<40 {
            let text = index % 3 == 0 ? "k: [\n" : "k: 1\nk: \(index)\n"
            try text.write(to: folder.appendingPathComponent("f\(index).sheet.yaml"), atomically: true, encoding: .utf8)
        }
        let one = try CommandRunner.run(["validate", "--jobs", "1", "."], in: folder)
        let two = try CommandRunner.run(["validate", "--jobs", "2", "."], in: folder)
        let many = try CommandRunner.run(["validate", "--jobs", "7", "."], in: folder)
        #expect(one.status == 1)
        #expect(one.stdout == two.stdout)
        #expect(one.stdout == many.stdout)
        let yamlErrors = one.stdout.split(separator: "\n").filter { $0.hasSuffix("[SS0010]") || $0.hasSuffix("[SS0021]") }
        #expect(yamlErrors.count == 40)
    }
}
