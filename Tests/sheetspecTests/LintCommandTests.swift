import Foundation
import Testing

struct LintCommandTests {
    @Test func lintsTheExampleSpecsCleanly() throws {
        let result = try CommandRunner.run(["lint", "--strict", "specs"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    @Test func lintReportsYAMLProblemsLikeValidate() throws {
        let folder = try CommandRunner.scratchFolder()
        try "a: [\n".write(to: folder.appendingPathComponent("x.sheet.yaml"), atomically: true, encoding: .utf8)
        let lint = try CommandRunner.run(["lint", "x.sheet.yaml"], in: folder)
        let validate = try CommandRunner.run(["validate", "x.sheet.yaml"], in: folder)
        #expect(lint.status == 1)
        #expect(lint.stdout == validate.stdout)
    }

    @Test func unknownRuleOverrideIsABadOption() throws {
        let result = try CommandRunner.run(["lint", "--rule", "no-such-rule=off", "specs"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no rule is called `no-such-rule`"))
        let malformed = try CommandRunner.run(["lint", "--rule", "nonsense", "specs"])
        #expect(malformed.status == 2)
        #expect(malformed.stderr.contains("is not NAME=SETTING"))
    }
}
