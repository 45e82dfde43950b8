import Foundation
import Testing

struct ExplainCommandTests {
    @Test func explainsACodeByNumberOrName() throws {
        let byCode = try CommandRunner.run(["explain", "SS0021"])
        #expect(byCode.status == 0)
        #expect(byCode.stdout.hasPrefix("# SS0021: duplicate-key\n"))
        let byName = try CommandRunner.run(["explain", "duplicate-key"])
        #expect(byName.stdout == byCode.stdout)
    }

    @Test func explainsARuleWithItsScopeAndExamples() throws {
        let result = try CommandRunner.run(["explain", "SS2104"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("# SS2104: unknown-initial-detent\n\nDefault severity: error; scope: correctness"))
        #expect(result.stdout.contains("## Triggers it\n\n```yaml\n"))
        #expect(result.stdout.contains("## Does not trigger it\n\n```yaml\n"))
        let byName = try CommandRunner.run(["explain", "unknown-initial-detent"])
        #expect(byName.stdout == result.stdout)
    }

    @Test func listsEveryCodeWithoutArgument() throws {
        let result = try CommandRunner.run(["explain"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("SS0001  path-not-found"))
        #expect(result.stdout.contains("SS0021  duplicate-key"))
        #expect(result.stdout.contains("SS2301  undismissable-sheet"))
    }

    @Test func unknownCodeExitsTwo() throws {
        let result = try CommandRunner.run(["explain", "SS9999"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no diagnostic is called `SS9999`"))
    }
}

struct MachineFormatTests {
    @Test func jsonAndSarifAndGithubFormatsAreSelectable() throws {
        let folder = try CommandRunner.scratchFolder()
        try "a: 1\na: 2\n".write(to: folder.appendingPathComponent("d.sheet.yaml"), atomically: true, encoding: .utf8)
        let json = try CommandRunner.run(["validate", "--format", "json", "d.sheet.yaml"], in: folder)
        #expect(json.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let diagnostics = object?["diagnostics"] as? [[String: Any]]
        #expect(diagnostics?.contains { $0["code"] as? String == "SS0021" } == true)
        #expect((object?["summary"] as? [String: Any])?["errors"] as? Int == diagnostics?.count)

        let sarif = try CommandRunner.run(["validate", "--format", "sarif", "d.sheet.yaml"], in: folder)
        let log = try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any]
        #expect(log?["version"] as? String == "2.1.0")

        let github = try CommandRunner.run(["validate", "--format", "github", "d.sheet.yaml"], in: folder)
        #expect(github.stdout.contains("::error file=d.sheet.yaml,line=2,col=1,endLine=2,endColumn=2,title=SS0021::"))
    }
}
