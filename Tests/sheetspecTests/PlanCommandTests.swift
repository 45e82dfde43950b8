import Foundation
import Testing

/// `sheetspec plan`: validate first, then write the plan to standard output
/// or atomically to a file.
@Suite
struct PlanCommandTests {
    static let golden = CommandRunner.repository.appendingPathComponent("Tests/SheetLanguageTests/Fixtures/plans/all.plan.json")

    @Test func plansTheExampleSpecsToStandardOutput() throws {
        let result = try CommandRunner.run(["plan", "specs"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == (try String(contentsOf: Self.golden, encoding: .utf8)), "the CLI writes the golden plan")
        #expect(result.stderr.contains("no problems found"))
    }

    @Test func writesTheSameBytesToAFileAtomically() throws {
        let folder = try CommandRunner.scratchFolder()
        let specs = CommandRunner.repository.appendingPathComponent("specs").path
        let stdout = try CommandRunner.run(["plan", "--jobs", "1", specs])
        let result = try CommandRunner.run(["plan", "--jobs", "2", "--output", "plan.json", specs], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try String(contentsOf: folder.appendingPathComponent("plan.json"), encoding: .utf8) == stdout.stdout)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["plan.json"], "no temporary file left")
    }

    @Test func oneProfileOnly() throws {
        let result = try CommandRunner.run(["plan", "--profile", "iphone-se-3", "specs/map-drawer.sheet.yaml"])
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let profiles = (plan?["profiles"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(profiles == ["iphone-se-3"])
        let layouts = ((plan?["sheets"] as? [[String: Any]])?.first?["layouts"] as? [[String: Any]])?.count
        #expect(layouts == 1)
    }

    @Test func anUnknownProfileExitsTwoWithDidYouMean() throws {
        let result = try CommandRunner.run(["plan", "--profile", "iphone-se3", "specs"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("no device profile is called `iphone-se3`; did you mean `iphone-se-3`?"))
    }

    @Test func errorsExitOneAndWriteNoPlan() throws {
        let folder = try CommandRunner.scratchFolder()
        try "version: 1\nsheets:\n  s: { type: S, presentation: popover }\n".write(
            to: folder.appendingPathComponent("bad.sheet.yaml"), atomically: true, encoding: .utf8)
        try "old\n".write(to: folder.appendingPathComponent("plan.json"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["plan", "--output", "plan.json", "bad.sheet.yaml"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty, "diagnostics go to standard error")
        #expect(result.stderr.contains("bad.sheet.yaml:3:31: error: popover sheet `s` gives no `popover.height` [SS3005]"))
        #expect(try String(contentsOf: folder.appendingPathComponent("plan.json"), encoding: .utf8) == "old\n")
    }

    @Test func warningsPlanUnlessStrict() throws {
        let folder = try CommandRunner.scratchFolder()
        try "version: 1\nsheets:\n  s: { type: S, detents: [{ id: tall, height: 700 }] }\n".write(
            to: folder.appendingPathComponent("tall.sheet.yaml"), atomically: true, encoding: .utf8)
        let relaxed = try CommandRunner.run(["plan", "tall.sheet.yaml"], in: folder)
        #expect(relaxed.status == 0)
        #expect(relaxed.stderr.contains("warning: detent `tall` asks for 700 pt"))
        #expect(relaxed.stdout.hasPrefix("{\n  \"planVersion\": 2,"))
        let strict = try CommandRunner.run(["plan", "--strict", "tall.sheet.yaml"], in: folder)
        #expect(strict.status == 1)
        #expect(strict.stdout.isEmpty)
    }

    @Test func anUnwritableOutputExitsTwo() throws {
        let result = try CommandRunner.run(["plan", "--output", "/nonexistent-folder/plan.json", "specs"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot write `/nonexistent-folder/plan.json`"))
    }

    @Test func missingInputExitsTwo() throws {
        let result = try CommandRunner.run(["plan", "nothing/here.sheet.yaml"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
    }

    @Test func resolutionCodesAreExplained() throws {
        let result = try CommandRunner.run(["explain", "SS3001"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("# SS3001: detent-clamped\n"))
    }
}
