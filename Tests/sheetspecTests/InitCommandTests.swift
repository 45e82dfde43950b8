import Foundation
import Testing

struct InitCommandTests {
    @Test func writesAConfigurationAndAnExampleThatLintStrictlyClean() throws {
        let folder = try CommandRunner.scratchFolder()
        let result = try CommandRunner.run(["init"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("wrote .sheetspec.yml"))
        #expect(result.stdout.contains("wrote Specs/example.sheet.yaml"))
        #expect(result.stdout.contains("sheetspec lint"))
        let lint = try CommandRunner.run(["lint", "--strict"], in: folder)
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        #expect(lint.stderr.contains("checked 1 file: no problems found"))
        #expect(try CommandRunner.run(["generate"], in: folder).status == 0)
    }

    @Test func refusesToOverwriteAndWritesNothing() throws {
        let folder = try CommandRunner.scratchFolder()
        try "keep me\n".write(to: folder.appendingPathComponent(".sheetspec.yml"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["init"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("refusing to overwrite `.sheetspec.yml`"))
        #expect(try String(contentsOf: folder.appendingPathComponent(".sheetspec.yml"), encoding: .utf8) == "keep me\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Specs").path))
    }
}
